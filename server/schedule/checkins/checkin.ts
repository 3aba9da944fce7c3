/**
 * The student's check-in of a study block that has begun: done, partial (with the periods done) or skipped. One
 * writer per student: the check-in takes the schedule lock every commit and undo takes (lockScheduleVersion), so it
 * never interleaves with a commit moving or removing the block, nor with another check-in of the same block. It does
 * not move the schedule version: an open draft stays confirmable.
 */
import type { Database, Transaction } from "@/db/client";
import { readCheckins, readStudyPeriods, saveCheckin } from "@/db/queries/checkins";
import { loadTerm } from "@/db/queries/terms";
import { lockScheduleVersion } from "@/db/queries/users";
import { wallClockAt } from "@/lib/calendar/zoned-time";
import { PlannerError } from "@/lib/errors";
import { checkinBodySchema, type CheckinBody, type CheckinResponse } from "@/lib/protocol/checkins";
import {
  checkinRecord,
  doneItems,
  hasBegun,
  outcomeAt,
  sittingFor,
  sittingsOf,
  studyBlockOf,
  withOutcomes,
  type CheckinRefusal,
} from "@/lib/schedule/outcomes";

/** How many periods a partial check-in may say were done: "1" or "1 到 N". */
const partialRange = (periods: number) => (periods > 2 ? `1 到 ${periods - 1}` : "1");

const REFUSALS: Record<CheckinRefusal, (periods: number) => string> = {
  partial_without_periods: (periods) => `“做了一部分”要写明做了几节（periods_done：这个学习块共 ${periods} 节，可填 ${partialRange(periods)}）。`,
  partial_of_one_period: () => "这个学习块只有 1 节，只能选“完成”或“没做”。",
  partial_out_of_range: (periods) => `“做了一部分”的节数只能是 ${partialRange(periods)}（这个学习块共 ${periods} 节）。`,
  periods_contradict: (periods) => `“完成”是做了全部 ${periods} 节，“没做”是 0 节；只做了一部分请选 partial。`,
};

/** The body as the student sent it, checked: a bad status or periods_done is a 422 in the student's words. */
export function checkinBody(raw: unknown): CheckinBody {
  const parsed = checkinBodySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const reasons = parsed.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}：${issue.message}` : issue.message));
  throw new PlannerError("checkin:invalid", { message: `打卡内容有误：${reasons.join("；")}`, details: { reasons } });
}

export async function checkIn(db: Database, userId: number, eventId: number, body: CheckinBody, now: Date): Promise<CheckinResponse> {
  return db.transaction(async (tx) => {
    await lockScheduleVersion(tx, userId);
    const term = await loadTerm(tx, userId);
    if (!term) throw new PlannerError("block:not_found", { context: { userId, eventId } });
    // Another student's event has no period of this student's: it answers exactly like an unknown one.
    const sittings = sittingsOf(await readStudyPeriods(tx, userId, { eventId }), term);
    if (sittings.length === 0) throw new PlannerError("block:not_found", { context: { userId, eventId } });
    const sitting = sittingFor(sittings, now, { date: body.date, slot: body.slot_start });
    if (!sitting) {
      const where = [body.date, body.slot_start === undefined ? undefined : `第${body.slot_start}节`].filter(Boolean).join(" ");
      throw new PlannerError("block:not_found", { message: `${where} 没有这个学习块。`, context: { userId, eventId } });
    }
    if (!hasBegun(sitting, now)) {
      const start = wallClockAt(sitting.startsAt, term.timezone);
      const time = `${String(start.hour).padStart(2, "0")}:${String(start.minute).padStart(2, "0")}`;
      throw new PlannerError("checkin:not_started", {
        message: `“${sitting.name}”${sitting.date} ${time}才开始，开始之后才能打卡。`,
        context: { userId, eventId },
      });
    }
    const record = checkinRecord(body, sitting.periods);
    if (!record.ok) throw new PlannerError("checkin:invalid", { message: REFUSALS[record.refusal](sitting.periods) });
    await saveCheckin(
      tx,
      userId,
      {
        eventId: sitting.eventId,
        embeddedItemId: sitting.embeddedItemId,
        week: sitting.week,
        dayOfWeek: sitting.dayOfWeek,
        slotStart: sitting.slotStart,
        status: record.status,
        periodsDone: record.periodsDone,
        periods: sitting.periods,
      },
      now,
    );
    const recorded = outcomeAt(sitting, { ...sitting, status: record.status, periodsDone: record.periodsDone }, now);
    return {
      outcome: record.status,
      periods_done: record.periodsDone,
      block: studyBlockOf(recorded),
      item: sitting.itemId === null ? null : { id: sitting.itemId, done: await isItemDone(tx, userId, sitting.itemId, now) },
    };
  });
}

/** Whether every block of the item is done, read inside the check-in's transaction (so it counts this one). */
async function isItemDone(tx: Transaction, userId: number, itemId: number, now: Date): Promise<boolean> {
  const term = await loadTerm(tx, userId);
  if (!term) return false;
  const sittings = sittingsOf(await readStudyPeriods(tx, userId, { itemId }), term);
  const checkins = await readCheckins(tx, userId, { eventIds: sittings.map((sitting) => sitting.eventId) });
  return doneItems(withOutcomes(sittings, checkins, now)).has(itemId);
}
