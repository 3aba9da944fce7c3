/**
 * Two to-dos done or deleted in one clause: "错题本和电脑里的文件都整理好了", "取快递和交班费这两条都删了吧",
 * "四级真题跟错题本都弄完了". The reader of one to-do takes "A和B" as one name; each is its own to-do, so each gets
 * its own call. 和 and 与 also join the words of one name ("整理电脑文件和照片", "集合与二元关系"), so they split only
 * when the sentence says both (都, 两条, 俩); 跟, 以及, 还有 and 、 join two things whatever follows.
 */
import type { Intent } from "./intent-types";
import { taskWords, type TaskEdit } from "./task-edit-words";

/** "这两条都", "那俩", "也都": the count or the "both" said after the names, no part of the second one. */
const BOTH_TAIL = /(?:这|那)?(?:两|俩|二)(?:条|个|件|项|份|样)?(?:任务|待办|事儿?)?(?:也|都|全)*$|(?:也)?(?:都|全都|全部|全)$/;
/** Said after the names in the sentence: the both that the reader of one to-do left out of the name. */
const BOTH_AFTER = /^(?:这|那)?(?:两|俩)(?:条|个|件|项|份|样)?|^(?:我)?(?:也)?(?:都|全)/;

const ANY_JOIN = /\s*(?:以及|还有|和|与|跟|及|、|&|\+)\s*/;
const STRONG_JOIN = /\s*(?:以及|还有|跟|、)\s*/;

export function pairedTodos(edit: Intent | undefined, text: string): Intent | undefined {
  if (edit?.family !== "task_edit" || (edit.action !== "complete" && edit.action !== "delete") || edit.task === "") return edit;
  const names = edit.task.replace(BOTH_TAIL, "");
  const at = text.indexOf(edit.task);
  const both = names !== edit.task || (at >= 0 && BOTH_AFTER.test(text.slice(at + edit.task.length)));
  const parts = names.split(both ? ANY_JOIN : STRONG_JOIN).map((part) => taskWords(part));
  if (parts.length < 2 || parts.length > 4 || parts.some((part) => part === undefined || part.length < 2)) return names === edit.task ? edit : { ...edit, task: names };
  return { family: "compound", parts: parts.map((task): TaskEdit => ({ family: "task_edit", action: edit.action, task: task ?? "" })) };
}
