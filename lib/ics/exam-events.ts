/**
 * Exams as calendar events, so the phone's own calendar rings before each one: an exam with a time is an event at
 * that wall clock in the term's zone (two hours long: an exam row has no end), one without a time an all-day event
 * on its date. Alarms are fixed for now (reminder settings have no exam offsets yet): the day before and an hour
 * before; an all-day exam rings once, at 09:00 the day before. The SUMMARY is the exam's title, with （考试） added
 * when the title does not already say it is one, so importing our own file reads it back as an exam.
 */
import { isExamName } from "./exams";
import { KIND_PROPERTY, UID_DOMAIN } from "./markers";

const EXAM_CATEGORY = "考试";
/** How long a timed exam is shown: the exams table keeps a start time only. */
const EXAM_HOURS = 2;

export interface IcsExam {
  /** The exam's id: the UID stays the same across exports, so calendar apps update the event. */
  id: number;
  title: string;
  /** "YYYY-MM-DD" in the student's zone. */
  date: string;
  /** "HH:MM", or null: all day. */
  time: string | null;
  location: string | null;
}

/** Minutes before a timed exam's start: the day before and an hour before. */
const EXAM_ALARM_MINUTES = [1440, 60] as const;
/** An all-day exam's alarm: 09:00 the day before (15 hours before its midnight). */
const ALL_DAY_ALARM_HOURS = 15;

function compactDate(date: string): string {
  return date.replaceAll("-", "");
}

/** The calendar date after `date` (all-day DTEND is exclusive). */
function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function alarm(description: string, trigger: string): string[] {
  return ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${description}`, `TRIGGER:${trigger}`, "END:VALARM"];
}

/** "概率论期末" as it is; "线代" → "线代（考试）". */
function examSummary(title: string): string {
  return isExamName(title) ? title : `${title}（考试）`;
}

/** The lines of one exam's VEVENT (text values escaped by `escape`). */
export function examLines(exam: IcsExam, timezone: string, stamp: string, escape: (value: string) => string, sequence: readonly string[] = []): string[] {
  const lines = ["BEGIN:VEVENT", `UID:exam-${exam.id}@${UID_DOMAIN}`, `DTSTAMP:${stamp}`, ...sequence, `SUMMARY:${escape(examSummary(exam.title))}`];
  if (exam.location) lines.push(`LOCATION:${escape(exam.location)}`);
  if (exam.time === null) {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(exam.date)}`, `DTEND;VALUE=DATE:${compactDate(nextDate(exam.date))}`);
  } else {
    lines.push(`DTSTART;TZID=${timezone}:${compactDate(exam.date)}T${exam.time.replace(":", "")}00`, `DURATION:PT${EXAM_HOURS}H`);
  }
  lines.push(`CATEGORIES:${EXAM_CATEGORY}`, `${KIND_PROPERTY}:exam`, "TRANSP:OPAQUE");
  if (exam.time === null) {
    lines.push(...alarm(escape(`「${exam.title}」明天考试`), `-PT${ALL_DAY_ALARM_HOURS}H`));
  } else {
    lines.push(...alarm(escape(`「${exam.title}」明天 ${exam.time} 考试`), `-PT${EXAM_ALARM_MINUTES[0]}M`));
    lines.push(...alarm(escape(`「${exam.title}」1 小时后开始（${exam.time}）`), `-PT${EXAM_ALARM_MINUTES[1]}M`));
  }
  lines.push("END:VEVENT");
  return lines;
}
