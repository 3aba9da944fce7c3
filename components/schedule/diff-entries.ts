/**
 * The periods a change list actually moves: for each affected day, what leaves (from) and what arrives (to).
 * Ranges a task keeps on both sides are left out, so a weekly task that moves one occurrence shows one move.
 */
import type { Placement, ScheduleChange } from "@/lib/protocol/data-parts";

type DiffSide = "from" | "to";

export interface DiffEntry {
  id: string;
  side: DiffSide;
  change: ScheduleChange["change"];
  name: string;
  category: string;
  date: string;
  week: number;
  day_of_week: number;
  slot_start: number;
  slot_end: number;
  /** Set on the arriving side when it shares an embeddable course's periods. */
  embedded_in?: string;
}

export interface DiffDay {
  date: string;
  week: number;
  day_of_week: number;
  entries: DiffEntry[];
}

function placementKey(placement: Placement): string {
  return `${placement.date}:${placement.slot_start}:${placement.slot_end}`;
}

function entry(change: ScheduleChange, side: DiffSide, placement: Placement, index: number): DiffEntry {
  return {
    id: `${change.state_id}-${side}-${index}`,
    side,
    change: change.change,
    name: change.name,
    category: change.category,
    date: placement.date,
    week: placement.week,
    day_of_week: placement.day_of_week,
    slot_start: placement.slot_start,
    slot_end: placement.slot_end,
    ...(side === "to" && change.embedded_in ? { embedded_in: change.embedded_in } : {}),
  };
}

/** Only the days that change, in date order. */
export function diffDays(changes: readonly ScheduleChange[]): DiffDay[] {
  const days = new Map<string, DiffDay>();
  for (const change of changes) {
    const fromKeys = new Set(change.from.map(placementKey));
    const toKeys = new Set(change.to.map(placementKey));
    let leaving = change.from.filter((placement) => !toKeys.has(placementKey(placement)));
    let arriving = change.to.filter((placement) => !fromKeys.has(placementKey(placement)));
    // Same periods, new host: the move is the embedding itself, so both sides are shown.
    if (leaving.length === 0 && arriving.length === 0) [leaving, arriving] = [change.from, change.to];
    const entries = [
      ...leaving.map((placement, index) => entry(change, "from", placement, index)),
      ...arriving.map((placement, index) => entry(change, "to", placement, index)),
    ];
    for (const item of entries) {
      const day = days.get(item.date) ?? { date: item.date, week: item.week, day_of_week: item.day_of_week, entries: [] };
      day.entries.push(item);
      days.set(item.date, day);
    }
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The week a change list should be looked at in: the earliest week something arrives in, else where it leaves. */
export function firstChangedWeek(changes: readonly ScheduleChange[]): number | undefined {
  const arriving = changes.flatMap((change) => change.to.map((placement) => placement.week));
  const weeks = arriving.length > 0 ? arriving : changes.flatMap((change) => change.from.map((placement) => placement.week));
  return weeks.length > 0 ? Math.min(...weeks) : undefined;
}
