/**
 * The reminder scheduler: every minute (a timer in a self-hosted server, started with the server and run once at
 * once, so a server that was down catches up; GET /api/cron/reminders on Vercel) it finds what is due for every
 * student with a subscribed browser and sends it. Each reminder is claimed in the sent-log (a unique row) before
 * it is sent, so it goes out once however many servers run at the same minute. It works from the system clock
 * (server/clock.ts), read at each run.
 */
import { getDb } from "@/db/bootstrap";
import type { Database } from "@/db/client";
import { readCheckins, readOpenTodosDueBefore, readStudyPeriods } from "@/db/queries/checkins";
import { listExamsFrom } from "@/db/queries/exams";
import { claimReminder, purgeReminderLog, subscribedStudents } from "@/db/queries/notifications";
import { loadTerm } from "@/db/queries/terms";
import { addDays, localDate } from "@/lib/calendar/zoned-time";
import { sittingsOf, termWeeksBetween } from "@/lib/schedule/outcomes";
import { env } from "@/lib/env";
import { now } from "@/server/clock";
import { logError } from "@/server/http";
import { dueReminders, type DueReminder } from "./due";
import { sendToStudent } from "./push";
import { getReminderSettings } from "./settings";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Sent-log rows older than this are forgotten: no reminder looks back that far. */
const LOG_DAYS = 30;

/** What is due for one student at `now` (nothing without a term for blocks; deadlines are dated in the default zone). */
async function remindersDueFor(db: Database, userId: number, at: Date): Promise<DueReminder[]> {
  const [settings, term] = await Promise.all([getReminderSettings(db, userId), loadTerm(db, userId)]);
  const timeZone = term?.timezone ?? env().DEFAULT_TIME_ZONE;
  const today = localDate(at, timeZone);
  // Blocks of today and tomorrow (a reminder up to a day ahead); deadlines up to the longest offset ahead.
  const weeks = term ? termWeeksBetween(term, today, addDays(today, 1)) : [];
  const [periods, checkins, todos, exams] = await Promise.all([
    term && settings.block_minutes !== null ? readStudyPeriods(db, userId, { weeks }) : Promise.resolve([]),
    readCheckins(db, userId, { weeks }),
    settings.deadline_offsets.length > 0
      ? readOpenTodosDueBefore(db, userId, new Date(at.getTime() + Math.max(...settings.deadline_offsets) * MINUTE_MS + MINUTE_MS))
      : Promise.resolve([]),
    // Exams of today and the next two days: the earliest reminder is a day before.
    listExamsFrom(db, userId, today).then((rows) => rows.filter((exam) => exam.date <= addDays(today, 2))),
  ]);
  const sittings = term ? sittingsOf(periods, term).filter((sitting) => sitting.startsAt.getTime() > at.getTime() && sitting.startsAt.getTime() <= at.getTime() + DAY_MS) : [];
  const deadlines = todos.flatMap((todo) => (todo.deadlineAt ? [{ id: todo.id, title: todo.title, deadlineAt: todo.deadlineAt }] : []));
  return dueReminders({ now: at, timeZone, settings, sittings, checkins, deadlines, exams });
}

/** GET /api/cron/reminders: one run on the process's database at the system clock's now. */
export async function runRemindersNow(): Promise<{ sent: number }> {
  return runReminders(await getDb(), now());
}

/** One run at `at`: every due reminder that no server claimed yet is claimed and sent. Answers how many were sent. */
export async function runReminders(db: Database, at: Date): Promise<{ sent: number }> {
  let sent = 0;
  for (const userId of await subscribedStudents(db)) {
    try {
      for (const reminder of await remindersDueFor(db, userId, at)) {
        if (!(await claimReminder(db, userId, reminder.key, at))) continue;
        sent += (await sendToStudent(db, userId, reminder.notice)).sent > 0 ? 1 : 0;
      }
    } catch (error) {
      logError(`reminders for student ${userId}`, error);
    }
  }
  await purgeReminderLog(db, new Date(at.getTime() - LOG_DAYS * DAY_MS));
  return { sent };
}

/**
 * Self-hosted: run now (catching up on what fell due while the server was down) and then every minute. A run still
 * going when the next is due is not doubled. The timer never keeps the process alive.
 */
export function scheduleReminders(): void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => runReminders(db, now()))
      .catch((error: unknown) => logError("reminder scheduler", error))
      .finally(() => {
        running = false;
      });
  };
  setTimeout(run, 0).unref();
  setInterval(run, MINUTE_MS).unref();
}
