/**
 * What skipped sittings leave behind (issue 23 #3). A skipped sitting stays where it was, as history with its outcome
 * (the grid, 今天 and the progress view keep showing it); its work is pending again: a task item none of whose
 * sittings is left becomes a pending item, and a to-do gets back the periods its skipped sittings held. The planner's
 * state and the undo's blocks see only the live periods, so a re-placed item gets a new study block beside its
 * history and an item still has exactly one live block. Pure: the reads are in db/queries/missed-work.ts.
 */
import type { RecordedCheckin, Sitting } from "./outcomes";

export interface MissedWork {
  /** Periods of skipped sittings, by historyCellKey: history, never part of a live block. */
  historyCells: ReadonlySet<string>;
  /** Task items with at least one sitting, every one of them skipped: pending again. */
  items: ReadonlySet<number>;
  /** To-dos with a skipped sitting: the periods of their sittings still live (not skipped). */
  looseLivePeriods: ReadonlyMap<number, number>;
}

export const NO_MISSED_WORK: MissedWork = { historyCells: new Set(), items: new Set(), looseLivePeriods: new Map() };

/** A stored period's key: its event (the host's, for an embedded item), the embedded item (0 for none), where it is. */
export function historyCellKey(cell: { eventId: number; embeddedItemId: number | null; week: number; dayOfWeek: number; section: number }): string {
  return `${cell.eventId}:${cell.embeddedItemId ?? 0}:${cell.week}:${cell.dayOfWeek}:${cell.section}`;
}

/** The sittings' periods and items that the skipped check-ins send back; check-ins of other statuses are ignored. */
export function missedWorkOf(sittings: readonly Sitting[], checkins: readonly RecordedCheckin[]): MissedWork {
  const skipped = new Set(
    checkins
      .filter((checkin) => checkin.status === "skipped")
      .map((checkin) => `${checkin.eventId}:${checkin.embeddedItemId ?? 0}:${checkin.week}:${checkin.dayOfWeek}:${checkin.slotStart}`),
  );
  if (skipped.size === 0) return NO_MISSED_WORK;
  const historyCells = new Set<string>();
  const itemSittings = new Map<number, boolean[]>();
  const looseSkipped = new Set<number>();
  const looseLive = new Map<number, number>();
  for (const sitting of sittings) {
    const isSkipped = skipped.has(`${sitting.eventId}:${sitting.embeddedItemId ?? 0}:${sitting.week}:${sitting.dayOfWeek}:${sitting.slotStart}`);
    if (isSkipped) {
      for (let section = sitting.slotStart; section <= sitting.slotEnd; section++) {
        historyCells.add(historyCellKey({ ...sitting, section }));
      }
    }
    if (sitting.itemId !== null) itemSittings.set(sitting.itemId, [...(itemSittings.get(sitting.itemId) ?? []), isSkipped]);
    if (sitting.taskId !== null) {
      if (isSkipped) looseSkipped.add(sitting.taskId);
      else looseLive.set(sitting.taskId, (looseLive.get(sitting.taskId) ?? 0) + sitting.periods);
    }
  }
  const items = new Set([...itemSittings].filter(([, flags]) => flags.every(Boolean)).map(([itemId]) => itemId));
  const looseLivePeriods = new Map([...looseSkipped].map((taskId) => [taskId, looseLive.get(taskId) ?? 0]));
  return { historyCells, items, looseLivePeriods };
}
