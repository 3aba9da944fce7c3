/**
 * Seeded random planning instances for the property tests and the benchmark: a weekly timetable (fixed courses and
 * some 水课), task classes whose items form chains, loose tasks with estimates, quadrants, deadlines and urgency
 * thresholds, and a few study blocks already on the timetable. The same (days, tasks, seed) always gives the same
 * state, so a figure can be reproduced.
 *
 * The work asked for is on purpose more than the free time holds (about 1.5 times), as in a real exam week:
 * otherwise every plan places everything and there is nothing to compare.
 */
import { addDays, buildWindow } from "@/lib/schedule/indexing";
import type { ScheduleState, SlotRange, StateTask, StateTaskClass } from "@/lib/schedule/state";
import type { PlanningOptions } from "@/lib/schedule/planner/request";

export interface InstanceSpec {
  days: number;
  /** Task-class items and loose tasks together. */
  tasks: number;
  seed: number;
  /** Daily study cap; default 8. Pass null for none. */
  daily_cap?: number | null;
}

export interface Instance {
  label: string;
  state: ScheduleState;
  options: PlanningOptions;
}

// 2025-09-01 is a Monday, so window day 1 is a Monday.
const TERM = { start_date: "2025-09-01", weeks: 30 };
const ITEMS_PER_CLASS = 6;

/** mulberry32: small, fast, and good enough to draw test data. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInstance(spec: InstanceSpec): Instance {
  const random = randomSource(spec.seed * 7919 + spec.days * 31 + spec.tasks);
  const integer = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];

  const window = buildWindow(TERM, TERM.start_date, addDays(TERM.start_date, spec.days - 1));
  if (!window) throw new Error("instance window outside the term");
  const tasks: StateTask[] = [];
  let nextId = 1;
  const taken = new Set<string>();
  const take = (day: number, start: number, end: number) => {
    for (let period = start; period <= end; period++) taken.add(`${day}:${period}`);
  };
  const isFree = (day: number, start: number, end: number) => {
    for (let period = start; period <= end; period++) if (taken.has(`${day}:${period}`)) return false;
    return true;
  };

  // A weekly timetable: on each weekday 2-3 meetings of standard blocks, sometimes a 3- or 4-period lab.
  const weekly: Array<{ weekday: number; start: number; end: number; filler: boolean }> = [];
  for (let weekday = 1; weekday <= 5; weekday++) {
    const meetings = integer(2, 3);
    const blocks = [1, 2, 3, 4, 5].sort(() => random() - 0.5).slice(0, meetings);
    for (const block of blocks) {
      const start = block * 2 - 1;
      const end = Math.min(12, start + (random() < 0.15 ? integer(2, 3) : 1));
      weekly.push({ weekday, start, end, filler: random() < 0.2 });
    }
  }
  for (const meeting of weekly) {
    const slots: SlotRange[] = [];
    for (let day = meeting.weekday; day <= spec.days; day += 7) {
      if (!isFree(day, meeting.start, meeting.end)) continue;
      take(day, meeting.start, meeting.end);
      slots.push({ day, slot_start: meeting.start, slot_end: meeting.end });
    }
    if (slots.length === 0) continue;
    const stateId = nextId++;
    tasks.push({
      state_id: stateId,
      source: "event",
      source_id: stateId,
      name: `${meeting.filler ? "选修" : "课程"}${stateId}`,
      category: "课程",
      status: "existing",
      locked: !meeting.filler,
      event_type: "course",
      ...(meeting.filler ? { can_embed: true } : {}),
      slots,
    });
  }

  // A few study blocks already committed, to count against the daily cap.
  for (let count = 0; count < Math.ceil(spec.days / 7); count++) {
    const day = integer(1, spec.days);
    const start = pick([1, 3, 5, 7, 9, 11]);
    if (!isFree(day, start, start + 1)) continue;
    take(day, start, start + 1);
    const stateId = nextId++;
    tasks.push({
      state_id: stateId,
      source: "event",
      source_id: stateId,
      name: `自习${stateId}`,
      category: "自习",
      status: "existing",
      locked: false,
      event_type: "task",
      slots: [{ day, slot_start: start, slot_end: start + 1 }],
    });
  }

  const classCount = Math.max(1, Math.round((spec.tasks * 0.4) / ITEMS_PER_CLASS));
  const taskClasses: StateTaskClass[] = [];
  let itemsLeft = spec.tasks;
  for (let index = 0; index < classCount && itemsLeft > 0; index++) {
    const categoryId = 100 + index;
    const dayStart = integer(1, Math.max(1, Math.floor(spec.days / 3)));
    const dayEnd = integer(Math.min(spec.days, dayStart + Math.floor(spec.days / 3)), spec.days);
    const name = `复习${index + 1}`;
    taskClasses.push({
      category_id: categoryId,
      name,
      day_start: dayStart,
      day_end: dayEnd,
      strategy: random() < 0.5 ? "steady" : "rapid",
      allow_filler_course: random() < 0.5,
      excluded_slots: random() < 0.4 ? [pick([1, 6])] : [],
    });
    const group = pick([1, 2, 2, 2, 3] as const);
    const count = Math.min(itemsLeft, ITEMS_PER_CLASS);
    for (let order = 1; order <= count; order++) {
      const stateId = nextId++;
      tasks.push({
        state_id: stateId,
        source: "task_item",
        source_id: stateId,
        name: `${name}第${order}章`,
        category: name,
        status: "pending",
        locked: false,
        duration: pick([1, 2, 2, 2, 2, 3, 4]),
        category_id: categoryId,
        item_order: order,
        priority_group: group,
      });
    }
    itemsLeft -= count;
  }

  for (let count = 0; count < itemsLeft; count++) {
    const stateId = nextId++;
    const group = pick([1, 2, 2, 3, 3, 4] as const);
    const hasDeadline = random() < 0.75;
    const deadline = hasDeadline ? integer(1, spec.days) : undefined;
    const urgentFrom = group === 2 && deadline !== undefined && random() < 0.6 ? deadline - integer(1, 3) : undefined;
    tasks.push({
      state_id: stateId,
      source: "task",
      source_id: stateId,
      name: `待办${stateId}`,
      category: "任务",
      status: "pending",
      locked: false,
      estimated_sections: pick([1, 2, 2, 3, 3, 4, 5, 6]),
      block_length: pick([2, 2, 2, 2, 1, 3]),
      priority_group: group,
      ...(deadline !== undefined ? { deadline_day: deadline } : {}),
      // Some deadlines fall inside their day (an evening deadline leaves periods 1-10, a noon one 1-4).
      ...(deadline !== undefined && random() < 0.3 ? { deadline_slot: pick([4, 8, 10]) } : {}),
      ...(urgentFrom !== undefined ? { urgent_from_day: urgentFrom } : {}),
    });
  }

  const cap = spec.daily_cap === undefined ? 8 : spec.daily_cap;
  return {
    label: `${spec.days}天×${spec.tasks}任务#${spec.seed}`,
    // Lunch after period 4 and dinner after period 8, as in the default clock: sittings never run across them.
    state: { window: { ...window, long_breaks: [4, 8] }, tasks, task_classes: taskClasses },
    options: cap === null ? {} : { daily_cap: cap },
  };
}
