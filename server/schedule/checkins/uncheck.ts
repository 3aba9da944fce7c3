/**
 * DELETE /api/blocks/{event_id}/checkin: the 撤销 of a check-in recorded from the chat when the block was waiting for
 * one — the sitting is 待打卡 again (a skipped sitting's work is then no longer pending). Same lock, ownership and
 * sitting rules as the check-in itself; forgetting a check-in that is not there is fine (the same answer again).
 */
import type { Database } from "@/db/client";
import { deleteCheckin, readStudyPeriods } from "@/db/queries/checkins";
import { loadTerm } from "@/db/queries/terms";
import { lockScheduleVersion } from "@/db/queries/users";
import { PlannerError } from "@/lib/errors";
import { outcomeAt, sittingFor, sittingsOf, studyBlockOf } from "@/lib/schedule/outcomes";
import type { StudyBlock } from "@/lib/protocol/checkins";

export async function uncheck(
  db: Database,
  userId: number,
  eventId: number,
  at: { date?: string; slot_start?: number },
  now: Date,
): Promise<{ outcome: "unconfirmed" | null; block: StudyBlock }> {
  return db.transaction(async (tx) => {
    await lockScheduleVersion(tx, userId);
    const term = await loadTerm(tx, userId);
    if (!term) throw new PlannerError("block:not_found", { context: { userId, eventId } });
    const sitting = sittingFor(sittingsOf(await readStudyPeriods(tx, userId, { eventId }), term), now, { date: at.date, slot: at.slot_start });
    if (!sitting) throw new PlannerError("block:not_found", { context: { userId, eventId } });
    await deleteCheckin(tx, userId, sitting);
    const block = studyBlockOf(outcomeAt(sitting, undefined, now));
    return { outcome: block.outcome === null ? null : "unconfirmed", block };
  });
}
