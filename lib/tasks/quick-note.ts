/**
 * Reads a quick note ("提醒我周三晚上8点给导师发周报") or an explicit creation request ("创建任务：…，周四晚上10点前，
 * 重要紧急") into a task draft: cleaned title, deadline, quadrant, urgency threshold, estimated periods.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";
import type { DateParseOptions } from "./date-types";
import { parseDateTime } from "./natural-dates";
import { defaultPriority, detectPriority, urgencyThresholdFor } from "./priority";
import type { TaskDraft, TaskDraftResult } from "./task-types";
import type { TaskRecordSource } from "@/lib/protocol/cards";
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

/** A count of periods needs a lead word ("需要", "takes") or a clause of its own, so "read 2 sections of…" stays a title. */
const SECTION_PATTERNS: readonly RegExp[] = [
  new RegExp(`(?:需要|预计|估计|大概|大约|约|要|占)\\s*(${NUM})\\s*(?:节课|节|个课时|课时)`),
  new RegExp(`(?:^|[，,；;]\\s*)(${NUM})\\s*(?:节课|节|个课时|课时)\\s*(?=$|[，,；;。])`),
  /\b(?:needs?|takes?|about|approx\.?|estimated(?:\s+at)?)\s+(\d{1,2})\s*(?:class\s+)?(?:periods?|sections?)\b/i,
  /(?:^|[,;，；]\s*)(\d{1,2})\s*(?:class\s+)?(?:periods?|sections?)\s*(?=$|[,;，；.])/i,
];

/** Clause words that state a deadline or a priority and nothing a title needs. */
const NON_TITLE_WORDS = /截止(?:时间|日期)?|ddl|deadline|due|优先级(?:是|为)?|priority|是|为|很|非常|比较|特别|的|and|it'?s|is|[:：]/gi;

const EMPTY_TITLE_MESSAGE = "没有识别到任务内容，请告诉我要记下什么事，比如“周三晚上8点给导师发周报”。";

function estimatedSections(text: string): { sections?: number; rest: string } {
  for (const pattern of SECTION_PATTERNS) {
    const match = pattern.exec(text);
    const sections = match ? parseSmallNumber(match[1]) : null;
    if (match && sections !== null && sections > 0) {
      return { sections, rest: cutSpan(text, match.index, match[0].length) };
    }
  }
  return { rest: text };
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
    const leadIn = /(?<=^|[\s，,：:])(?:在|于)\s*$/.exec(body.slice(0, deadline.index));
    const cutStart = leadIn ? leadIn.index : deadline.index;
    body = cutSpan(body, cutStart, deadline.index + deadline.matchedText.length - cutStart);
  }
  const priority = detectPriority(body);
  const title = tidyText(
    dropClauses(body, (clause) => onlyStatesDeadline(clause) || onlyStatesPriority(clause, priority?.matches ?? [])),
  );
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
  if (sections !== undefined) task.estimated_sections = sections;
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
