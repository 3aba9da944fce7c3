/**
 * How the student wants the load shaped over the stretch, said by where it should (not) gather: "别全挤在最后几天",
 * "不要都堆到考前那几天" (spread it: steady), "前面多排点，后面留着刷题", "前几天多排一点，后面松一些" (the front
 * loaded: rapid, which finishes as early as it can). The planner has only these two strategies, so a shape is read as
 * the nearer of them rather than left as words that name no subject (and made the plan ask what to schedule).
 */

/** The end of the stretch: its last days, the days before the exam. */
const END = "(?:最后|最後|后面|后边|后头|后半段|后期|末尾|考前|考试前|临考|快考试)(?:那|这)?(?:几|一两|两|三)?(?:天|周)?";
/** Its start: the first days, the front. */
const FRONT = "(?:前面|前边|前头|前几天|头几天|前半段|前期|一开始|开头|早期|前两天|前三天)";
/** Gathered, crowded, put off to: what the student does not want at the end. */
const GATHERED = "(?:挤|堆|压|塞|攒|拖|扎堆|集中)";
const CLAUSE_END = "(?=[，,。！!~～\\s]|$)";
const PARTICLE = "(?:吧|哈|啊|喔|哦|呀|啦)?";

interface LoadShapeRow {
  pattern: RegExp;
  strategy: "steady" | "rapid";
  examples: readonly string[];
  counterexamples: readonly string[];
}

export const LOAD_SHAPE_ROWS: readonly LoadShapeRow[] = [
  {
    // Not all gathered at the end: spread over the stretch.
    pattern: new RegExp(`[，,]?\\s*(?:别|不要|不想|不用|避免|不能)(?:都|全|全都|全部|一股脑)?(?:给我)?${GATHERED}(?:在|到)?${END}${PARTICLE}${CLAUSE_END}`),
    strategy: "steady",
    examples: ["别全挤在最后几天", "不要都挤在考前那几天喔", "别都拖到最后"],
    counterexamples: ["最后几天挤一挤也行"],
  },
  {
    // The front loaded, and the end kept light or kept for something of the student's own.
    pattern: new RegExp(`[，,]?\\s*${FRONT}(?:的日子|几天)?(?:排得?|安排得?)?(?:多|密|紧|满)(?:排|安排|学|塞|放)?(?:一)?(?:点|些|一点|一些)?${PARTICLE}(?:[，,]\\s*${END}(?:的日子|几天)?[^，,。]{0,10}?)?${CLAUSE_END}`),
    strategy: "rapid",
    examples: ["前面多排点，后面留着刷题", "前几天多排一点，后面松一些", "前期排密一点"],
    counterexamples: ["前面那块挪到下午"],
  },
  {
    // The end left light or kept for the student's own use, said alone.
    pattern: new RegExp(`[，,]?\\s*${END}(?:的日子|几天)?(?:留着|留给|空着|空出来|少排|松一点|松一些|松点)[^，,。]{0,8}?${CLAUSE_END}`),
    strategy: "rapid",
    examples: ["最后两天留着自己看", "考前那几天空出来"],
    counterexamples: [],
  },
  {
    // Thin rather than packed, not several periods in a row: an even spread.
    pattern: new RegExp(`[，,]?\\s*(?:(?:排得?)?(?:稀|疏)|排得?散)(?:一点|一些|点|些)${PARTICLE}${CLAUSE_END}|[，,]?\\s*(?:别|不要)(?:一次|一口气)?(?:连着|连续)(?:排)?(?:好几|太多|很多|几)(?:节|块)${PARTICLE}${CLAUSE_END}|[，,]?\\s*(?:分散|打散|摊开)(?:开|一下)?${PARTICLE}${CLAUSE_END}`),
    strategy: "steady",
    examples: ["排得稀一点", "别连着好几节", "分散开"],
    counterexamples: ["分散一点"],
  },
];
