/**
 * Limits that point back at hours said in another clause ("每天下午四点到六点校队训练，排的时候避开这段"): the hours
 * were read where they were said (said-limits.ts keeps them free), so the pointing clause adds nothing and is taken
 * out, leaving no "避开这段" to be read as a subject.
 */
import type { LimitRow } from "./limit-types";

const POINTED_SPAN = "(?:这段|那段|这个时段|那个时段|这些时段|那些时段|这个时间段?|那个时间段?|这几个(?:小时|钟头)|那几个(?:小时|钟头))(?:时间)?";

export const POINTED_LIMIT_ROWS: readonly LimitRow[] = [
  {
    family: "hours said before, pointed back at",
    pattern: new RegExp(`(?:的时候|时)?(?:记得|注意)?(?:都)?(?:要|得)?(?:避开|绕开|躲开|让开|空出|留出)(?:来)?${POINTED_SPAN}(?:的|了|哈|啊|呀|呢|哦)*(?=[，,。！!~～；;\\s]|$)`, "g"),
    read: () => ({}),
    examples: ["排的时候避开这段", "记得绕开那个时间段", "都避开这几个小时"],
    counterexamples: ["避开周三", "这段时间很忙"],
  },
];
