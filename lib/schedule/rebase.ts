/**
 * A draft kept across turns was built on the to-do list of its day. Creating, editing or completing a loose task
 * does not change the schedule version (it moves no block), so before a reused draft is shown to the tools its
 * pending loose tasks are brought up to date from a fresh read: new ones appended (new state_ids), finished or
 * deleted ones dropped, deadlines and estimates refreshed. Loose tasks the draft already placed are left as
 * placed; the commit checks them against the task as it is then. Pure.
 */
import type { ScheduleState, StateTask } from "./state";

const LOOSE_FIELDS = ["name", "estimated_sections", "priority_group", "deadline_day", "deadline_slot", "urgent_from_day", "missed"] as const;

function refreshed(task: StateTask, fresh: StateTask): StateTask {
  const next: StateTask = { ...task };
  for (const field of LOOSE_FIELDS) {
    if (fresh[field] === undefined) delete next[field];
    else (next as unknown as Record<string, unknown>)[field] = fresh[field];
  }
  return next;
}

export function rebaseLooseTasks(draft: ScheduleState, fresh: ScheduleState): ScheduleState {
  const freshLoose = new Map(fresh.tasks.filter((task) => task.source === "task").map((task) => [task.source_id, task]));
  const known = new Set<number>();
  let changed = false;
  const tasks: StateTask[] = [];
  for (const task of draft.tasks) {
    if (task.source !== "task") {
      tasks.push(task);
      continue;
    }
    known.add(task.source_id);
    const now = freshLoose.get(task.source_id);
    if (task.status !== "pending") tasks.push(task);
    else if (!now) changed = true; // completed, deleted or given a block meanwhile
    else {
      const next = refreshed(task, now);
      changed ||= LOOSE_FIELDS.some((field) => next[field] !== task[field]);
      tasks.push(next);
    }
  }
  let nextId = draft.tasks.reduce((max, task) => Math.max(max, task.state_id), 0) + 1;
  for (const task of freshLoose.values()) {
    if (known.has(task.source_id)) continue;
    tasks.push({ ...task, state_id: nextId++ });
    changed = true;
  }
  return changed ? { ...draft, tasks } : draft;
}

/**
 * A check-in does not change the schedule version either: a sitting skipped since the draft was made sent its item
 * back to pending (lib/schedule/missed-work.ts). Its block, left in the draft as it was (a study block, or a guest in
 * a 水课), becomes the fresh read's pending item, with a new state_id. A block the draft itself changed since is
 * kept: the draft's own edit wins, and the commit checks it against the database then. Pure.
 */
export function rebaseMissedItems(draft: ScheduleState, fresh: ScheduleState): ScheduleState {
  const missed = fresh.tasks.filter((task) => task.source === "task_item" && task.status === "pending" && task.missed);
  if (missed.length === 0) return draft;
  let tasks = draft.tasks;
  let nextId = draft.tasks.reduce((max, task) => Math.max(max, task.state_id), 0) + 1;
  for (const item of missed) {
    const inDraft = tasks.filter(
      (task) => (task.source === "task_item" && task.source_id === item.source_id) || (task.source === "event" && task.item_id === item.source_id),
    );
    if (inDraft.some((task) => task.status !== "existing")) continue; // pending already, or placed by this draft
    const gone = new Set(inDraft.map((task) => task.state_id));
    tasks = tasks
      .filter((task) => !gone.has(task.state_id))
      .map((task) => (task.embedded_by?.some((id) => gone.has(id)) ? { ...task, embedded_by: task.embedded_by.filter((id) => !gone.has(id)) } : task));
    tasks.push({ ...item, state_id: nextId++ });
  }
  return tasks === draft.tasks ? draft : { ...draft, tasks };
}
