/**
 * Widening a draft's window ("把复习排到下下周" after a plan for this week): the longer window is read afresh, which
 * numbers its tasks anew, and the draft's own edits are carried over by what each task is (its source), with its
 * periods mapped by calendar day. Pure.
 */
import type { ScheduleState, ScheduleWindow, SlotRange, StateTask } from "./state";

type SourceKey = string;

function keyOf(task: StateTask): SourceKey {
  return `${task.source}:${task.source_id}`;
}

function sameSlots(a: readonly SlotRange[] = [], b: readonly SlotRange[] = []): boolean {
  return a.length === b.length && a.every((slot, index) => slot.day === b[index].day && slot.slot_start === b[index].slot_start && slot.slot_end === b[index].slot_end);
}

function edited(task: StateTask, before: StateTask | undefined): boolean {
  if (!before) return true;
  return task.status !== before.status || task.embed_host !== before.embed_host || !sameSlots(task.slots, before.slots);
}

/** Old window day -> new window day, through the calendar (week, weekday). */
function dayMap(from: ScheduleWindow, to: ScheduleWindow): Map<number, number> {
  const index = new Map(to.day_mapping.map((day) => [`${day.week}-${day.day_of_week}`, day.day_index]));
  const map = new Map<number, number>();
  for (const day of from.day_mapping) {
    const target = index.get(`${day.week}-${day.day_of_week}`);
    if (target !== undefined) map.set(day.day_index, target);
  }
  return map;
}

/**
 * `draft` and `base` share the old window; `fresh` is the committed schedule read over the new one (at the same
 * version). Returns `fresh` with the draft's edits and its proposed classes. A task edited onto a day the new window
 * no longer has (it began before today) keeps its committed place.
 */
export function carryDraft(draft: ScheduleState, base: ScheduleState, fresh: ScheduleState): ScheduleState {
  const days = dayMap(draft.window, fresh.window);
  const baseById = new Map(base.tasks.map((task) => [task.state_id, task]));
  const draftById = new Map(draft.tasks.map((task) => [task.state_id, task]));
  const tasks = fresh.tasks.map((task) => ({ ...task }));
  const freshByKey = new Map(tasks.map((task) => [keyOf(task), task]));
  let nextId = Math.max(0, ...tasks.map((task) => task.state_id)) + 1;

  // First the tasks themselves (a host must have its new id before a guest points at it).
  const carried: Array<{ from: StateTask; to: StateTask }> = [];
  for (const task of draft.tasks) {
    if (!edited(task, baseById.get(task.state_id))) continue;
    const slots = (task.slots ?? []).map((slot) => ({ ...slot, day: days.get(slot.day) ?? -1 }));
    if (slots.some((slot) => slot.day < 0)) continue;
    let target = freshByKey.get(keyOf(task));
    if (!target) {
      if (baseById.has(task.state_id)) continue; // gone from the timetable since: nothing to carry
      target = { ...task, state_id: nextId++ }; // a proposed class's new item
      tasks.push(target);
      freshByKey.set(keyOf(target), target);
    }
    target.status = task.status;
    if (slots.length > 0) target.slots = slots;
    else delete target.slots;
    if (task.duration !== undefined) target.duration = task.duration;
    carried.push({ from: task, to: target });
  }
  for (const { from, to } of carried) {
    const host = from.embed_host === undefined ? undefined : draftById.get(from.embed_host);
    const freshHost = host ? freshByKey.get(keyOf(host)) : undefined;
    if (freshHost) to.embed_host = freshHost.state_id;
    else delete to.embed_host;
  }
  relinkGuests(tasks);
  const proposed = (draft.task_classes ?? []).filter((taskClass) => taskClass.proposed);
  return { ...fresh, tasks, task_classes: [...(fresh.task_classes ?? []), ...proposed] };
}

/** Rebuilds every host's embedded_by from its guests' embed_host. */
function relinkGuests(tasks: StateTask[]): void {
  const guests = new Map<number, number[]>();
  for (const task of tasks) {
    if (task.embed_host !== undefined) guests.set(task.embed_host, [...(guests.get(task.embed_host) ?? []), task.state_id]);
  }
  for (const task of tasks) {
    const list = guests.get(task.state_id);
    if (list) task.embedded_by = list.sort((a, b) => a - b);
    else delete task.embedded_by;
  }
}
