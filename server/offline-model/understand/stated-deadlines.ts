/**
 * A deadline stated as the truth and a change asked after it ("大作业周五截止，帮我改一下"): a re-dating of the to-do it
 * names, not a new note.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import type { Intent } from "./intent-types";
import { taskWords } from "./task-edit-words";

// Only the shape of a date phrase is read here, never its value: any fixed moment will do.
const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/** "…，帮我改一下", "…，帮我把截止改过去": the change asked for after the clause that says what is true. */
const CHANGE_ASKED =
  /[，,。\s]+(?:你)?(?:帮我|麻烦|请|给我)?(?:把(?:截止(?:时间|日期)?|ddl|时间|日期)?)?(?:改一下|改下|改过来|改过去|更新一下|更正一下|改改|修改一下)(?:吧|呗|哈)?[。!！~～\s]*$/;
/** "…周五截止", "…12点前必须交到实验室": the date says when it is due. */
// "…下周三才交": 才 says the day is later than the one noted, which is as much a deadline as 要交.
const DUE_AFTER_DATE = /^\s*(?:之前|以前|前)?\s*(?:才|再)?\s*(?:必须|要|得|需要)?\s*(?:截止|到期|交|due)/i;
/** "下周三才交读书报告": the day first, then the handing-in and the thing handed in. */
const DUE_THEN_THING = /^\s*(?:之前|以前|前)?\s*(?:才|再)?\s*(?:必须|要|得|需要)?\s*(?:提交|上交|交)(?![了完过掉])\s*(.{2,})$/;
/**
 * "主席说可以宽限到下周五", "提交截止时间延长至下周四": someone allowed a new date, or a notice moved it; who said so is no
 * part of the to-do's name. "组会改到周四": 会 closing a meeting's name (组会, 班会, 例会) is no "will".
 */
const ALLOWED_UNTIL = /(?:(?:老师|主席|班长|助教|学委|辅导员|组长|队长|部长|社长|会长|导师|教授|[他她]们?)(?:说|同意|答应|讲))?(?:可以|能|要|(?<![组班例周晚年开长讲谈议大])会)?(?:宽限|延长|延|推迟|推|延期|顺延|改|调整)(?:到|至)?\s*$/;

/**
 * "概率论考试改时间了改到1月15号 帮我改一下": an exam, with or without the news that its time changed, is sat on its
 * day, never due; the exam readers take it.
 */
const EXAM_NAMED = /(?:考试|期末|期中|测验|小测|补考|缓考)(?:的)?(?:时间|日期)?(?:又|也)?(?:(?:改|调|换|变|提前|推迟|延期)(?:了)?(?:时间|日期)?了?)?$/;

/** One clause that says when a to-do is due: its name and the deadline, or undefined. */
function statedIn(clause: string): { task: string; deadline: string } | undefined {
  const date = parseDateTime(clause, LOCATE);
  if (!date || date.relation === "from" || date.relation === "after") return undefined;
  const before = clause.slice(0, date.index);
  const after = clause.slice(date.index + date.matchedText.length);
  // "线代又改到下周四考了": 考 after the new day says an exam moved.
  if (/^\s*(?:再|才)?考(?!虑|察|完|核|勤)/.test(after)) return undefined;
  const allowed = ALLOWED_UNTIL.exec(before);
  if (!allowed && !DUE_AFTER_DATE.test(after) && !/截止|交/.test(date.matchedText)) return undefined;
  // "下周一前交就行": 就行 says the day is enough, not what is handed in (story-pointers.ts finds that).
  const thingAfter = before.trim() === "" ? DUE_THEN_THING.exec(after)?.[1]?.replace(/^(?:就行|就好|就可以|即可|就够了).*$/, "") : undefined;
  const named = thingAfter ?? (allowed ? before.slice(0, allowed.index) : before);
  const task = taskWords(named.replace(/(?:的)?(?:(?:提交|上交)?(?:截止时间|截止日期|截止)|ddl|deadline)?\s*(?:应该|其实)?(?:是|在)?$/i, ""));
  const deadline = date.matchedText.trim().replace(/^到/, "").replace(/(?:截止|交)$/, "");
  return task && deadline && !EXAM_NAMED.test(task) ? { task, deadline } : undefined;
}

/**
 * "大作业周五截止，帮我改一下", "实验报告应该是12月5日交，改过来", "X下周二中午前必须交，不然算缺交。之前记错了，
 * 帮我把截止改过去": the deadline that is true, stated in a clause of its own, and the change asked for after it — a
 * re-dating, not a note (the to-do exists; its date was wrong). Clauses between them only say why.
 */
/**
 * "四级真题不用排进日程，只要记个截止：下周六前做完": the to-do is not to be planned, only its deadline kept — a
 * re-dating of it, and no planning of the clause that says what not to plan.
 */
const DEADLINE_ONLY =
  /^(.+?)(?:先|暂时|就)?(?:不用|不要|别|先不|不必|不需要)(?:排进|排到|放进|放到|排入|排)(?:日程|课表|计划)?(?:里|中)?(?:了|去)?[，,\s]*(?:只要|只需要?|就|只)?(?:帮我)?(?:给它)?(?:记|定|设|标|加)(?:一?个|一?下)(?:截止(?:时间|日期)?|ddl|deadline)(?:吧|就行|就好)?[，,：:\s]+(.+)$/i;

function deadlineOnly(text: string): Intent | undefined {
  const match = DEADLINE_ONLY.exec(text.trim());
  const date = match ? parseDateTime(match[2], LOCATE) : null;
  const task = match ? taskWords(match[1]) : undefined;
  if (!date || !task) return undefined;
  return { family: "task_edit", action: "update", task, deadline: date.matchedText.trim() };
}

/**
 * "X下周三前写完就好，帮我设个截止", "读书笔记周五之前交就好，帮我定个ddl": the day it must be done by, then a
 * deadline asked for — the to-do given that deadline, not a note of the sentence.
 */
const DEADLINE_ASKED_AFTER = /[，,。\s]+(?:那)?(?:就)?(?:帮我|给我|麻烦)?(?:给它|帮它|把它)?(?:设|定|加|记|标)(?:成|为)?(?:一?个|一?下)?(?:截止(?:时间|日期)?|ddl|deadline)(?:吧|呗|哈)?[。!！~～\s]*$/i;
/** "前做完就行", "之前交就好": by that day, and nothing more asked. */
const BY_DAY = /^\s*(?:之前|以前|前)?\s*(?:能|要|得)?(?:做完|交|写完|完成|弄完|搞定|交上|提交)?(?:就行|就好|就可以|即可|就够了)?\s*$/;

function deadlineAskedAfter(text: string): Intent | undefined {
  const asked = DEADLINE_ASKED_AFTER.exec(text.trim());
  const clause = asked ? text.trim().slice(0, asked.index) : "";
  const date = clause === "" ? null : parseDateTime(clause, LOCATE);
  if (!date || !BY_DAY.test(clause.slice(date.index + date.matchedText.length))) return undefined;
  const task = taskWords(clause.slice(0, date.index));
  const deadline = date.matchedText.trim().replace(/(?:之|以)?前$/, "");
  return task && deadline ? { family: "task_edit", action: "update", task, deadline } : undefined;
}

export function detectStatedDeadline(text: string): Intent | undefined {
  const only = deadlineOnly(text) ?? deadlineAskedAfter(text);
  if (only) return only;
  const asked = CHANGE_ASKED.exec(text.trim());
  if (!asked) return undefined;
  const clauses = text.trim().slice(0, asked.index).split(/[，,。；;！!]/);
  for (let index = clauses.length - 1; index >= 0; index -= 1) {
    const stated = statedIn(clauses[index]);
    if (stated) return { family: "task_edit", action: "update", ...stated };
  }
  return undefined;
}
