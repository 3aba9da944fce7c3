/**
 * The /progress page's figures (issue 25 #6), read on the server for the page to render: GET /api/progress's answer
 * from the start of the term (at most a year back) to today, the classes' dates and the exams they prepare for,
 * summed up by lib/progress/summary.
 */
import { getDb } from "@/db/bootstrap";
import { listExams } from "@/db/queries/exams";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import { loadTerm } from "@/db/queries/terms";
import { addDays, localDate, mondayOf } from "@/lib/calendar/zoned-time";
import { env } from "@/lib/env";
import { progressSummary, SHOWN_WEEKS, type ProgressSummary } from "@/lib/progress/summary";
import { getProgress } from "@/server/schedule/checkins/progress";

/** The longest look back: GET /api/progress's own limit. */
const MAX_DAYS_BACK = 365;

export async function progressPageOf(userId: number, now: Date): Promise<ProgressSummary> {
  const db = await getDb();
  const term = await loadTerm(db, userId);
  const today = localDate(now, term?.timezone ?? env().DEFAULT_TIME_ZONE);
  const shownFrom = mondayOf(addDays(today, -7 * (SHOWN_WEEKS - 1)));
  const earliest = addDays(today, -MAX_DAYS_BACK);
  const from = [term && term.start_date <= today ? term.start_date : shownFrom, shownFrom].sort()[0];
  const range = { from: from < earliest ? earliest : from, to: today };
  // One after another: PGlite runs one connection, and getProgress holds it for its snapshot.
  const progress = await getProgress(db, userId, range, now);
  const classes = await listTaskClasses(db, userId);
  const exams = await listExams(db, userId);
  return progressSummary({
    progress,
    today,
    term_start: term?.start_date ?? null,
    section_times: term?.section_times ?? [],
    classes,
    exams: exams.map((exam) => ({ title: exam.title, date: exam.date, task_class_id: exam.taskClassId })),
  });
}
