/**
 * The student's reminder settings, one set for the calendar's alarms and for Web Push: minutes before a study block
 * (10 by default, or off), offsets before a deadline (30 minutes by default; any of 30 min / 2 h / 1 day), minutes
 * before a course (off by default: 上课提醒) and quiet hours (23:00-07:00 in the student's zone by default).
 */
import type { Executor } from "@/db/client";
import { readReminderSettings, writeReminderSettings, type ReminderSettingsRow } from "@/db/queries/notifications";
import { fromMinutes, toMinutes } from "@/lib/calendar/clock";
import type { CalendarAlarms } from "@/lib/ics/build";

export interface ReminderSettings {
  /** Minutes before a study block starts; null: no reminder. */
  block_minutes: number | null;
  /** Minutes before a deadline, earliest first; empty: none. */
  deadline_offsets: number[];
  /** Minutes before a course starts; null (the default): none. */
  course_minutes: number | null;
  /**
   * Quiet hours in the student's zone, "HH:MM"; a reminder falling in them waits for their end. A start equal to its
   * end (23:00-23:00) is kept and means no quiet hours (due.ts): an empty window holds nothing, and without a field of
   * its own it is how a student switches them off; the settings form says so in words.
   */
  quiet_hours: { start: string; end: string };
}

const DEFAULTS: ReminderSettingsRow = { blockMinutes: 10, deadlineOffsets: [30], courseMinutes: null, quietStart: 23 * 60, quietEnd: 7 * 60 };

function toApi(row: ReminderSettingsRow): ReminderSettings {
  return {
    block_minutes: row.blockMinutes,
    deadline_offsets: [...new Set(row.deadlineOffsets)].sort((a, b) => b - a),
    course_minutes: row.courseMinutes,
    quiet_hours: { start: fromMinutes(row.quietStart), end: fromMinutes(row.quietEnd) },
  };
}

async function rowOf(executor: Executor, userId: number): Promise<ReminderSettingsRow> {
  const { row, legacyDeadlineMinutes } = await readReminderSettings(executor, userId);
  // Before reminders had their own table, the one deadline alarm lived on users: a student without a row keeps it.
  return row ?? { ...DEFAULTS, deadlineOffsets: legacyDeadlineMinutes === null ? [] : [legacyDeadlineMinutes] };
}

export async function getReminderSettings(executor: Executor, userId: number): Promise<ReminderSettings> {
  return toApi(await rowOf(executor, userId));
}

/** Changes the fields given and answers the whole set. */
export async function updateReminderSettings(executor: Executor, userId: number, change: Partial<ReminderSettings>): Promise<ReminderSettings> {
  const current = await rowOf(executor, userId);
  const next: ReminderSettingsRow = {
    blockMinutes: change.block_minutes === undefined ? current.blockMinutes : change.block_minutes,
    deadlineOffsets: change.deadline_offsets === undefined ? current.deadlineOffsets : [...new Set(change.deadline_offsets)],
    courseMinutes: change.course_minutes === undefined ? current.courseMinutes : change.course_minutes,
    quietStart: change.quiet_hours ? toMinutes(change.quiet_hours.start) : current.quietStart,
    quietEnd: change.quiet_hours ? toMinutes(change.quiet_hours.end) : current.quietEnd,
  };
  await writeReminderSettings(executor, userId, next);
  return toApi(next);
}

/** The alarms an exported calendar carries. */
export function calendarAlarms(settings: ReminderSettings): CalendarAlarms {
  return { blockMinutes: settings.block_minutes, courseMinutes: settings.course_minutes, deadlineOffsets: settings.deadline_offsets };
}

/** The single deadline alarm GET /api/ics/reminders has always answered: the one nearest the deadline, or null. */
export async function getDeadlineAlarm(executor: Executor, userId: number): Promise<number | null> {
  const offsets = (await getReminderSettings(executor, userId)).deadline_offsets;
  return offsets.length === 0 ? null : Math.min(...offsets);
}

/** PUT /api/ics/reminders {minutes}: one deadline alarm (or none). */
export async function setDeadlineAlarm(executor: Executor, userId: number, minutes: number | null): Promise<number | null> {
  await updateReminderSettings(executor, userId, { deadline_offsets: minutes === null ? [] : [minutes] });
  return minutes;
}
