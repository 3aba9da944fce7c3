/**
 * Outcomes of committed study blocks, as pure rules: which periods make one sitting, when it begins, what its
 * outcome is at `now` (none before it begins, unconfirmed until the student says), what a check-in may record, when a
 * task item is done, and the sums the progress view shows. The clock, the zone and the rows are parameters; the reads
 * live in db/queries/checkins.ts and the writes in server/schedule/checkins/.
 */
import { addDays, instantAt } from "@/lib/calendar/zoned-time";
import type { BlockOutcome, CheckinStatus, StudyBlock } from "@/lib/protocol/checkins";
import { LOOSE_TASK_CATEGORY } from "@/lib/tasks/loose-task-state";
import { compressPeriods, daysBetween, termDate, type TermCalendar } from "./indexing";
import { UNCLASSIFIED_CATEGORY } from "./state";

/** The term as far as outcomes need it: dates, each period's start time and the student's zone. */
export interface OutcomeTerm extends TermCalendar {
  section_times: readonly { start: string }[];
  timezone: string;
}

/** One stored period of a study block: a task event's own, or a course period a task item is embedded in. */
export interface StudyPeriod {
  eventId: number;
  week: number;
  dayOfWeek: number;
  section: number;
  /** The task item sharing this period of a course; null for a study block's own period. */
  embeddedItemId: number | null;
  eventName: string;
  /** The study block's task item (schedule_events.rel_id). */
  relId: number | null;
  /** The study block's loose task (schedule_events.task_id). */
  taskId: number | null;
  /** A review sitting's item (schedule_events.review_of); absent or null on every other block. */
  reviewOf?: number | null;
  /** The item's content and class (the embedded item's, or the study block's). */
  itemContent: string | null;
  className: string | null;
}

/** A check-in as stored. */
export interface RecordedCheckin {
  eventId: number;
  embeddedItemId: number | null;
  week: number;
  dayOfWeek: number;
  slotStart: number;
  status: CheckinStatus;
  periodsDone: number;
}

/** One sitting: a study block's periods on one day (or an embedded item's periods in its host). */
export interface Sitting {
  kind: "study" | "embedded";
  eventId: number;
  embeddedItemId: number | null;
  /** The task item it serves (the study block's or the embedded one). */
  itemId: number | null;
  taskId: number | null;
  /** A review sitting: the item it reviews (never its itemId: a review is not the item's sitting). */
  reviewOf?: number;
  name: string;
  category: string;
  week: number;
  dayOfWeek: number;
  date: string;
  slotStart: number;
  slotEnd: number;
  periods: number;
  /** The instant its first period starts. */
  startsAt: Date;
}

/** A sitting with what is known of it at `now`. */
export interface SittingOutcome extends Sitting {
  outcome: BlockOutcome | null;
  periodsDone: number | null;
}

/** The key a sitting and its check-in share. */
function sittingKey(sitting: { eventId: number; embeddedItemId: number | null; week: number; dayOfWeek: number; slotStart: number }): string {
  return `${sitting.eventId}:${sitting.embeddedItemId ?? 0}:${sitting.week}:${sitting.dayOfWeek}:${sitting.slotStart}`;
}

/** The instant period `section` of `date` starts; a period the term's clock does not list starts at midnight. */
export function periodStart(term: OutcomeTerm, date: string, section: number): Date {
  const start = term.section_times[section - 1]?.start;
  const [hour, minute] = start ? start.split(":").map(Number) : [0, 0];
  return instantAt(date, hour, minute, term.timezone);
}

/** Whether the sitting has begun at `now`: its first period's start time has been reached. */
export function hasBegun(sitting: Pick<Sitting, "startsAt">, now: Date): boolean {
  return now.getTime() >= sitting.startsAt.getTime();
}

/** The stored periods grouped into sittings: per event (and embedded item) and week, consecutive periods of a day. */
export function sittingsOf(periods: readonly StudyPeriod[], term: OutcomeTerm): Sitting[] {
  const groups = new Map<string, { first: StudyPeriod; cells: { day: number; section: number }[] }>();
  for (const period of periods) {
    const key = `${period.eventId}:${period.embeddedItemId ?? 0}:${period.week}`;
    const group = groups.get(key) ?? { first: period, cells: [] };
    group.cells.push({ day: period.dayOfWeek, section: period.section });
    groups.set(key, group);
  }
  const sittings: Sitting[] = [];
  for (const { first, cells } of groups.values()) {
    const embedded = first.embeddedItemId !== null;
    for (const range of compressPeriods(cells)) {
      const date = termDate(term, first.week, range.day);
      sittings.push({
        kind: embedded ? "embedded" : "study",
        eventId: first.eventId,
        embeddedItemId: first.embeddedItemId,
        itemId: embedded ? first.embeddedItemId : first.relId,
        taskId: embedded ? null : first.taskId,
        ...(!embedded && first.reviewOf != null ? { reviewOf: first.reviewOf } : {}),
        name: embedded ? (first.itemContent ?? first.eventName) : first.eventName,
        category: !embedded && first.taskId !== null ? LOOSE_TASK_CATEGORY : (first.className ?? UNCLASSIFIED_CATEGORY),
        week: first.week,
        dayOfWeek: range.day,
        date,
        slotStart: range.slot_start,
        slotEnd: range.slot_end,
        periods: range.slot_end - range.slot_start + 1,
        startsAt: periodStart(term, date, range.slot_start),
      });
    }
  }
  return sittings.sort(compareSittings);
}

export function compareSittings(a: Sitting, b: Sitting): number {
  return a.startsAt.getTime() - b.startsAt.getTime() || a.slotStart - b.slotStart || a.eventId - b.eventId || (a.embeddedItemId ?? 0) - (b.embeddedItemId ?? 0);
}

/** No outcome before the start; after it, what the student recorded, else unconfirmed. */
export function outcomeAt(sitting: Sitting, checkin: RecordedCheckin | undefined, now: Date): SittingOutcome {
  if (!hasBegun(sitting, now)) return { ...sitting, outcome: null, periodsDone: null };
  if (!checkin) return { ...sitting, outcome: "unconfirmed", periodsDone: null };
  return { ...sitting, outcome: checkin.status, periodsDone: Math.min(checkin.periodsDone, sitting.periods) };
}

/** Every sitting with its outcome at `now`, check-ins matched by sitting. */
export function withOutcomes(sittings: readonly Sitting[], checkins: readonly RecordedCheckin[], now: Date): SittingOutcome[] {
  const recorded = new Map(checkins.map((checkin) => [sittingKey(checkin), checkin]));
  return sittings.map((sitting) => outcomeAt(sitting, recorded.get(sittingKey(sitting)), now));
}

/**
 * Which of an event's sittings a check-in means: the one on `date` covering period `slot` when given, else the
 * latest one that has begun (else the earliest, which has not). Undefined when no sitting matches.
 */
export function sittingFor(sittings: readonly Sitting[], now: Date, at?: { date?: string; slot?: number }): Sitting | undefined {
  if (at?.date !== undefined || at?.slot !== undefined) {
    return sittings.find(
      (sitting) =>
        (at.date === undefined || sitting.date === at.date) &&
        (at.slot === undefined || (sitting.slotStart <= at.slot && at.slot <= sitting.slotEnd)),
    );
  }
  const begun = sittings.filter((sitting) => hasBegun(sitting, now));
  return begun.length > 0 ? begun.reduce((latest, sitting) => (compareSittings(sitting, latest) > 0 ? sitting : latest)) : sittings[0];
}

export type CheckinRefusal = "partial_without_periods" | "partial_of_one_period" | "partial_out_of_range" | "periods_contradict";

/**
 * What a check-in records for a sitting of `periods` periods: done is all of them, skipped none, partial at least
 * one and fewer than all (periods_done required). A periods_done that contradicts done or skipped is refused.
 */
export function checkinRecord(
  input: { status: CheckinStatus; periods_done?: number },
  periods: number,
): { ok: true; status: CheckinStatus; periodsDone: number } | { ok: false; refusal: CheckinRefusal } {
  const given = input.periods_done;
  switch (input.status) {
    case "done":
      if (given !== undefined && given !== periods) return { ok: false, refusal: "periods_contradict" };
      return { ok: true, status: "done", periodsDone: periods };
    case "skipped":
      if (given !== undefined && given !== 0) return { ok: false, refusal: "periods_contradict" };
      return { ok: true, status: "skipped", periodsDone: 0 };
    case "partial":
      if (periods < 2) return { ok: false, refusal: "partial_of_one_period" };
      if (given === undefined) return { ok: false, refusal: "partial_without_periods" };
      if (given < 1 || given >= periods) return { ok: false, refusal: "partial_out_of_range" };
      return { ok: true, status: "partial", periodsDone: given };
  }
}

/**
 * A task item is done when every one of its sittings that was not skipped is done, and there is one: a skipped
 * sitting is history once its work came back (lib/schedule/missed-work.ts), and the item is done when its new block is.
 */
export function itemDone(outcomes: readonly (BlockOutcome | null)[]): boolean {
  const live = outcomes.filter((outcome) => outcome !== "skipped");
  return live.length > 0 && live.every((outcome) => outcome === "done");
}

/** The ids of the items that are done, from the outcomes of all their sittings. */
export function doneItems(sittings: readonly SittingOutcome[]): Set<number> {
  const byItem = new Map<number, (BlockOutcome | null)[]>();
  for (const sitting of sittings) {
    if (sitting.itemId === null) continue;
    byItem.set(sitting.itemId, [...(byItem.get(sitting.itemId) ?? []), sitting.outcome]);
  }
  return new Set([...byItem].filter(([, outcomes]) => itemDone(outcomes)).map(([id]) => id));
}

export interface ProgressDay {
  date: string;
  planned_periods: number;
  done_periods: number;
  skipped_periods: number;
}

/**
 * Per date of [from, to]: the periods of study blocks planned that day, those done (a partial block's periods_done
 * included) and those skipped. A day without blocks is listed with zeros.
 */
export function progressDays(from: string, to: string, sittings: readonly SittingOutcome[]): ProgressDay[] {
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => ({
    date: addDays(from, index),
    planned_periods: 0,
    done_periods: 0,
    skipped_periods: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const sitting of sittings) {
    const day = byDate.get(sitting.date);
    if (!day) continue;
    day.planned_periods += sitting.periods;
    if (sitting.outcome === "done" || sitting.outcome === "partial") day.done_periods += sitting.periodsDone ?? 0;
    if (sitting.outcome === "skipped") day.skipped_periods += sitting.periods;
  }
  return days;
}

/** Per task class: its items and how many are done. */
export function classProgress(
  classes: readonly { id: number; name: string }[],
  items: readonly { id: number; classId: number }[],
  done: ReadonlySet<number>,
): { id: number; name: string; items_total: number; items_done: number }[] {
  return classes.map((taskClass) => {
    const own = items.filter((item) => item.classId === taskClass.id);
    return { id: taskClass.id, name: taskClass.name, items_total: own.length, items_done: own.filter((item) => done.has(item.id)).length };
  });
}

/** A sitting as the protocol carries it. */
export function studyBlockOf(sitting: SittingOutcome): StudyBlock {
  return {
    kind: sitting.kind,
    event_id: sitting.eventId,
    item_id: sitting.itemId,
    task_id: sitting.taskId,
    ...(sitting.reviewOf !== undefined ? { review_of: sitting.reviewOf } : {}),
    name: sitting.name,
    category: sitting.category,
    date: sitting.date,
    slot_start: sitting.slotStart,
    slot_end: sitting.slotEnd,
    starts_at: sitting.startsAt.toISOString(),
    outcome: sitting.outcome,
    periods_done: sitting.periodsDone,
  };
}

/**
 * The week grid's committed study and embedded blocks with their outcome (null before they begin); courses and draft
 * blocks carry none. An embedded block is keyed by its host's event and its item, as its check-in is.
 */
export function weekBlocksWithOutcomes<Block extends WeekBlockLike>(
  blocks: readonly Block[],
  week: number,
  term: OutcomeTerm,
  checkins: readonly RecordedCheckin[],
  now: Date,
): (Block & { outcome: BlockOutcome | null })[] {
  const recorded = new Map(checkins.map((checkin) => [sittingKey(checkin), checkin]));
  return blocks.map((block) => {
    if ((block.kind !== "study" && block.kind !== "embedded") || block.event_id === null) return { ...block, outcome: null };
    const key = sittingKey({
      eventId: block.event_id,
      embeddedItemId: block.kind === "embedded" ? block.item_id : null,
      week,
      dayOfWeek: block.day_of_week,
      slotStart: block.slot_start,
    });
    const begun = now.getTime() >= periodStart(term, block.date, block.slot_start).getTime();
    return { ...block, outcome: begun ? (recorded.get(key)?.status ?? "unconfirmed") : null };
  });
}

interface WeekBlockLike {
  kind: string;
  event_id: number | null;
  item_id: number | null;
  day_of_week: number;
  date: string;
  slot_start: number;
}

/** The term weeks the dates [from, to] fall in (none outside the term). */
export function termWeeksBetween(term: TermCalendar, from: string, to: string): number[] {
  const first = Math.max(1, Math.floor(daysBetween(term.start_date, from) / 7) + 1);
  const last = Math.min(term.weeks, Math.floor(daysBetween(term.start_date, to) / 7) + 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}
