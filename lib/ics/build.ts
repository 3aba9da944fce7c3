/**
 * ICS export: the committed timetable as one VEVENT per meeting (same weekday and periods), recurring weekly (or
 * every two weeks for odd/even courses) with EXDATEs for the weeks it skips. Times are wall clocks of the period
 * grid in the term's zone (DTSTART;TZID=...), with a matching VTIMEZONE. Each VEVENT says what it is (markers.ts)
 * so importing our own file brings back the courses with their flags and skips the study blocks.
 */
import { termDate } from "@/lib/schedule/indexing";
import { instantOf } from "../calendar/clock";
import { deadlineLines, type IcsDeadline } from "./deadlines";
import { examLines, type IcsExam } from "./exam-events";
import { COURSE_CATEGORY, EMBEDDABLE_PROPERTY, KIND_PROPERTY, STUDY_CATEGORY, UID_DOMAIN } from "./markers";
import type { IcsExportEvent, IcsTerm } from "./types";
import { vtimezoneLines } from "./vtimezone";
import { weekRecurrence } from "./weeks";

export interface BuildCalendarInput {
  term: IcsTerm;
  events: readonly IcsExportEvent[];
  /** DTSTAMP of every VEVENT: when this export was made. */
  generatedAt: Date;
  /** Loose tasks with a deadline, each an event at the deadline with an alarm `alarmMinutes` before (none when null). */
  deadlines?: readonly IcsDeadline[];
  alarmMinutes?: number | null;
  /** Exams, each an event (all-day without a time) with alarms the day before and an hour before (exam-events.ts). */
  exams?: readonly IcsExam[];
  /** The alarms per kind (the student's reminder settings); replaces `alarmMinutes` when given. */
  alarms?: CalendarAlarms;
  /** SEQUENCE of every event: the feed raises it whenever its content changes, so calendars replace their copies. */
  sequence?: number;
  calendarName?: string;
}

/** Minutes before: a study block's start (null: no alarm), a course's start (null: none), each deadline offset. */
export interface CalendarAlarms {
  blockMinutes: number | null;
  courseMinutes: number | null;
  deadlineOffsets: readonly number[];
}

export function buildIcsCalendar(input: BuildCalendarInput): string {
  const { term } = input;
  const stamp = input.generatedAt.toISOString().slice(0, 19).replace(/[-:]/g, "") + "Z";
  const termStart = instantOf({ ...dateParts(term.start_date), hour: 0, minute: 0, second: 0 }, term.timezone);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Study Planner//Timetable//ZH-CN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.calendarName ?? "我的课表")}`,
    `X-WR-TIMEZONE:${term.timezone}`,
    ...vtimezoneLines(term.timezone, termStart - 7 * 86_400_000, termStart + (term.weeks + 1) * 7 * 86_400_000),
  ];
  const alarms: CalendarAlarms = input.alarms ?? {
    blockMinutes: null,
    courseMinutes: null,
    deadlineOffsets: input.alarmMinutes === null || input.alarmMinutes === undefined ? [] : [input.alarmMinutes],
  };
  const sequence = input.sequence === undefined ? [] : [`SEQUENCE:${input.sequence}`];
  for (const event of input.events) {
    if (event.weeks.length > 0) lines.push(...veventLines(term, event, stamp, sequence, event.kind === "course" ? alarms.courseMinutes : alarms.blockMinutes));
  }
  for (const deadline of input.deadlines ?? []) lines.push(...deadlineLines(deadline, alarms.deadlineOffsets, stamp, escapeText, sequence));
  for (const exam of input.exams ?? []) lines.push(...examLines(exam, term.timezone, stamp, escapeText, sequence));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** What a calendar shows as the title: a study block with its class ("离散数学复习 · 第一章"), else the name. */
function summaryOf(event: IcsExportEvent): string {
  return event.kind === "task" && event.class_name ? `${event.class_name} · ${event.name}` : event.name;
}

function veventLines(term: IcsTerm, event: IcsExportEvent, stamp: string, sequence: string[], alarmMinutes: number | null): string[] {
  const recurrence = weekRecurrence(event.weeks);
  const startTime = term.section_times[event.section_start - 1].start;
  const endTime = term.section_times[event.section_end - 1].end;
  const firstDate = termDate(term, recurrence.first, event.day_of_week);
  const zone = `TZID=${term.timezone}`;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.key}@${UID_DOMAIN}`,
    `DTSTAMP:${stamp}`,
    ...sequence,
    `SUMMARY:${escapeText(summaryOf(event))}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DTSTART;${zone}:${localDateTime(firstDate, startTime)}`,
    `DTEND;${zone}:${localDateTime(firstDate, endTime)}`,
  ];
  if (recurrence.count > 1) {
    lines.push(`RRULE:FREQ=WEEKLY;INTERVAL=${recurrence.interval};COUNT=${recurrence.count}`);
  }
  for (const week of recurrence.skipped) {
    lines.push(`EXDATE;${zone}:${localDateTime(termDate(term, week, event.day_of_week), startTime)}`);
  }
  lines.push(
    `CATEGORIES:${event.kind === "course" ? COURSE_CATEGORY : STUDY_CATEGORY}`,
    `DESCRIPTION:${escapeText(describe(event))}`,
    `${KIND_PROPERTY}:${event.kind}`,
    `${EMBEDDABLE_PROPERTY}:${event.can_be_embedded ? "TRUE" : "FALSE"}`,
    "TRANSP:OPAQUE",
  );
  if (alarmMinutes !== null) {
    const when = alarmMinutes === 0 ? "现在开始" : `${alarmMinutes} 分钟后开始`;
    const what = event.kind === "course" ? `上课提醒：${event.name}` : summaryOf(event);
    lines.push("BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(`${what}（${when}）`)}`, `TRIGGER:-PT${alarmMinutes}M`, "END:VALARM");
  }
  lines.push("END:VEVENT");
  return lines;
}

/** What a calendar app shows under the title: the periods, and where an embedded item is studied. */
function describe(event: IcsExportEvent): string {
  const periods = event.section_start === event.section_end ? `第${event.section_start}节` : `第${event.section_start}-${event.section_end}节`;
  return event.embedded_in === null ? periods : `${periods} · 在水课「${event.embedded_in}」中学习`;
}

function dateParts(date: string) {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day };
}

function localDateTime(date: string, time: string): string {
  return `${date.replaceAll("-", "")}T${time.replace(":", "")}00`;
}

/**
 * RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. Every line break — CRLF,
 * a bare LF and a bare CR alike — becomes `\n`, so a value can never end its line and start a property of its own;
 * the other control characters, which TEXT does not allow, are dropped (a tab stays).
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const length = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + length > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
