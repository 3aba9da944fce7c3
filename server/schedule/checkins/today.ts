/**
 * GET /api/today: the 今天 view at `now`, read in one snapshot (see lib/schedule/today.ts for what it holds). A
 * student without a term has no blocks; their to-dos are dated in the default zone.
 */
import type { Database } from "@/db/client";
import { readCheckins, readOpenTodosDueBefore, readStudyPeriods } from "@/db/queries/checkins";
import { listExamsFrom } from "@/db/queries/exams";
import { loadTerm } from "@/db/queries/terms";
import { addDays, startOfDayInstant } from "@/lib/calendar/zoned-time";
import { upcomingExams } from "@/lib/exams/countdown";
import type { TodayView } from "@/lib/protocol/checkins";
import { sittingsOf, termWeeksBetween, withOutcomes } from "@/lib/schedule/outcomes";
import { todayRange, todayView } from "@/lib/schedule/today";

const DEFAULT_ZONE = "Asia/Shanghai";

export async function getToday(db: Database, userId: number, now: Date): Promise<TodayView> {
  return db.transaction(
    async (tx) => {
      const term = await loadTerm(tx, userId);
      const timeZone = term?.timezone ?? DEFAULT_ZONE;
      const { today, from, to } = todayRange(now, timeZone);
      const weeks = term ? termWeeksBetween(term, from, to) : [];
      const sittings = term
        ? sittingsOf(await readStudyPeriods(tx, userId, { weeks }), term).filter((sitting) => sitting.date >= from && sitting.date <= to)
        : [];
      const checkins = await readCheckins(tx, userId, { weeks });
      // Everything overdue, and what falls due by the end of tomorrow.
      const todos = await readOpenTodosDueBefore(tx, userId, startOfDayInstant(addDays(today, 2), timeZone));
      const exams = upcomingExams(await listExamsFrom(tx, userId, today), today);
      return { ...todayView({ now, timeZone, sittings: withOutcomes(sittings, checkins, now), todos }), exams };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
