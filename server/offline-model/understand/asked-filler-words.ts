/**
 * Words a task question is built from that no to-do's title holds: what is left of "现在落在第一象限的事有哪些" once
 * the quadrant is read ("落在"), of "下周三前得交掉的东西有哪些" once the day is read ("得交掉"), or the whole of
 * "眼下最火烧眉毛的是哪件". The question's shape says what is asked; a keyword is only ever a real name, and a stray one
 * would hide every to-do. Rows, each with what it reads; a keyword made of nothing but them names nothing, and one
 * with a name in it ("放假前高数作业", "交班费") is left whole for the readers before.
 */

interface FillerRow {
  /** Anchored at neither end: the reader tries it at the start and at the end of the keyword. */
  words: string;
  /** What the words say, with a sentence a student writes. */
  says: string;
}

/** "放假前", "期末之前": 前 is needed, as "考试" or "期末" alone may be part of a name. */
// "进考试周前": entering the stretch says the same bound as its name alone.
const BEFORE_A_BREAK_WORDS = "(?:进入?|到)?(?:放(?:寒|暑)?假|寒假|暑假|假期|过年|回家|离校|(?:期末|期中)(?:考试周?|考)?|考试周?|考完|元旦|国庆|五一)(?:前|之前|以前)";

const FILLER_ROWS: readonly FillerRow[] = [
  { words: "眼下|当下|目前|现在|此刻|这会儿|这阵子|最近|手头上?|手上|手里|上", says: "when it is asked: 眼下最急的是哪件 (上 is what is left of 手头上)" },
  {
    words: "最|(?:最|特别|比较|更)?(?:火烧眉毛|迫在眉睫|燃眉之急|十万火急|刻不容缓|要命|紧急|着急|要紧|急|赶|重要)(?:的)?",
    says: "how urgent, in everyday words: 最火烧眉毛的是哪件 (the question's order, no title)",
  },
  { words: "(?:的)?(?:是|就是)?(?:哪一?(?:件|个|样|项|条|些)|啥|什么)(?:呢|啊|呀)?|(?:的)?(?:是|就是)", says: "which one is asked: 是哪件" },
  { words: "(?:你说|你觉得)?(?:我)?(?:现在)?(?:应该|应当|该|得|要)?(?:先|最先|首先|优先)(?:干|做|弄|搞|处理)?", says: "what to do first: 我该先做什么" },
  { words: "落在|处在|处于|属于|归在|归到|算在|划在|分在|在", says: "where among the quadrants: 落在第一象限的" },
  {
    words: "(?:得|要|该|必须|需要|还得|还要)?(?:交|做|写|弄|搞定|搞|完成|提交|办|处理)(?:掉|完|好|上去?|出去)?(?:的)?|(?:上去|出去|交上|掉)(?:的)?",
    says: "what is due, said by its verb or what is left of it: 得交掉的东西, 要交上去的 (上去)",
  },
  {
    words: BEFORE_A_BREAK_WORDS,
    says: "the stretch before a break or the exams: 放假前还有啥没交的",
  },
  { words: "(?:还)?(?:没|未)(?:交|做|写|完成|弄完|搞完)?", says: "the state asked: 还有啥没交" },
  { words: "(?:还)?(?:欠|拖|压)(?:着|下)?", says: "what is still owed, as a debt: 还欠着哪些作业" },
  {
    words: "(?:我)?(?:请?假|生病|病了|出去?(?:比赛|开会|实习|旅游)|出差|回家|不在学校)(?:的)?|(?:这|那)(?:几|两)天|这段时间|期间",
    says: "the stretch the student was away: 我请假这几天有没有漏掉什么要交的",
  },
  { words: "有没有|(?:漏掉|漏|落下|错过)(?:了)?", says: "whether something slipped past: 有没有漏掉什么要交的" },
  { words: "东西|事情?|事儿|活儿?|的|吗|呢|啊|呀|吧", says: "the things themselves and the closing particle" },
];

/** "放假前高数" → "高数": the stretch before a break, opening a keyword that has a name after it. */
const BEFORE_A_BREAK = new RegExp(`^${BEFORE_A_BREAK_WORDS}`, "u");

export function withoutBreakBound(keyword: string): string {
  const rest = keyword.replace(BEFORE_A_BREAK, "");
  return [...rest].length >= 2 ? rest : keyword;
}

/** The rows strung together: a keyword that is one or more of them from end to end. */
const ONLY_FILLER = new RegExp(`^(?:${FILLER_ROWS.map((row) => `(?:${row.words})`).join("|")})+$`, "u");

/** "落在", "得交掉", "眼下最火烧眉毛的是哪件": a keyword of the question's own words, which names no to-do. */
export function namesNothing(keyword: string): boolean {
  return ONLY_FILLER.test(keyword.replace(/[\s？?！!。，,~～…]+/g, ""));
}
