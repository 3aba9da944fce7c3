/**
 * Cantonese grammar words (Hong Kong, Guangdong) that sit between the words the readers key on, read as the Mandarin
 * they say: 好 before a weight is 很 (好急, 好重要), 由 before a day is 从 (由听日搬去…), 先 after a span is 才 (仲有几多日
 * 先考) and closing a clause is "for now" (攞走佢先), 度 after 喺 + a place only points there (喺思政堂度), 未 before
 * a deed is 还没 (其实未交), 堂 counted is a class (仲有几多堂), 攞走 / 拎走 is taking away. Rows of normalise.ts's
 * everyday-word table, in Simplified (read after the Traditional → Simplified step), so the words saved stay the
 * student's own. Each is read only beside the words that make it grammar: 好 alone is "good" (好的, 好好复习), 先 alone
 * "first" (我先做), 度 a degree (温度, 度过), 未 the future (未来).
 */
import type { WordRow } from "./word-row";

/** The weights 好 strengthens as 很: a to-do's quadrant words (好累 / 好忙 are read as they are already). */
const WEIGHED = /^(?:急|紧急|赶|重要|要紧|简单|复杂)/;

/** What 由 starts from when it is "from": a day, a date, a clock, a part of the day. */
const STARTING_POINT =
  /^(?:今|明|后|大后|昨|前|听日|听朝|寻日|琴日|下|上|这|呢|本|今个|星期|周|礼拜|拜|\d|[一二三四五六七八九十两]+(?:点|号|月|时)|早上|朝早|上午|中午|下午|下昼|晚上|夜晚)/;

/** A span counted or asked before 先: 几多日 / 三个礼拜 / 几耐 / 几时 ("only then"). */
const SPAN_BEFORE = /(?:日|天|周|星期|礼拜|拜|月|耐|久|钟|小时|时候|几时|之后|后)\s*$/;

/** The deed that comes only after the span: 先考, 先交, 先到. */
const DEED_AFTER = /^(?:考|交|到|开始|开考|截|出|放|有|轮到)/;

/** A clause closing on 先 after the thing done to ("攞走佢先", "唔好排住先", "删咗先啦"): "for now". */
// (咪住先 "hold on first" keeps its 先: 住 before it is waiting, not a deed.)
const CLOSING_FOR_NOW_BEFORE = /(?:佢|他|它|她|走|掉|咗|了|下|一下|出嚟|出来)\s*$/;
const CLAUSE_CLOSES = /^\s*(?:啦|喇|吧|啊|呀|la)?\s*(?:$|[\s\p{P}])/u;

/** Deeds 未 denies as 还没 (未完成 and 未来 keep theirs: nothing here starts with 完 or 来). */
const UNDONE_DEED = /^(?:交|做|写|温|睇|看|整|读|背|考|改|搞|弄|开始|提交)/;

export const CANTONESE_PARTICLES: readonly WordRow[] = [
  // 好急又好重要, 好简单: 好 before a weight is 很 (好好 / 最好 / 好的 keep theirs: no weight after them).
  { from: "好", to: "很", needsAfter: WEIGHED, notBefore: /[好最很只还正]/ },
  // 由听日搬去礼拜六, 由礼拜三改去礼拜五: 由 before where a move starts is 从 (由于, 理由, 自由 are no starting points).
  { from: "由", to: "从", needsAfter: STARTING_POINT, notBefore: /[理自缘经来]/ },
  // 仲有几多日先考, 三个礼拜后先交: 先 after a span, before the deed, is "only then" (才).
  { from: "先", to: "才", needsBefore: SPAN_BEFORE, needsAfter: DEED_AFTER },
  // 攞走佢先, 唔好排住先啦: 先 closing the clause after the deed is "for now", which the deed itself already asks.
  { from: "先", to: "", needsBefore: CLOSING_FOR_NOW_BEFORE, needsAfter: CLAUSE_CLOSES },
  // 唔好排喺思政堂度, 喺图书馆度温书: 度 after 喺 and a place only points at the place (温度, 度过, 度假 have no 喺).
  { from: "度", to: "", needsBefore: /喺[^，,。！!？?\s度]{1,12}$/, notAfter: /^[过假数量日]/ },
  // 思政堂度嗰节: 度 after a class (堂) is where the block sits, 喺 or not.
  { from: "堂度", to: "课上", notAfter: /^[过假数量日]/ },
  // 其实未交, 我未做: 未 before a deed is 还没 (尚未 / 从未 are Mandarin's own, 未完成 / 未来 are no deed).
  // Only after who or how it is said (其实未交, 我未做): 作业未交 / 有咩功课未交 read as they are already.
  { from: "未", to: "还没", needsAfter: UNDONE_DEED, needsBefore: /(?:其实|我|你|佢|他|她|都|仲|真系|根本|而家|现在|暂时|原来|本书|份嘢)$/ },
  // 仲有几多堂, 听日有几堂: 堂 counted after 有 is a class; 温咗几多堂 / 念了几堂 count periods done, which
  // taiwan-study-words.ts reads (两堂 / 那堂 as 节).
  // "还剩几堂课" (Taiwan) says its own 课 after 堂: then 堂 is 节 alone.
  ...["几多堂课", "多少堂课", "几堂课"].map((from) => ({ from, to: from === "几堂课" ? "几节课" : "多少节课", needsBefore: /(?:有|剩)\s*$/ })),
  ...["几多堂", "多少堂", "几堂"].map((from) => ({ from, to: from === "几堂" ? "几节课" : "多少节课", needsBefore: /(?:有|剩)\s*$/ })),
  // 攞走佢, 拎走, 攞咗佢走: taking a block or a to-do off (攞返 / 拎返 "get back" are cantonese-verbs.ts's).
  { from: "攞走佢", to: "拿掉它" },
  { from: "拎走佢", to: "拿掉它" },
  { from: "攞走", to: "拿掉" },
  { from: "拎走", to: "拿掉" },
  { from: "攞开", to: "拿掉" },
  { from: "攞咗佢走", to: "拿掉它" },
  { from: "攞咗佢出嚟", to: "拿掉它" },
  // 而家系1月15号: 係 after 而家 / 依家 (now) is 是.
  { from: "而家系", to: "现在是" },
  { from: "依家系", to: "现在是" },
  { from: "依家", to: "现在" },
  // 一节搞得掂, 搞唔掂: whether it can be done.
  { from: "搞得掂", to: "搞得定" },
  { from: "搞唔掂", to: "搞不定" },
  // 讲错咗 is 说错了; 俾老师退返嚟 is 被老师退回来.
  { from: "讲错", to: "说错" },
  { from: "俾老师", to: "被老师" },
  { from: "退返", to: "退回" },
  // 改返做未完成, 变返做未完成: 做 after 改返 is "into" (改回).
  { from: "改返做", to: "改回" },
  { from: "改返成", to: "改回" },
  { from: "变返做", to: "改回" },
  { from: "转返做", to: "改回" },
];
