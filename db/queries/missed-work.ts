/**
 * The skipped sittings' history and the work they send back (lib/schedule/missed-work.ts), read on an open
 * transaction. A student who never skipped a sitting costs one small query.
 */
import { and, eq } from "drizzle-orm";
import { missedWorkOf, NO_MISSED_WORK, type MissedWork } from "@/lib/schedule/missed-work";
import { sittingsOf, type OutcomeTerm } from "@/lib/schedule/outcomes";
import type { Executor } from "../client";
import { blockCheckins } from "../schema";
import { readStudyPeriods } from "./checkins";

export async function readMissedWork(executor: Executor, userId: number, term: OutcomeTerm): Promise<MissedWork> {
  const skipped = await executor
    .select({
      eventId: blockCheckins.eventId,
      embeddedItemId: blockCheckins.embeddedItemId,
      week: blockCheckins.week,
      dayOfWeek: blockCheckins.dayOfWeek,
      slotStart: blockCheckins.slotStart,
      status: blockCheckins.status,
      periodsDone: blockCheckins.periodsDone,
    })
    .from(blockCheckins)
    .where(and(eq(blockCheckins.userId, userId), eq(blockCheckins.status, "skipped")));
  if (skipped.length === 0) return NO_MISSED_WORK;
  return missedWorkOf(sittingsOf(await readStudyPeriods(executor, userId), term), skipped);
}
