/**
 * Limits a student tends to say after a plan was proposed, in words the older rows (said-limits.ts) do not read: the
 * cap as a bound kept to ("每天控制在四节以内"), the cap as the load past bearing ("一天超过两节我坐不住"), a clock
 * span kept free with the refusal said as its own clause pointing back ("十二点到两点我要午休，别占这段"), and the eve
 * of an exam kept free of new work, which the exam plan's review already does. Rows of said-limits.ts's table, so
 * requests, answers and follow-ups read them alike.
 */
import { MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { keptFreeWords } from "./kept-free-words";
import { END, START, type LimitRow, type SaidLimits } from "./limit-types";

const TAIL = "(?:的|了|哈|啊|呀|呢|哦|吧)*";
const A_DAY = "(?:每天|一天|每日|单日|一天里)";
/** How a student says they cannot go on: the reason a number is the most they take. */
const PAST_BEARING = "(?:坐不住|受不了|扛不住|顶不住|吃不消|撑不住|学不进去|静不下心|专注不了|会崩溃|就崩了|脑子就糊了?)";
/** A clock or a part of the day in the clause before the pointer: what "这段" names. */
const SPAN_NAMED = "(?:早上|上午|中午|下午|傍晚|晚上|\\d{1,2}[:：点]|[一二三四五六七八九十两]{1,3}点)";
// "那半天", "那个下午": the half-day named before, pointed back at as a whole.
const SPAN_POINTER = "(?:这段|这个?时间段|这段时间|这个点|这会儿|那段|那个时间段?|那会儿|(?:那|这)(?:个|一)?(?:半天|上午|下午|晚上|早上))";
const REFUSAL = `(?:就|都|千万)?(?:别|甭|不要|不用)(?:给我|帮我)?(?:占|排|安排|塞|放|动|碰)(?:了)?(?:${SPAN_POINTER})?(?:时间)?`;
/** "那半天留出来", "那个下午空着": the part pointed at kept free, said without a refusal. */
const LEFT_EMPTY = "(?:就|都|也)?(?:给我|帮我)?(?:要|得)?(?:空着|空出来|留出来|留空|腾出来)";

function cap(said: string): SaidLimits | undefined {
  const value = parseSmallNumber(said);
  return value !== null && value >= 1 && value <= MAX_PERIODS_PER_DAY ? { dailyCap: value } : undefined;
}

export const FOLLOW_UP_LIMIT_ROWS: readonly LimitRow[] = [
  {
    family: "a cap said as a bound kept to",
    pattern: new RegExp(`${START}(?:我)?${A_DAY}(?:都)?(?:给我|帮我)?(?:(?:控制|限制|压|卡|保持)在)?\\s*(${NUMBER_PATTERN})\\s*节(?:课)?(?:以内|之内|以下)(?:就行|就好|就可以|就够)?${TAIL}${END}`, "g"),
    read: (_clause, said) => cap(said),
    examples: ["每天给我控制在四节以内就行", "一天压在两节之内吧", "每日三节以下就好", "每天卡在两节以内"],
    counterexamples: ["每天控制在两小时以内", "一天三节课以内的作业"],
  },
  {
    family: "a cap said as the load past bearing",
    // "一天超过两节我坐不住": more than two is too much, so two is the cap (not "一天八节我受不了", a load refused).
    pattern: new RegExp(`${START}${A_DAY}(?:超过|多于|超出|多过|超了)\\s*(${NUMBER_PATTERN})\\s*节(?:课)?(?:的话)?\\s*(?:我)?(?:就|会|真的|实在|肯定|根本)?${PAST_BEARING}${TAIL}${END}`, "g"),
    read: (_clause, said) => cap(said),
    examples: ["一天超过两节我坐不住", "每天超过三节的话我就吃不消了", "一天多于两节我会崩溃", "每日超出四节我真的学不进去"],
    counterexamples: ["这周超过两节我坐不住", "一天超过两节课的作业"],
  },
  {
    family: "a clock span kept free, refused in a clause of its own",
    // The span and why come first; "别占这段" points back at it, so the span is what is kept free every day.
    pattern: new RegExp(`(?:^|[，,；;])(?=[^，,。]*${SPAN_NAMED})[^，,。]*[，,]\\s*(?:${SPAN_POINTER}(?:时间)?${LEFT_EMPTY}(?:${REFUSAL})?|(?:${SPAN_POINTER})?(?:时间)?${REFUSAL})${TAIL}${END}`, "g"),
    read: (clause) => {
      const words = keptFreeWords(clause);
      return words.length > 0 ? { keepFree: words } : undefined;
    },
    examples: ["中午十二点到两点我要午休，别占这段", "晚上七点到九点要去健身，这段时间别排", "下午一点到两点我要睡觉，千万别碰这个时间段", "周六上午我要去附院见习，那半天别排", "周一下午有组会，那个下午空着"],
    counterexamples: ["中午十二点到两点我要午休", "我有门课在三楼，别排了"],
  },
  {
    family: "the eve of an exam kept free of new work",
    // The exam plan ends with review before each exam; nothing new on its eve is what it already does.
    pattern: new RegExp(`${START}(?:考试?前(?:一天|一晚|那天|那晚|最后一天)|考试前一天)(?:就)?(?:别|不要|不用|不想)(?:再)?(?:塞|排|学|上|加|放)(?:新(?:的)?(?:内容|东西|章节|知识点)?)${TAIL}${END}`, "g"),
    read: () => ({}),
    examples: ["考前一天别再塞新内容了", "考试前一晚不要排新东西", "考前那天别学新的"],
    counterexamples: ["考前一天提醒我带准考证", "考前一天别排"],
  },
];
