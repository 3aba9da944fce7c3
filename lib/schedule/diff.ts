/**
 * What a draft changes relative to the committed schedule, task by task: the list a student confirms.
 * Pure: both states in, a list out; positions stay in window terms (the caller adds dates).
 */
import { findTask } from "./occupancy";
import type { ScheduleState, SlotRange, StateTask } from "./state";
import { singleLine } from "../protocol/record-text";

type DraftChangeKind = "place" | "move" | "unplace";

export interface DraftChange {
  state_id: number;
  name: string;
  category: string;
  change: DraftChangeKind;
  from: SlotRange[];
  to: SlotRange[];
  /** The host's name when the task now sits inside an embeddable course. */
  embedded_in?: string;
  /** A review sitting: the item it reviews (task_class_items.id). */
  review_of?: number;
}

function sortedSlots(task: StateTask | undefined): SlotRange[] {
  return [...(task?.slots ?? [])].sort((a, b) => a.day - b.day || a.slot_start - b.slot_start);
}

function sameSlots(a: SlotRange[], b: SlotRange[]): boolean {
  return (
    a.length === b.length &&
    a.every((slot, index) => slot.day === b[index].day && slot.slot_start === b[index].slot_start && slot.slot_end === b[index].slot_end)
  );
}

/** Changes in state_id order; tasks whose periods and host are unchanged are left out. */
export function diffStates(base: ScheduleState, draft: ScheduleState): DraftChange[] {
  const changes: DraftChange[] = [];
  for (const task of [...draft.tasks].sort((a, b) => a.state_id - b.state_id)) {
    const before = findTask(base, task.state_id);
    const from = sortedSlots(before);
    const to = sortedSlots(task);
    const hostChanged = before?.embed_host !== task.embed_host;
    if (sameSlots(from, to) && !hostChanged) continue;
    const change: DraftChangeKind = from.length === 0 ? "place" : to.length === 0 ? "unplace" : "move";
    const host = task.embed_host !== undefined ? findTask(draft, task.embed_host) : undefined;
    changes.push({
      state_id: task.state_id,
      // One line on the confirm card and in what the model is told of it (issue 24).
      name: singleLine(task.name),
      category: task.category,
      change,
      from,
      to,
      ...(host ? { embedded_in: singleLine(host.name) } : {}),
      ...(task.review_of !== undefined ? { review_of: task.review_of } : {}),
    });
  }
  return changes;
}
