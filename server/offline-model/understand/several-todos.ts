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
import { deadlineStatement, noteContent, obligationNote } from "./note-cues";
import { detectEstimatedTask } from "./task-intents";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/** A day that has passed tells what happened ("昨天交了…"); only days ahead hold to-dos. */
const PAST_DAY = /^(?:昨天|前天|上周|上个|上礼拜|刚才|刚刚|之前|以前|前几天)/;

/** One part as a note or a new to-do, read by the cue-less readers alone (no cue word: that would note the whole). */
function todoOf(part: string): Intent | undefined {
  if (noteContent(part) !== undefined) return undefined;
  const task = detectEstimatedTask(part) ?? detailedTodo(part);
  if (task?.family === "create_task") return task;
  const note = deadlineStatement(part) !== undefined ? part : undefined;
  // "后天上午去校医院拿体检报告": going somewhere at a time of day is an appointment to note.
  const said = note ?? obligationNote(part);
  const read = said !== undefined ? ({ family: "quick_note", content: said } as const) : (boundNote(part) ?? datedItem(part));
  return read?.family === "quick_note" || read?.family === "create_task" ? read : undefined;
}

/** Each part read, when there are two or more and every one is a to-do with a day of its own. */
function everyPart(parts: readonly string[]): Intent[] | undefined {
  if (parts.length < 2) return undefined;
  const read: Intent[] = [];
  for (const part of parts) {
    const date = parseDateTime(part, LOCATE);
    if (!date || PAST_DAY.test(part)) return undefined;
    const todo = todoOf(part);
    if (!todo) return undefined;
    read.push(todo);
  }
  return read;
}

const SENTENCES = /\s*[；;。]+\s*/;
const CLAUSES = /\s*[，,]+\s*/;

export function severalTodos(text: string): Intent | undefined {
  const split = (pattern: RegExp) => text.trim().split(pattern).filter((part) => part !== "");
  const parts = everyPart(split(SENTENCES)) ?? everyPart(split(CLAUSES));
  return parts ? { family: "compound", parts } : undefined;
}
