/**
 * The skipped sittings' history and the work they send back (lib/schedule/missed-work.ts), read on an open
 * transaction. A student who never skipped a sitting costs one small query.
 */
import { missedWorkOf, NO_MISSED_WORK, type MissedWork } from "@/lib/schedule/missed-work";
import { sittingsOf, type OutcomeTerm } from "@/lib/schedule/outcomes";
import type { Executor } from "../client";
import { readCheckins, readStudyPeriods } from "./checkins";

export async function readMissedWork(executor: Executor, userId: number, term: OutcomeTerm): Promise<MissedWork> {
  const skipped = await readCheckins(executor, userId, { status: "skipped" });
  if (skipped.length === 0) return NO_MISSED_WORK;
  return missedWorkOf(sittingsOf(await readStudyPeriods(executor, userId), term), skipped);
}
