/**
 * A to-do's deadline changed right after the answer that named it: "帮我往后推一天吧" after "完成大学物理实验报告：12月3日
 * 周四 17:40 截止。", "还是改回原来的吧，周五我有别的事" after "已修改：完成大学物理实验报告，截止从12月3日 周四 17:40
 * 改到…". The change names no to-do; the answer just given does, and a change taken back goes to the deadline it
 * said the to-do had.
 */
import { detectIntent } from "./intents";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

/** "X：12月3日 周四 17:40 截止" (a deadline told), "已修改：X，截止从A改到B" (a deadline changed). */
const TOLD_DUE = /^(?:[^：:\n]*?的)?([^：:\n，,]{2,30})[：:]\s*(\d{1,2}月\d{1,2}日[^，,。\n]*?)\s*截止/;
const CHANGED_DUE = /已修改[：:]\s*([^，,\n]{2,30})[，,]\s*截止从\s*(.+?)\s*改到/;

/** "还是改回原来的吧", "改回去", "恢复原来的时间", "还是原来那个时间吧": the change before taken back. */
const BACK_TO_BEFORE = /^(?:那|不行|算了|哎)?[，,\s]*(?:还是)?(?:(?:帮我)?改回(?:原来|之前|去|来)?|恢复(?:成|到)?(?:原来|之前|原样)|(?:用|按)?(?:原来|之前)(?:的|那个)(?:时间|日子|截止)?)(?:的|那个)?(?:时间|日子|截止)?(?:吧|呗|啊|哈)?(?=$|[，,。！!])/;

export function answeredTodoChange(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = previous.said ?? "";
  const changed = CHANGED_DUE.exec(said);
  // "12月3日 周四 17:40": the weekday beside the date is no part of the time the date reader takes.
  const before = changed?.[2].replace(/\s*(?:周|星期)[一二三四五六日天]\s*/, "");
  if (changed && BACK_TO_BEFORE.test(text.trim())) return { family: "pointed", text: `把${changed[1]}的截止改到${before}` };
  const title = changed?.[1] ?? TOLD_DUE.exec(said)?.[1];
  if (!title) return undefined;
  const intent = detectIntent(text);
  if (intent.family !== "task_edit" || intent.action !== "update" || intent.task !== "" || intent.deadline === undefined) return undefined;
  return { family: "pointed", text: `把${title}的截止${/^(?:往|向|推|延|提前|提早)/.test(intent.deadline) ? "" : "改到"}${intent.deadline}` };
}
