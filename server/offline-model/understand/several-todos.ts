/**
 * Several to-dos in one message with no cue word and no list header: "明天中午取快递，周四晚上交党课心得，周六买洗发水",
 * "周四要交马原读书笔记，周六上午十点还有个线上宣讲会", "离散作业周五交，大概1节；概率论作业下周一交，大概2节". Each
 * part is a note (or a new to-do, when it carries an estimate or a quadrant) with its own day, so each is recorded
 * apart; read as one note, the second day would be lost. Parts are split at a sentence's end (；。) first, else at
 * commas. Every part must read as a note alone: a clause that asks, plans,
 * sighs or only adds a time ("…，下午四点前") makes the message something else, left to the other readers.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { boundNote } from "./bound-notes";
import { datedItem } from "./dated-items";
import { detailedTodo } from "./detailed-todos";
import type { Intent } from "./intent-types";
import { noteContent } from "./note-cues";
import { deadlineStatement, obligationNote } from "./uncued-notes";
import { detectEstimatedTask } from "./task-intents";
import { detectScheduleRequest } from "./schedule-intents";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/** A day that has passed tells what happened ("昨天交了…"); only days ahead hold to-dos. */
const PAST_DAY = /^(?:昨天|前天|上周|上个|上礼拜|刚才|刚刚|之前|以前|前几天)/;

/** One part as a note or a new to-do, read by the cue-less readers alone (no cue word: that would note the whole). */
// "下周把概率论复习排满，晚上留给背单词": a part that asks for a plan is no to-do, so the message is no list of them.
function todoOf(part: string): Intent | undefined {
  if (noteContent(part) !== undefined || detectScheduleRequest(part)?.family === "schedule") return undefined;
  const task = detectEstimatedTask(part) ?? detailedTodo(part);
  if (task?.family === "create_task") return task;
  const note = deadlineStatement(part) !== undefined ? part : undefined;
  // "后天上午去校医院拿体检报告": going somewhere at a time of day is an appointment to note.
  const said = note ?? obligationNote(part);
  const read = said !== undefined ? ({ family: "quick_note", content: said } as const) : (boundNote(part) ?? datedItem(part));
  return read?.family === "quick_note" || read?.family === "create_task" ? read : undefined;
}

/** Asking, a feeling, or a state of the day ("有课", "没空", "放假") rather than something to do. */
/** A request about the plan (帮我, 那节, 拿掉, 补回来) is no item of a list of to-dos either. */
const NOT_A_DEED =
  /[?？吗呢么嘛的]|什么|啥|哪|几|多少|累|烦|紧张|帮|给我|把|[那这][一两几]?[节块个]|拿掉|删|挪|移|改|推|撤|排|补|落下|^(?:就|也|都|还)?(?:有|没|是|不|很|好|太|挺|可以|行|放假|休息|空)/;

/**
 * "明天下午三点开会", "周六回家" beside to-dos the readers know: a day, then a few words of doing, is one more item of
 * the same list, though alone it would be too bare to read as a note.
 */
function listedItem(part: string, date: { index: number; matchedText: string }): Intent | undefined {
  const rest = part.slice(date.index + date.matchedText.length).trim();
  if (date.index !== 0 || noteContent(part) !== undefined || NOT_A_DEED.test(rest) || !/^\p{Script=Han}[\p{Script=Han}A-Za-z0-9《》]{1,7}$/u.test(rest)) return undefined;
  return { family: "quick_note", content: part };
}

/** Each part read, when there are two or more, every one a to-do with a day of its own, one at least a plain note. */
function everyPart(parts: readonly string[]): Intent[] | undefined {
  if (parts.length < 2) return undefined;
  const read: Intent[] = [];
  let plain = 0;
  for (const part of parts) {
    const date = parseDateTime(part, LOCATE);
    if (!date || PAST_DAY.test(part)) return undefined;
    const todo = todoOf(part);
    if (todo) plain += 1;
    const item = todo ?? listedItem(part, date);
    if (!item) return undefined;
    read.push(item);
  }
  return plain > 0 ? read : undefined;
}

const SENTENCES = /\s*[；;。]+\s*/;
/** "周四交表、周五还书": 、 sets apart to-dos each with a day of its own as a comma does. */
const CLAUSES = /\s*[，,、]+\s*/;

export function severalTodos(text: string): Intent | undefined {
  // "…，周日晚上九点提醒我检查一遍": a cue anywhere makes it one note, read by the note readers.
  if (noteContent(text) !== undefined) return undefined;
  const split = (pattern: RegExp) => text.trim().split(pattern).filter((part) => part !== "");
  const parts = everyPart(split(SENTENCES)) ?? everyPart(split(CLAUSES));
  return parts ? { family: "compound", parts } : undefined;
}
