import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { executeTool, periodsPerDay, READ_TOOL_NAMES, type ScheduleState, type StateTask } from "@/lib/schedule";
import {
  allPlacedExample,
  batchMoveExample,
  deepFreeze,
  firstFreeExample,
  overviewExample,
  timetableExample,
} from "@/testing/fixtures/seed-example";
import { findTask } from "./occupancy";

/** 思政 also fills the evenings (第9-12节) of most days, so random placements often land inside a 水课. */
const EVENING_DAYS = [1, 2, 3, 5, 6, 7, 8, 9, 10];
const eveningHost = (task: StateTask): StateTask => {
  if (task.state_id !== 10) return task;
  const evenings = EVENING_DAYS.map((day) => ({ day, slot_start: 9, slot_end: 12 }));
  return { ...task, slots: [...(task.slots ?? []), ...evenings] };
};

/** The timetable with many more items waiting, so that random sequences place, move, swap and embed a lot. */
const busyPlanner: ScheduleState = deepFreeze({
  ...structuredClone(timetableExample),
  tasks: [
    ...structuredClone(timetableExample.tasks).map(eveningHost),
    ...Array.from({ length: 8 }, (_, index): StateTask => ({
      state_id: 40 + index,
      source: "task_item",
      source_id: 300 + index,
      name: `第${index + 1}章`,
      category: "概率论",
      status: "pending",
      locked: false,
      duration: (index % 3) + 1,
      category_id: 30,
    })),
  ],
});

const startStates: ScheduleState[] = [
  busyPlanner,
  busyPlanner,
  timetableExample,
  allPlacedExample,
  batchMoveExample,
  firstFreeExample,
  overviewExample,
];

/** The shortest and longest day a term may have, the seed's 12 and an odd count. */
const SIZES = [8, 12, 13, 16] as const;

/**
 * A seed state on a day of `periods` periods. A longer day only gains free periods; a shorter one loses the ranges
 * past its last period, a guest whose host range went with them, and a placed task left with no range at all.
 */
function resized(state: ScheduleState, periods: number): ScheduleState {
  const copy = structuredClone(state);
  copy.window.periods_per_day = periods;
  const kept = copy.tasks.map((task) => (task.slots ? { ...task, slots: task.slots.filter((range) => range.slot_end <= periods) } : task));
  const byId = new Map(kept.map((task) => [task.state_id, task]));
  const hosted = kept.map((task) => {
    if (task.embed_host === undefined) return task;
    const hostRanges = byId.get(task.embed_host)?.slots ?? [];
    const slots = (task.slots ?? []).filter((range) => hostRanges.some((host) => host.day === range.day && host.slot_start <= range.slot_start && range.slot_end <= host.slot_end));
    return { ...task, slots };
  });
  const tasks = hosted.filter((task) => task.status === "pending" || (task.slots ?? []).length > 0);
  const guests = new Set(tasks.filter((task) => task.embed_host !== undefined).map((task) => task.state_id));
  for (const task of tasks) {
    if (task.embedded_by) task.embedded_by = task.embedded_by.filter((id) => guests.has(id));
  }
  return deepFreeze({ ...copy, tasks });
}

/**
 * The n-th task of whatever state the call meets, resolved just before the call (as text when `asText`), so most
 * calls name a task that exists whichever earlier calls succeeded.
 */
type TaskRef = { taskIndex: number; asText: boolean };

const mostly = <T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: usual }, { weight: 1, arbitrary: odd });
const taskId = fc.oneof(
  { weight: 12, arbitrary: fc.record({ taskIndex: fc.nat(), asText: fc.boolean() }) },
  { weight: 1, arbitrary: fc.integer({ min: -3, max: 120 }) }, // an id that may well not exist
);
const day = mostly(fc.integer({ min: 1, max: 13 }), fc.integer({ min: -2, max: 16 }));
const slotOf = (periods: number) => mostly(fc.integer({ min: 1, max: periods }), fc.integer({ min: -1, max: periods + 2 }));

/** Integers as models send them: mostly numbers, sometimes numeric strings, rarely something else entirely. */
function sent(value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 16, arbitrary: value },
    { weight: 2, arbitrary: value.map((item) => (typeof item === "number" ? String(item) : item)) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, 2.5, "abc", null) },
  );
}

function isTaskRef(value: object): value is TaskRef {
  return "taskIndex" in value && typeof value.taskIndex === "number";
}

function resolveTaskRefs(value: unknown, state: ScheduleState): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveTaskRefs(item, state));
  if (value === null || typeof value !== "object") return value;
  if (isTaskRef(value)) {
    const id = state.tasks[value.taskIndex % state.tasks.length].state_id;
    return value.asText ? String(id) : id;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveTaskRefs(item, state)]));
}

const record = (name: fc.Arbitrary<string>, args: fc.Arbitrary<unknown>) => fc.record({ name, args });

/** A tool call as a model sends it, with periods drawn for a day of `periods`. */
function callOf(periods: number): fc.Arbitrary<{ name: string; args: unknown }> {
  const slot = slotOf(periods);
  const moveItem = fc.record({ task_id: sent(taskId), new_day: sent(day), new_slot_start: sent(slot) });
  const placeArgs = fc.record({ task_id: sent(taskId), day: sent(day), slot_start: sent(slot) });
  const swapArgs = fc.record({ task_a: sent(taskId), task_b: sent(taskId) });
  const rangeArgs = fc.record({ day: sent(day), slot_start: sent(slot), slot_end: sent(slot) }, { requiredKeys: ["day"] });
  const findArgs = fc.record({ duration: sent(slot), day: sent(day) }, { requiredKeys: ["duration"] });
  const taskArgs = fc.record({ task_id: sent(taskId) });
  return fc.oneof(
  { weight: 5, arbitrary: record(fc.constant("place"), placeArgs) },
  { weight: 4, arbitrary: record(fc.constant("move"), moveItem) },
  { weight: 2, arbitrary: record(fc.constant("swap"), swapArgs) },
  { weight: 3, arbitrary: record(fc.constant("batch_move"), fc.record({ moves: fc.array(moveItem, { maxLength: 4 }) })) },
  { weight: 2, arbitrary: record(fc.constant("unplace"), taskArgs) },
  { weight: 1, arbitrary: record(fc.constantFrom("get_overview", "list_tasks"), fc.constant({})) },
  { weight: 1, arbitrary: record(fc.constant("query_range"), rangeArgs) },
  { weight: 1, arbitrary: record(fc.constantFrom("find_first_free", "find_free"), findArgs) },
  { weight: 1, arbitrary: record(fc.constant("get_task_info"), taskArgs) },
  { weight: 1, arbitrary: record(fc.constantFrom("bogus", "place", "batch_move"), fc.anything()) },
  );
}

/**
 * What is wrong with the timetable: every period holds at most one task, or a 水课 plus one guest lying inside it,
 * with embed_host and embedded_by agreeing both ways. Collected as text so one assertion shows them all.
 */
function violations(state: ScheduleState): string[] {
  const problems: string[] = [];
  const byId = new Map(state.tasks.map((task) => [task.state_id, task]));
  for (const task of state.tasks) {
    const ranges = task.slots ?? [];
    const label = `[${task.state_id}]`;
    if ((task.status === "pending") !== (ranges.length === 0)) {
      problems.push(`${label} ${task.status} with ${ranges.length} ranges`);
    }
    for (const range of ranges) {
      const inWindow = range.day >= 1 && range.day <= state.window.total_days;
      const inDay = range.slot_start >= 1 && range.slot_start <= range.slot_end && range.slot_end <= periodsPerDay(state.window);
      if (!inWindow || !inDay) problems.push(`${label} bad range ${JSON.stringify(range)}`);
    }
    if (task.embed_host !== undefined) {
      // Only a task item can be stored as a guest (schedules.embedded_task_id); an embedded event could never commit.
      if (task.source !== "task_item") problems.push(`${label} is an event embedded in a host`);
      const host = byId.get(task.embed_host);
      if (!host?.can_embed || !host.embedded_by?.includes(task.state_id)) problems.push(`${label} host link broken`);
      if (ranges.length === 0) problems.push(`${label} is a guest without periods`);
      const inside = ranges.every((range) =>
        (host?.slots ?? []).some(
          (hostRange) =>
            hostRange.day === range.day && hostRange.slot_start <= range.slot_start && range.slot_end <= hostRange.slot_end,
        ),
      );
      if (!inside) problems.push(`${label} sticks out of its host`);
    }
    for (const guestId of task.embedded_by ?? []) {
      if (byId.get(guestId)?.embed_host !== task.state_id) problems.push(`${label} lists [${guestId}] as guest`);
    }
  }
  const holders = new Map<string, StateTask[]>();
  for (const task of state.tasks) {
    for (const range of task.slots ?? []) {
      for (let period = range.slot_start; period <= range.slot_end; period++) {
        const key = `${range.day}:${period}`;
        holders.set(key, [...(holders.get(key) ?? []), task]);
      }
    }
  }
  for (const [key, tasks] of holders) {
    const guests = tasks.filter((task) => task.embed_host !== undefined);
    const others = tasks.filter((task) => task.embed_host === undefined);
    const shared = others.length === 1 && guests.length === 1 && guests[0].embed_host === others[0].state_id;
    if (tasks.length > 1 && !shared) {
      problems.push(`period ${key} held by ${tasks.map((task) => task.state_id).join(",")}`);
    }
  }
  return problems;
}

type MoveItem = { task_id: number; new_day: number; new_slot_start: number };

/** Each listed task sits on exactly its target with its old length; every other task kept its ranges. */
function movedAsAsked(start: ScheduleState, end: ScheduleState, moves: readonly MoveItem[]): boolean {
  const targets = new Map(moves.map((item) => [item.task_id, item]));
  return start.tasks.every((task) => {
    const after = findTask(end, task.state_id)?.slots;
    const item = targets.get(task.state_id);
    if (!item) return JSON.stringify(after) === JSON.stringify(task.slots);
    const old = (task.slots ?? [])[0];
    const slotEnd = item.new_slot_start + old.slot_end - old.slot_start;
    const expected = [{ day: item.new_day, slot_start: item.new_slot_start, slot_end: slotEnd }];
    return JSON.stringify(after) === JSON.stringify(expected);
  });
}

function lockedTasks(state: ScheduleState): StateTask[] {
  return state.tasks.filter((task) => task.locked);
}

describe.each(SIZES)("schedule tools under random call sequences, %i periods a day", (periods) => {
  const starts = startStates.map((state) => resized(state, periods));
  const busy = resized(busyPlanner, periods);
  const moveStarts = [resized(batchMoveExample, periods), resized(allPlacedExample, periods)];
  const movable = [2, 3, 6, 7, 8, 9].filter((id) => moveStarts.every((state) => findTask(state, id)?.slots?.length));

  test("keep the timetable consistent, never touch locked tasks and never change the state on failure", () => {
    const outcomes = { writeSucceeded: 0, failed: 0, pastTwelve: 0 };
    fc.assert(
      fc.property(fc.constantFrom(...starts), fc.array(callOf(periods), { minLength: 3, maxLength: 12 }), (start, calls) => {
        const locked = structuredClone(lockedTasks(start));
        let state = start;
        for (const { name, args } of calls) {
          const before = structuredClone(state);
          // The state is deeply frozen: a tool that mutated it would throw.
          const result = executeTool(state, name, resolveTaskRefs(args, state));
          expect(state).toEqual(before);
          const isRead = (READ_TOOL_NAMES as readonly string[]).includes(name);
          // Failures and reads hand back the very input; a successful write always builds a new state.
          expect(Object.is(result.state, state)).toBe(!result.ok || isRead);
          if (result.ok && !isRead) outcomes.writeSucceeded++;
          if (result.ok && !isRead && result.state.tasks.some((task) => task.slots?.some((range) => range.slot_end > 12))) outcomes.pastTwelve++;
          // Replies count the day this state has: "每天N个时段", "占用x/N".
          if (name === "get_overview" && result.ok) expect(result.text).toContain(`每天${periods}个时段`);
          for (const load of result.text.matchAll(/当前占用：.*?(\d+)\/(\d+)。/g)) expect(Number(load[2])).toBe(periods);
          if (!result.ok) outcomes.failed++;
          expect(result.text.length).toBeGreaterThan(0);
          expect(violations(result.state)).toEqual([]);
          expect(lockedTasks(result.state)).toEqual(locked);
          expect(result.state.tasks.map((task) => task.state_id)).toEqual(start.tasks.map((task) => task.state_id));
          state = deepFreeze(result.state);
        }
      }),
      // A fixed seed: the counts below guard the generator, and on a random seed they fell short once in CI
      // (no write past period 12 in 200 sequences); the seed makes them the same on every run.
      { numRuns: 200, seed: 20261205 },
    );
    // Guards against a generator that only ever produces refused calls.
    expect(outcomes.writeSucceeded).toBeGreaterThan(30);
    expect(outcomes.failed).toBeGreaterThan(100);
    // A longer day's extra periods are really used.
    if (periods > 12) expect(outcomes.pastTwelve).toBeGreaterThan(0);
  });

  test("batch_move moves every listed task to its target or changes nothing", () => {
    const outcomes = { succeeded: 0, failed: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...moveStarts),
        fc.array(
          fc.record({
            task_id: fc.constantFrom(...movable),
            new_day: fc.integer({ min: 1, max: 13 }),
            new_slot_start: fc.integer({ min: 1, max: periods }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (start, moves) => {
          const result = executeTool(start, "batch_move", { moves });
          if (result.ok) outcomes.succeeded++;
          else outcomes.failed++;
          expect(result.ok ? movedAsAsked(start, result.state, moves) : result.state === start).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
    expect(outcomes.succeeded).toBeGreaterThan(10);
    expect(outcomes.failed).toBeGreaterThan(10);
  });

  test("batch_move of one task behaves like move, also next to its own place", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...moveStarts),
        fc.constantFrom(...movable),
        fc.option(fc.integer({ min: -2, max: 2 }), { nil: undefined }),
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: periods }),
        (start, task_id, shift, anyDay, anySlot) => {
          // With a shift the target overlaps or touches the task's own range, which a batch must not block on.
          const own = findTask(start, task_id)?.slots?.[0];
          const nearby = shift !== undefined && own !== undefined;
          const item = {
            task_id,
            new_day: nearby ? own.day : anyDay,
            new_slot_start: nearby ? Math.min(Math.max(own.slot_start + shift, 1), periods) : anySlot,
          };
          const batched = executeTool(start, "batch_move", { moves: [item] });
          const moved = executeTool(start, "move", item);
          expect(batched.ok).toBe(moved.ok);
          expect(batched.state).toEqual(moved.state);
        },
      ),
      { numRuns: 200 },
    );
  });

  test("unplace undoes place, embedding included", () => {
    const pendingIds = busy.tasks.filter((task) => task.status === "pending").map((task) => task.state_id);
    let embedded = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...pendingIds),
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: periods }),
        (taskId, targetDay, slotStart) => {
          const placed = executeTool(busy, "place", { task_id: taskId, day: targetDay, slot_start: slotStart });
          if (findTask(placed.state, taskId)?.embed_host !== undefined) embedded++;
          const undone = placed.ok ? executeTool(placed.state, "unplace", { task_id: taskId }).state : placed.state;
          expect(undone).toEqual(busy);
        },
      ),
      // A fixed seed, as above: on a random one the count below fell to exactly 10 once in a clean clone (2026-12-07).
      { numRuns: 200, seed: 20261207 },
    );
    // The seed's 水课 sit in the evenings (第9-12节), which an 8-period day does not have.
    if (periods >= 12) expect(embedded).toBeGreaterThan(10);
  });
});
