/**
 * "四级真题那套刷完了，对完答案72分", "物理实验报告往后推一天吧，周四要去医院", "错题本整理完了，离散那几章的错题都抄上了":
 * a to-do changed in the first clause, and the clauses after it only say how it went or why. They ask for nothing, so
 * the message is the change alone; read whole, the remark turned the report into a note.
 */
import type { Intent } from "./intent-types";

/** The first clause and the rest after its mark. */
const FIRST_AND_REST = /^([^，,。！!；;？?]+)[，,。！!；;]+\s*([^]+)$/u;

/** Words in the rest that ask something of their own: then it is no remark, and the other readers weigh it. */
const ASKS_AGAIN = /[？?吗么]|帮我|给我|替我|提醒|(?<![笔日登])记|别忘|把|排(?!名)|删|挪|改(?!卷)|换到|推到|顺便|另外|还有(?!点)|然后/;

/**
 * The rest says the thing is not done after all ("…，其实还没做", "…，没做成", "…，但我一节都不想学"), or still
 * says when or where it goes ("…，晚上最后两节", "…，线代下完课接着上", "…，日子不变"): part of the change, not a remark.
 */
// "老师还没回" is someone else's; the student's own not-done leads the rest ("其实还没做", "没做成").
const NOT_A_REMARK = /^(?:我|其实|实际上|但|可是|不过)*(?:还|都)?没|^(?:我|其实|实际上)[^，,。]{0,8}?没|一半|不想|不(?:变|动)|但|可是|不过/;
/** "…截止改到周四，晚上十点前": a clock after a new deadline is the rest of it, not why. */
const CLOCK = /\d{1,2}\s*[:：点]|[一二三四五六七八九十两]点|上午|下午|晚上|早上|中午|傍晚/;
/** When or where: after a to-do's deadline shifted it is why ("周四要去医院"); after a block moved, where it goes. */
const PLACE_WORDS = /上午|下午|晚上|早上|中午|[点节]|周[一二三四五六日天末]|星期|礼拜|明天|后天|下课|之后|以后|接着/;

/** "这周内排完", "下周必须排完": a stretch ahead or a must before the verb is a plan, not a report of work done. */
const PLANNED_HEAD = /这周|本周|下周|周末|月底|之前|以前|[之以]?内|必须|排(?:完|好|满)/;

/** A note's own cue in the rest: "…，周五记得交线代" keeps the note, which is a request of its own. */
function reasonOnly(tail: Intent, edit: Extract<Intent, { family: "task_edit" }>): boolean {
  if (tail.family === "unknown" || tail.family === "small_talk") return true;
  // "…往后推一天，周四要去医院": after a new deadline, a day with a deed is why it moves, not a second note.
  return edit.action === "update" && edit.deadline !== undefined && tail.family === "quick_note";
}

export function editBesideRemark(text: string, detect: (part: string) => Intent): Intent | undefined {
  const match = FIRST_AND_REST.exec(text.trim());
  if (!match || ASKS_AGAIN.test(match[2]) || NOT_A_REMARK.test(match[2])) return undefined;
  const head = detect(match[1].trim());
  // A deletion with why after it is read by the readers of a request among remarks (compound.ts clauseRequest).
  if (head.family !== "task_edit" || (head.action !== "complete" && head.action !== "update")) return undefined;
  const redated = head.action === "update" && head.deadline !== undefined && head.moved === undefined;
  if (redated ? CLOCK.test(match[2]) : PLACE_WORDS.test(match[2])) return undefined;
  if (head.action === "complete" && PLANNED_HEAD.test(match[1])) return undefined;
  const named = head.task !== "" || (head.action === "update" && head.deadline !== undefined);
  return named && reasonOnly(detect(match[2].trim()), head) ? head : undefined;
}
