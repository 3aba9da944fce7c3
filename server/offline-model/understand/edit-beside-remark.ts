/**
 * "四级真题那套刷完了，对完答案72分", "物理实验报告往后推一天吧，周四要去医院", "错题本整理完了，离散那几章的错题都抄上了":
 * a to-do changed in the first clause, and the clauses after it only say how it went or why. They ask for nothing, so
 * the message is the change alone; read whole, the remark turned the report into a note.
 */
import type { Intent } from "./intent-types";

/** The first clause and the rest after its mark. */
const FIRST_AND_REST = /^([^，,。！!；;？?]+)[，,。！!；;]+\s*([^]+)$/u;

/** Words in the rest that ask something of their own: then it is no remark, and the other readers weigh it. */
const ASKS_AGAIN = /[？?吗么]|帮我|给我|替我|提醒|记一下|记下|记着|记得|别忘|(?<!错题|笔)本子|把|排(?!名)|删|挪|改(?!卷)|换到|推到|顺便|另外|还有(?!点)|然后/;

/** A note's own cue in the rest: "…，周五记得交线代" keeps the note, which is a request of its own. */
function reasonOnly(tail: Intent, edit: Extract<Intent, { family: "task_edit" }>): boolean {
  if (tail.family === "unknown" || tail.family === "small_talk") return true;
  // "…往后推一天，周四要去医院": after a new deadline, a day with a deed is why it moves, not a second note.
  return edit.action === "update" && edit.deadline !== undefined && tail.family === "quick_note";
}

export function editBesideRemark(text: string, detect: (part: string) => Intent): Intent | undefined {
  const match = FIRST_AND_REST.exec(text.trim());
  if (!match || ASKS_AGAIN.test(match[2])) return undefined;
  const head = detect(match[1].trim());
  if (head.family !== "task_edit" || head.action === "reopen") return undefined;
  const named = head.task !== "" || (head.action === "update" && head.deadline !== undefined);
  return named && reasonOnly(detect(match[2].trim()), head) ? head : undefined;
}
