/**
 * The edits the write tools make, on a private copy ("draft") of the state: lifting a task off the timetable
 * and settling it on a range, keeping embed_host / embedded_by consistent both ways. The caller's state is never
 * touched, so a failed tool can simply hand back its input.
 *
 * The copy is copy-on-write: the task list is new, but a task object is cloned only when an edit reaches it, so a
 * write on a 300-task state copies the two or three tasks it changes instead of the whole state (bench §1).
 */
import { deadlineText } from "../deadline";
import { checkPlacement, findTask, type Occupant } from "../occupancy";
import { periodsPerDay, type ScheduleState, type SlotRange, type StateTask } from "../state";

/** A pending task item without a duration takes one standard 2-period block (seed §3.3). */
export const DEFAULT_DURATION = 2;

/**
 * Periods a pending task takes when placed by hand: an item's duration; a loose task's whole estimate in one sitting
 * (only the rough scheduler splits a loose task into blocks).
 */
export function pendingLength(task: StateTask): number {
  return task.duration ?? task.estimated_sections ?? DEFAULT_DURATION;
}

/**
 * What a pending task needs, for the read tools: "需3个连续时段" for an item; for a loose task the total, that it may be
 * split, and its deadline day when it has one in the window ("共需6个时段（可分段，截止第3天）").
 */
export function pendingNeedText(state: ScheduleState, task: StateTask): string {
  if (task.source !== "task" || task.estimated_sections === undefined) return `需${pendingLength(task)}个连续时段`;
  const until = deadlineText(task, periodsPerDay(state.window));
  const deadline = until === undefined ? "" : `，截止${until}`;
  return `共需${task.estimated_sections}个时段（可分段${deadline}）`;
}

/** The ids of the tasks each draft already owns (cloned), so each is cloned at most once. */
const ownedTasks = new WeakMap<ScheduleState, Set<number>>();

export function draftOf(state: ScheduleState): ScheduleState {
  const draft: ScheduleState = { ...state, tasks: [...state.tasks] };
  ownedTasks.set(draft, new Set());
  return draft;
}

/** The draft's own, editable copy of a task. */
function draftTask(draft: ScheduleState, taskId: number): StateTask {
  const index = draft.tasks.findIndex((task) => task.state_id === taskId);
  if (index < 0) throw new Error(`draft lost task ${taskId}`);
  const owned = ownedTasks.get(draft);
  if (!owned) throw new Error("edit on a state that is not a draft");
  if (!owned.has(taskId)) {
    draft.tasks[index] = structuredClone(draft.tasks[index]);
    owned.add(taskId);
  }
  return draft.tasks[index];
}

function detachFromHost(draft: ScheduleState, guest: StateTask): void {
  if (guest.embed_host === undefined) return;
  const host = findTask(draft, guest.embed_host) ? draftTask(draft, guest.embed_host) : undefined;
  if (host?.embedded_by) {
    const remaining = host.embedded_by.filter((id) => id !== guest.state_id);
    if (remaining.length > 0) host.embedded_by = remaining;
    else delete host.embedded_by;
  }
  delete guest.embed_host;
}

/** Takes the task off the timetable (and out of its host) without changing its status. */
export function lift(draft: ScheduleState, taskId: number): StateTask {
  const task = draftTask(draft, taskId);
  detachFromHost(draft, task);
  delete task.slots;
  return task;
}

export type Landing = { kind: "free" } | { kind: "embed"; host: StateTask };

/** Where the range can go on the draft as it is now, or who is in the way. */
export function landingOn(
  draft: ScheduleState,
  range: SlotRange,
  ignore: ReadonlySet<number> = new Set(),
): Landing | { kind: "conflict"; occupants: Occupant[] } {
  const check = checkPlacement(draft, range.day, range.slot_start, range.slot_end, ignore);
  if (check.kind === "embed") return { kind: "embed", host: check.host };
  return check;
}

/** Puts a lifted task on the range, embedding it into the host when the landing says so. */
export function settle(draft: ScheduleState, taskId: number, range: SlotRange, landing: Landing): StateTask {
  const task = draftTask(draft, taskId);
  detachFromHost(draft, task);
  task.slots = [{ day: range.day, slot_start: range.slot_start, slot_end: range.slot_end }];
  if (landing.kind === "embed") {
    const host = draftTask(draft, landing.host.state_id);
    task.embed_host = host.state_id;
    host.embedded_by = [...new Set([...(host.embedded_by ?? []), task.state_id])].sort((a, b) => a - b);
  }
  return task;
}

/** The one range of a placed task, or undefined when it has none or several (such a task moves as no unit). */
export function singleRange(task: StateTask): SlotRange | undefined {
  return task.slots?.length === 1 ? task.slots[0] : undefined;
}

export function rangeFrom(day: number, slotStart: number, duration: number): SlotRange {
  return { day, slot_start: slotStart, slot_end: slotStart + duration - 1 };
}

export function rangeLength(range: SlotRange): number {
  return range.slot_end - range.slot_start + 1;
}

/** Hosts carrying guests refuse to move: their guests would be left inside nothing. */
export function carriesGuests(task: StateTask): boolean {
  return (task.embedded_by?.length ?? 0) > 0;
}
