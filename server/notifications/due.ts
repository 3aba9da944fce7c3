/**
 * Which reminders are due at `now`, as a pure function of the schedule, the settings and the clock (the reads and
 * the sending live in scheduler.ts). A study block is reminded `block_minutes` before it starts, a deadline at the
 * latest of its offsets that has passed, an exam a day and an hour before. A reminder falling in the student's quiet hours waits until they end, and
 * is dropped when by then the block has begun or the deadline passed. A block that has begun, was checked in, or
 * was moved (its reminder is keyed by its date and period, so the old one no longer exists) is never reminded.
 */
import { addDays, instantAt, wallClockAt } from "@/lib/calendar/zoned-time";
import { fromMinutes, toMinutes } from "@/lib/calendar/clock";
import { LOOSE_TASK_CATEGORY } from "@/lib/tasks/loose-task-state";
import type { RecordedCheckin, Sitting } from "@/lib/schedule/outcomes";
import type { PushNotice } from "./push";
import type { ReminderSettings } from "./settings";

export interface DueReminder {
  /** Unique per reminder and student: the sent-log's key. */
  key: string;
  notice: PushNotice;
}

interface OpenDeadline {
  id: number;
  title: string;
  deadlineAt: Date;
}

interface UpcomingExam {
  id: number;
  title: string;
  /** "YYYY-MM-DD" in the student's zone. */
  date: string;
  /** "HH:MM", or null: the day only. */
  time: string | null;
  location: string | null;
}

interface DueInput {
  now: Date;
  timeZone: string;
  settings: ReminderSettings;
  sittings: readonly Sitting[];
  checkins: readonly RecordedCheckin[];
  deadlines: readonly OpenDeadline[];
  exams?: readonly UpcomingExam[];
}

/**
 * An exam rings as the exported calendar's alarms do (lib/ics/exam-events.ts): a day and an hour before a timed exam,
 * 09:00 the day before one without a time. Quiet hours hold them back like any other reminder.
 */
const EXAM_OFFSETS_MINUTES = [1440, 60] as const;
const DAY_ONLY_EXAM_HOUR = 9;

const MINUTE_MS = 60_000;

/**
 * Whether `instant` falls in the quiet hours [start, end) of the student's day (they may run past midnight). An equal
 * start and end is an empty window: no quiet hours, every reminder goes at once.
 */
export function inQuietHours(instant: Date, timeZone: string, quiet: ReminderSettings["quiet_hours"]): boolean {
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  if (start === end) return false;
  const clock = wallClockAt(instant, timeZone);
  const minutes = clock.hour * 60 + clock.minute;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** When a reminder due at `dueAt` may go: at once, or when the quiet hours it falls in end. */
export function sendableAt(dueAt: Date, timeZone: string, quiet: ReminderSettings["quiet_hours"]): Date {
  if (!inQuietHours(dueAt, timeZone, quiet)) return dueAt;
  const clock = wallClockAt(dueAt, timeZone);
  const end = toMinutes(quiet.end);
  // Before the end on the same day (00:00-07:00), or past the start in the evening: the end is tomorrow.
  const date = clock.hour * 60 + clock.minute < end ? clock.date : addDays(clock.date, 1);
  return instantAt(date, Math.floor(end / 60), end % 60, timeZone);
}

/** "离散数学复习 · 第一章" for a class's block, the to-do's title for a loose task's. */
export function blockLabel(sitting: Pick<Sitting, "category" | "name">): string {
  return sitting.category === LOOSE_TASK_CATEGORY ? sitting.name : `${sitting.category} · ${sitting.name}`;
}

function sittingKey(sitting: { eventId: number; embeddedItemId: number | null; week: number; dayOfWeek: number; slotStart: number }): string {
  return `${sitting.eventId}:${sitting.embeddedItemId ?? 0}:${sitting.week}:${sitting.dayOfWeek}:${sitting.slotStart}`;
}

function clockText(instant: Date, timeZone: string): string {
  const clock = wallClockAt(instant, timeZone);
  return fromMinutes(clock.hour * 60 + clock.minute);
}

function leadText(from: Date, to: Date): string {
  const minutes = Math.max(1, Math.round((to.getTime() - from.getTime()) / MINUTE_MS));
  if (minutes < 60) return `${minutes} 分钟`;
  if (minutes < 1440) return minutes % 60 === 0 ? `${minutes / 60} 小时` : `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟`;
  return `${Math.round(minutes / 1440)} 天`;
}

export function dueReminders(input: DueInput): DueReminder[] {
  const { now, timeZone, settings } = input;
  const due: DueReminder[] = [];
  const checkedIn = new Set(input.checkins.map(sittingKey));
  const blockMinutes = settings.block_minutes;
  if (blockMinutes !== null) {
    for (const sitting of input.sittings) {
      if (sitting.startsAt.getTime() <= now.getTime() || checkedIn.has(sittingKey(sitting))) continue;
      const at = sendableAt(new Date(sitting.startsAt.getTime() - blockMinutes * MINUTE_MS), timeZone, settings.quiet_hours);
      if (at.getTime() > now.getTime() || at.getTime() >= sitting.startsAt.getTime()) continue;
      const label = blockLabel(sitting);
      due.push({
        key: `block:${sittingKey(sitting)}:${sitting.date}:${blockMinutes}`,
        notice: {
          title: `学习提醒：${label}`,
          body: `「${label}」${clockText(sitting.startsAt, timeZone)} 开始（还有 ${leadText(now, sitting.startsAt)}）`,
          url: `/?view=today&block=${sitting.eventId}`,
          tag: `block-${sittingKey(sitting)}`,
        },
      });
    }
  }
  for (const deadline of input.deadlines) {
    const deadlineAt = deadline.deadlineAt.getTime();
    if (deadlineAt <= now.getTime()) continue;
    // The latest offset that has passed: one reminder per deadline at a time, none for offsets a stopped server missed.
    const passed = settings.deadline_offsets.filter((offset) => deadlineAt - offset * MINUTE_MS <= now.getTime());
    if (passed.length === 0) continue;
    const offset = Math.min(...passed);
    const at = sendableAt(new Date(deadlineAt - offset * MINUTE_MS), timeZone, settings.quiet_hours);
    if (at.getTime() > now.getTime() || at.getTime() >= deadlineAt) continue;
    due.push({
      key: `deadline:${deadline.id}:${deadline.deadlineAt.toISOString()}:${offset}`,
      notice: {
        title: `截止提醒：${deadline.title}`,
        body: `「${deadline.title}」将在 ${leadText(now, deadline.deadlineAt)}后截止（${clockText(deadline.deadlineAt, timeZone)}）`,
        url: "/?view=today",
        tag: `deadline-${deadline.id}`,
      },
    });
  }
  for (const exam of input.exams ?? []) {
    const reminder = examReminder(exam, now, timeZone, settings);
    if (reminder) due.push(reminder);
  }
  return due;
}

/** The exam's latest reminder that has come (none before the first, none once the exam has begun). */
function examReminder(exam: UpcomingExam, now: Date, timeZone: string, settings: ReminderSettings): DueReminder | undefined {
  const [hour, minute] = exam.time ? exam.time.split(":").map(Number) : [0, 0];
  const startsAt = instantAt(exam.date, hour, minute, timeZone);
  if (startsAt.getTime() <= now.getTime()) return undefined;
  const moments = exam.time
    ? EXAM_OFFSETS_MINUTES.map((offset) => ({ offset: `${offset}`, at: new Date(startsAt.getTime() - offset * MINUTE_MS) }))
    : [{ offset: "day", at: instantAt(addDays(exam.date, -1), DAY_ONLY_EXAM_HOUR, 0, timeZone) }];
  const passed = moments.filter((moment) => moment.at.getTime() <= now.getTime());
  const latest = passed.at(-1);
  if (!latest) return undefined;
  const at = sendableAt(latest.at, timeZone, settings.quiet_hours);
  if (at.getTime() > now.getTime() || at.getTime() >= startsAt.getTime()) return undefined;
  const when = exam.time ? `${exam.time} 开始（还有 ${leadText(now, startsAt)}）` : "就在明天";
  return {
    key: `exam:${exam.id}:${exam.date}:${exam.time ?? "day"}:${latest.offset}`,
    notice: {
      title: `考试提醒：${exam.title}`,
      body: `「${exam.title}」${when}${exam.location ? `，${exam.location}` : ""}`,
      url: "/?view=today",
      tag: `exam-${exam.id}`,
    },
  };
}
