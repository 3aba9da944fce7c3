/**
 * Test support: the hard rules a plan must never break, checked on the state before and after it, independently
 * of how the planner works. Returns one line per violation, so a failing property shows what went wrong.
 */
import { dayGrid, isCourse } from "../occupancy";
import { pastDeadline } from "../deadline";
import { precedes } from "../rough-schedule-plan";
import { periodsPerDay, type ScheduleState, type SlotRange, type StateTask } from "../state";
import type { PlanningOptions } from "./request";

function sorted(slots: readonly SlotRange[] = []): SlotRange[] {
  return [...slots].sort((a, b) => a.day - b.day || a.slot_start - b.slot_start);
}

function studyPeriods(state: ScheduleState, day: number): number {
  const grid = dayGrid(state, day);
  let count = 0;
  for (let period = 1; period < grid.length; period++) if (grid[period].some((o) => !isCourse(o.task))) count++;
  return count;
}

/** A range across lunch or dinner that could have fitted between two breaks (window.long_breaks). */
function spansLongBreak(state: ScheduleState, slot: SlotRange): boolean {
  const breaks = state.window.long_breaks ?? [];
  const edges = [0, ...breaks, periodsPerDay(state.window)];
  const longest = Math.max(...edges.slice(1).map((edge, index) => edge - edges[index]));
  const length = slot.slot_end - slot.slot_start + 1;
  return length <= longest && breaks.some((period) => slot.slot_start <= period && period + 1 <= slot.slot_end);
}

export function hardRuleViolations(before: ScheduleState, after: ScheduleState, options: PlanningOptions = {}): string[] {
  const violations: string[] = [];
  const days = before.window.total_days;
  const was = new Map(before.tasks.map((task) => [task.state_id, task]));
  const newlyPlaced = after.tasks.filter((task) => was.get(task.state_id)?.status === "pending" && task.status !== "pending");

  // Overlap: one holder per period, plus at most one guest lying inside an occurrence of an unlocked 水课.
  for (let day = 1; day <= days; day++) {
    const grid = dayGrid(after, day);
    for (let period = 1; period < grid.length; period++) {
      const holders = grid[period].filter((o) => o.task.embed_host === undefined);
      const guests = grid[period].filter((o) => o.task.embed_host !== undefined);
      if (holders.length > 1 || guests.length > 1) violations.push(`overlap on day ${day} period ${period}`);
      for (const guest of guests) {
        const host = holders.find((o) => o.task.state_id === guest.task.embed_host);
        const inside =
          host !== undefined &&
          host.task.can_embed === true &&
          !host.task.locked &&
          host.range.slot_start <= guest.range.slot_start &&
          guest.range.slot_end <= host.range.slot_end;
        if (!inside) violations.push(`guest ${guest.task.state_id} outside a 水课 on day ${day} period ${period}`);
      }
    }
  }

  // Nothing that was not pending moves; locked tasks least of all. Hosts only gain guests.
  for (const task of after.tasks) {
    const previous = was.get(task.state_id);
    if (!previous) {
      violations.push(`task ${task.state_id} appeared`);
      continue;
    }
    if (previous.status === "pending") continue;
    const { embedded_by: _after, ...rest } = task;
    const { embedded_by: _before, ...restBefore } = previous;
    if (JSON.stringify(rest) !== JSON.stringify(restBefore)) violations.push(`task ${task.state_id} (not pending) changed`);
  }
  if (after.tasks.length !== before.tasks.length) violations.push("tasks were added or removed");

  const cap = options.daily_cap;
  for (let day = 1; day <= days && cap !== undefined; day++) {
    const added = newlyPlaced.some((task) => task.slots?.some((slot) => slot.day === day));
    if (added && studyPeriods(after, day) > cap) violations.push(`day ${day} over the daily cap`);
  }

  const dayStart = options.day_start ?? 1;
  const dayEnd = options.day_end ?? days;
  for (const task of newlyPlaced) {
    const slots = sorted(task.slots);
    if (slots.length === 0) violations.push(`task ${task.state_id} suggested without slots`);
    for (const slot of slots) {
      if (slot.day < dayStart || slot.day > dayEnd) violations.push(`task ${task.state_id} outside the requested days`);
      if (slot.slot_start < 1 || slot.slot_end > periodsPerDay(before.window) || slot.slot_start > slot.slot_end) violations.push(`task ${task.state_id} bad range`);
      if (spansLongBreak(before, slot)) violations.push(`task ${task.state_id} runs across a long break on day ${slot.day}`);
    }
    if (task.embed_host !== undefined && slots.length !== 1) violations.push(`guest ${task.state_id} with several ranges`);
    const periods = slots.reduce((sum, slot) => sum + slot.slot_end - slot.slot_start + 1, 0);
    if (task.category_id === undefined) {
      // A loose task: never more than its estimate, never past its deadline, blocks of at most the requested length.
      if (periods > (task.estimated_sections ?? 0)) violations.push(`loose ${task.state_id} over its estimate`);
      if (slots.some((slot) => pastDeadline(task, slot))) violations.push(`loose ${task.state_id} past its deadline`);
      // Blocks laid end to end are one range; ranges of one task never touch or overlap.
      for (let index = 1; index < slots.length; index++) {
        const previous = slots[index - 1];
        const acrossBreak = slots[index].slot_start === previous.slot_end + 1 && (before.window.long_breaks ?? []).includes(previous.slot_end);
        if (previous.day === slots[index].day && slots[index].slot_start <= previous.slot_end + 1 && !acrossBreak) {
          violations.push(`loose ${task.state_id} ranges touch or overlap`);
        }
      }
      if (task.embed_host !== undefined && options.allow_loose_embed !== true) violations.push(`loose ${task.state_id} embedded without permission`);
      continue;
    }
    const taskClass = before.task_classes?.find((c) => c.category_id === task.category_id);
    const classStart = taskClass?.day_start ?? 1;
    const classEnd = taskClass?.day_end ?? days;
    if (periods !== (was.get(task.state_id)?.duration ?? 2) || slots.length !== 1) violations.push(`item ${task.state_id} wrong length`);
    if (slots.some((slot) => slot.day < classStart || slot.day > classEnd)) violations.push(`item ${task.state_id} outside its class's days`);
    const excluded = taskClass?.excluded_slots ?? [];
    if (slots.some((slot) => excluded.some((block) => slot.slot_start <= block * 2 && slot.slot_end >= block * 2 - 1))) {
      violations.push(`item ${task.state_id} on an excluded block`);
    }
    const allowed = options.allow_filler_course ?? taskClass?.allow_filler_course ?? false;
    if (task.embed_host !== undefined && !allowed) violations.push(`item ${task.state_id} embedded without permission`);
  }

  // Item order: within a class, every placed item (new or old) follows every placed item of a lower order, and the
  // pending items that got placed form a leading run of the class's pending items.
  const classIds = new Set(after.tasks.flatMap((task) => (task.category_id === undefined ? [] : [task.category_id])));
  for (const categoryId of classIds) {
    const members = after.tasks.filter((task) => task.category_id === categoryId && task.item_order !== undefined);
    const placed = members.filter((task) => (task.slots ?? []).length > 0);
    for (const a of placed) {
      for (const b of placed) {
        if (a.item_order! < b.item_order! && !precedes(sorted(a.slots).at(-1)!, sorted(b.slots)[0])) {
          violations.push(`class ${categoryId}: item ${a.item_order} not before item ${b.item_order}`);
        }
      }
    }
    const pendingBefore = members
      .filter((task) => was.get(task.state_id)?.status === "pending")
      .sort((a, b) => a.item_order! - b.item_order!);
    const firstLeft = pendingBefore.findIndex((task: StateTask) => task.status === "pending");
    if (firstLeft >= 0 && pendingBefore.slice(firstLeft).some((task) => task.status !== "pending")) {
      violations.push(`class ${categoryId}: a later item placed while an earlier one was left out`);
    }
  }
  return violations;
}
