/**
 * Reads a quick note ("提醒我周三晚上8点给导师发周报") or an explicit creation request ("创建任务：…，周四晚上10点前，
 * 重要紧急") into a task draft: cleaned title, deadline, quadrant, urgency threshold, estimated periods.
 */
import type { DateParseOptions } from "./date-types";
import { saidEstimate } from "./estimates";
import { MAX_ESTIMATED_SECTIONS } from "./task-edit";
import { parseDateTime } from "./natural-dates";
import { defaultPriority, detectPriority, urgencyThresholdFor } from "./priority";
import type { TaskDraft, TaskDraftResult } from "./task-types";
import type { TaskRecordSource } from "@/lib/protocol/cards";
import { isFillerClause, withoutNameFillers } from "./name-fillers";
import { cutSpan, dropClauses, stripLeading, tidyText } from "./task-text";

const NOTE_LEAD_INS: readonly RegExp[] = [
  /^(?:请|麻烦)?(?:你)?(?:帮我|给我|替我)?(?:提醒我?一下|提醒我|提醒一下|提醒|记一下|记下来|记下|记个事儿?|记一笔|记住|记得|别忘了|别忘记|备忘)[：:，,\s]*/,
  /^(?:帮我|给我)[：:，,\s]*/,
  /^(?:please\s+)?(?:remind me to|remind me|note to self|note|remember to|don'?t forget to)\b[:,\s]*/i,
];

const CREATE_LEAD_INS: readonly RegExp[] = [
  /^(?:请|麻烦)?(?:你)?(?:帮我|给我)?(?:创建|新建|添加|新增|加|建)(?:一个|一条|个|条)?(?:新的?)?(?:任务|待办)[：:，,\s]*/,
  /^(?:please\s+)?(?:create|add|make|new)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:task|to-?do)\b[:,\s]*/i,
  ...NOTE_LEAD_INS,
];

/** Clause words that state a deadline or a priority and nothing a title needs. */
const NON_TITLE_WORDS = /截止(?:时间|日期)?|ddl|deadline|due|优先级(?:是|为)?|priority|是|为|很|非常|比较|特别|挺|蛮|超级|超|相当|十分|真的|有点|还|的|啊|哦|呢|吧|and|it'?s|is|[:：]/gi;

/** "要交…", "得把…": the obligation before the thing to do is no part of its title. */
const OBLIGATION_LEAD = /^(?:一定|必须)?(?:要|得|需要|必须|该)(?=交|提交|上交|写|做|完成|准备|复习|把)/;
/** "概率论作业要在周五前交" leaves "概率论作业交": the verb goes before the thing, as titles are written. */
const TRAILING_SUBMIT = /^(.{2,}?)(?:要|得)?(交|提交|上交|交上去|交掉)$/;

/** "把论文初稿写完": the verb first, as titles are written ("写完论文初稿"). */
// "把这个月的总结交了": the 了 that says it is to be done by then goes with the 把.
const BA_THEN_VERB = /^把(.{2,}?)(写完|做完|弄完|完成|提交|准备好|交)(?:了|掉)?$/;

function titleOrder(title: string): string {
  // "我…要交", "数据结构实验报告截止": the student and the word for the deadline are no part of the thing.
  const led = title.replace(/^我(?=要|得|需要|必须|该|一定)/, "").replace(OBLIGATION_LEAD, "").replace(/(?:截止|到期)$/, "");
  const trailing = TRAILING_SUBMIT.exec(led);
  if (trailing) return `${trailing[2] === "交上去" || trailing[2] === "交掉" ? "交" : trailing[2]}${trailing[1]}`;
  const ba = BA_THEN_VERB.exec(led);
  return ba ? `${ba[2]}${ba[1]}` : led;
}

/**
 * "把剪头发记到周六", "体检报告放到周五": the verb that files the thing on its day (记到, 放到, 加到, 定到) goes with the day,
 * and so does a bare 到 left after 把 ("把取快递到周四" once the note's cue was taken). "拖到周五", "学到周五" keep theirs:
 * how long or how late something is done is part of what it is.
 */
function notedToDay(before: string): RegExpExecArray | null {
  return /(?:记|放|加|定|写|排)到\s*$/.exec(before) ?? (/^\s*把/.test(before) ? /(?<=\S)到\s*$/.exec(before) : null);
}

const EMPTY_TITLE_MESSAGE = "没有识别到任务内容，请告诉我要记下什么事，比如“周三晚上8点给导师发周报”。";

/**
 * A count of periods needs a lead word ("需要", "takes") or a clause of its own, so "read 2 sections of…" stays a
 * title; hours ("大概要写4个小时") count as periods of 45 minutes, rounded up.
 */
function estimatedSections(text: string): { sections?: number; rest: string } {
  const said = saidEstimate(text);
  return said ? { sections: said.sections, rest: cutSpan(text, said.index, said.length) } : { rest: text };
}

/** A clause such as "重要紧急" or "urgent and important" is only a priority statement: not part of the title. */
function onlyStatesPriority(clause: string, priorityWords: readonly string[]): boolean {
  let rest = clause;
  for (const word of priorityWords) rest = rest.split(word).join(" ");
  return rest.replace(NON_TITLE_WORDS, " ").trim() === "" && rest !== clause;
}

function onlyStatesDeadline(clause: string): boolean {
  return clause.replace(NON_TITLE_WORDS, " ").trim() === "";
}

function readTask(text: string, leadIns: readonly RegExp[], source: TaskRecordSource, options: DateParseOptions): TaskDraftResult {
  const { sections, rest: withoutSections } = estimatedSections(stripLeading(text, leadIns));
  let body = withoutSections;
  const parsedDate = parseDateTime(body, options);
  // "周五以后再做" names when to start, not a deadline: such a phrase stays in the title and sets nothing.
  const deadline = parsedDate && (parsedDate.relation === "from" || parsedDate.relation === "after") ? null : parsedDate;
  if (deadline) {
    // "在周三晚上8点…": the 在/于 introducing the date goes with it.
    // "作业要在周五前交": so does the obligation before it.
    const before = body.slice(0, deadline.index);
    const leadIn = /(?:(?:要|得|需要|必须)(?:在|于)|(?<=^|[\s，,：:])(?:在|于))\s*$/.exec(before) ?? notedToDay(before);
    const cutStart = leadIn ? leadIn.index : deadline.index;
    body = cutSpan(body, cutStart, deadline.index + deadline.matchedText.length - cutStart);
    // "把剪头发记到周六": with the verb that put the thing on that day gone, 把 leads to nothing.
    if (leadIn && /到\s*$/.test(leadIn[0])) body = body.replace(/^\s*把(?=\S{2})/, "");
  }
  const priority = detectPriority(body);
  // "交体测表，这个贼急", "交马原小论文，因为老师催了": a clause that only weighs it or says why is no part of the title.
  const kept = dropClauses(body, (clause) => onlyStatesDeadline(clause) || onlyStatesPriority(clause, priority?.matches ?? []) || isFillerClause(clause));
  const title = withoutNameFillers(titleOrder(tidyText(kept)));
  if (title === "") {
    return { ok: false, error: { code: "empty_title", field: "title", message: EMPTY_TITLE_MESSAGE } };
  }
  const priorityGroup = priority?.priority_group ?? defaultPriority(deadline !== null);
  const task: TaskDraft = { title, priority_group: priorityGroup, source };
  if (deadline) {
    task.deadline_at = deadline.date;
    task.deadline_has_time = deadline.hasTime;
    const threshold = urgencyThresholdFor(priorityGroup, deadline.date);
    if (threshold) task.urgency_threshold_at = threshold;
  }
  // More than a to-do can hold is not stored: the words stay out of the title and the model says it was not kept.
  if (sections !== undefined && sections <= MAX_ESTIMATED_SECTIONS) task.estimated_sections = sections;
  return { ok: true, task };
}

/** "提醒我…", "记一下…", "帮我记个事：…", "remind me to …" → a draft with source "quick_note". */
export function parseQuickNote(text: string, options: DateParseOptions): TaskDraftResult {
  return readTask(text, NOTE_LEAD_INS, "quick_note", options);
}

/** "创建任务：…", "create a task: …" → a draft with source "create_task". */
export function parseCreateTask(text: string, options: DateParseOptions): TaskDraftResult {
  return readTask(text, CREATE_LEAD_INS, "create_task", options);
}
