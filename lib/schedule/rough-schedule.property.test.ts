import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, buildWindow } from "./indexing";
import { checkPlacement, dayGrid } from "./occupancy";
import { roughSchedule, type RoughScheduleOptions, type RoughScheduleResult } from "./rough-schedule";
import { MAX_PERIODS_PER_DAY, periodsPerDay, type ScheduleState, type SlotRange, type StateTask, type StateTaskClass } from "./state";

// 2025-09-01 is a Monday.
const TERM = { start_date: "2025-09-01", weeks: 20 };
const CLASS_IDS = [1, 2, 3];

/**
 * Every scenario draws the length of its day too: the shortest and longest a term may have, the default, and an odd
 * one (whose last 2-period block is the single period 13).
 */
const periodsArbitrary = fc.constantFrom(8, 12, 12, 13, 16);

const courseArbitrary = fc.record({
  day: fc.integer({ min: 1, max: 6 }),
  start: fc.integer({ min: 1, max: MAX_PERIODS_PER_DAY }),
  length: fc.integer({ min: 1, max: 8 }),
  kind: fc.constantFrom("locked", "filler", "filler", "task"),
});

const classArbitrary = fc.record({
  listed: fc.boolean(), // false: the class is missing from task_classes
  inWindow: fc.nat(29), // 0: the class's dates miss the window
  dayStart: fc.integer({ min: 1, max: 6 }),
  dayLength: fc.nat(5),
  strategy: fc.constantFrom("steady", "rapid") as fc.Arbitrary<"steady" | "rapid">,
  allowFiller: fc.boolean(),
  excluded: fc.subarray([1, 2, 3, 4, 5, 6, 7, 8], { maxLength: 3 }),
});

const itemArbitrary = fc.record(
  {
    classIndex: fc.nat(2),
    duration: fc.constantFrom(1, 2, 2, 2, 3, 4, undefined),
    rank: fc.nat(1000),
    // Mostly pending; some already on the timetable as a committed study block (an event, as loadState reads it
    // back) or as a task item placed earlier in the draft. `spot` picks one of the free positions for it.
    placed: fc.constantFrom("pending", "pending", "pending", "pending", "event", "item"),
    spot: fc.nat(1000),
  },
  { requiredKeys: ["classIndex", "duration", "rank"] },
);

/** Days of the options as shares of the window, so that most of them land inside whatever window is drawn. */
const optionsArbitrary = fc.record(
  {
    // Mostly a real class, sometimes an unknown one.
    category_id: fc.oneof({ arbitrary: fc.constantFrom(1, 2, 3), weight: 9 }, { arbitrary: fc.constant(4), weight: 1 }),
    day_start_share: fc.nat(99),
    day_end_share: fc.nat(99),
    day_outside_window: fc.oneof({ arbitrary: fc.constant(false), weight: 19 }, { arbitrary: fc.constant(true), weight: 1 }),
    strategy: fc.constantFrom("steady", "rapid") as fc.Arbitrary<"steady" | "rapid">,
    allow_filler_course: fc.boolean(),
  },
  { requiredKeys: ["day_outside_window"] },
);

type OptionsSpec = typeof optionsArbitrary extends fc.Arbitrary<infer T> ? T : never;

function optionsFor(days: number, spec: OptionsSpec): RoughScheduleOptions {
  const { day_start_share: startShare, day_end_share: endShare, day_outside_window: outside, ...rest } = spec;
  return {
    ...rest,
    ...(startShare === undefined ? {} : { day_start: 1 + Math.floor((startShare * days) / 100) }),
    ...(endShare === undefined ? {} : { day_end: days - Math.floor((endShare * days) / 100) }),
    ...(outside ? { day_end: days + 1 } : {}),
  };
}

type CourseSpec = typeof courseArbitrary extends fc.Arbitrary<infer T> ? T : never;
type ClassSpec = typeof classArbitrary extends fc.Arbitrary<infer T> ? T : never;
type ItemSpec = typeof itemArbitrary extends fc.Arbitrary<infer T> ? T : never;

interface Scenario {
  state: ScheduleState;
  options: RoughScheduleOptions;
}

/** Courses are laid down in order and any that would overlap an earlier one is dropped, so the input is valid. */
function buildScenario(
  days: number,
  courses: ReadonlyArray<CourseSpec>,
  classes: ReadonlyArray<ClassSpec>,
  items: ReadonlyArray<ItemSpec>,
  options: RoughScheduleOptions,
  periods: number,
): Scenario {
  const built = buildWindow(TERM, TERM.start_date, addDays(TERM.start_date, days - 1));
  if (!built) throw new Error("window outside the term");
  const window = { ...built, periods_per_day: periods };
  const tasks: StateTask[] = [];
  const taken = new Set<string>();
  let nextId = 1;
  for (const { day, start, length, kind } of courses) {
    const end = Math.min(periods, start + length - 1);
    if (day > days || start > periods) continue;
    const cells = Array.from({ length: end - start + 1 }, (_, offset) => `${day}:${start + offset}`);
    if (cells.some((period) => taken.has(period))) continue;
    cells.forEach((period) => taken.add(period));
    const stateId = nextId++;
    tasks.push({
      state_id: stateId,
      source: "event",
      source_id: stateId,
      name: `课${stateId}`,
      category: kind === "task" ? "其他" : "课程",
      status: "existing",
      locked: kind === "locked",
      event_type: kind === "task" ? "task" : "course",
      ...(kind === "filler" ? { can_embed: true } : {}),
      slots: [{ day, slot_start: start, slot_end: end }],
    });
  }
  const taskClasses: StateTaskClass[] = [];
  classes.forEach((settings, index) => {
    if (!settings.listed) return;
    const dayStart = Math.min(settings.dayStart, days);
    taskClasses.push({
      category_id: CLASS_IDS[index],
      name: `类${CLASS_IDS[index]}`,
      ...(settings.inWindow === 0 ? {} : { day_start: dayStart, day_end: Math.min(days, dayStart + settings.dayLength) }),
      strategy: settings.strategy,
      allow_filler_course: settings.allowFiller,
      excluded_slots: settings.excluded,
    });
  });
  const ranked = items.map((item, index) => ({ ...item, index })).sort((a, b) => a.rank - b.rank || a.index - b.index);
  const orderOf = new Map<number, number>();
  const counters = [0, 0, 0];
  for (const item of ranked) orderOf.set(item.index, ++counters[item.classIndex]);
  // Placed items are laid down in item order, each after the previous placed item of its class, as a student who
  // follows the plan would have them; pending items then fill the gaps.
  const lastPlaced = new Map<number, SlotRange>();
  const slotOf = new Map<number, SlotRange>();
  for (const item of ranked) {
    if (item.placed === undefined || item.placed === "pending") continue;
    const slot = takeFreeRange(days, periods, item, taken, lastPlaced.get(item.classIndex));
    if (!slot) continue;
    slotOf.set(item.index, slot);
    lastPlaced.set(item.classIndex, slot);
  }
  items.forEach((item, index) => {
    const stateId = nextId++;
    const pending: StateTask = {
      state_id: stateId,
      source: "task_item",
      source_id: stateId,
      name: `项${stateId}`,
      category: `类${CLASS_IDS[item.classIndex]}`,
      status: "pending",
      locked: false,
      category_id: CLASS_IDS[item.classIndex],
      item_order: orderOf.get(index),
      ...(item.duration === undefined ? {} : { duration: item.duration }),
    };
    const slot = slotOf.get(index);
    if (!slot) tasks.push(pending);
    else if (item.placed === "item") tasks.push({ ...pending, status: "suggested", slots: [slot] });
    else tasks.push({ ...pending, source: "event", status: "existing", event_type: "task", can_embed: false, slots: [slot] });
  });
  return { state: { window, tasks, task_classes: taskClasses }, options };
}

/** One of the free ranges of the item's length after `after` (chosen by its `spot`), marked taken; or none. */
function takeFreeRange(days: number, periods: number, item: ItemSpec, taken: Set<string>, after?: SlotRange): SlotRange | undefined {
  const length = item.duration ?? 2;
  const free: SlotRange[] = [];
  for (let day = 1; day <= days; day++) {
    for (let start = 1; start + length - 1 <= periods; start++) {
      const range = { day, slot_start: start, slot_end: start + length - 1 };
      const cells = Array.from({ length }, (_, offset) => `${day}:${start + offset}`);
      if (cells.every((period) => !taken.has(period)) && (!after || precedes(after, range))) free.push(range);
    }
  }
  if (free.length === 0) return undefined;
  const range = free[(item.spot ?? 0) % free.length];
  for (let period = range.slot_start; period <= range.slot_end; period++) taken.add(`${range.day}:${period}`);
  return range;
}

const scenarioArbitrary = fc
  .tuple(
    fc.integer({ min: 1, max: 5 }),
    fc.array(courseArbitrary, { maxLength: 24 }),
    fc.array(classArbitrary, { minLength: 3, maxLength: 3 }),
    fc.array(itemArbitrary, { maxLength: 12 }),
    optionsArbitrary,
    periodsArbitrary,
  )
  .map(([days, courses, classes, items, options, periods]) => buildScenario(days, courses, classes, items, optionsFor(days, options), periods));

const crowdedCourseArbitrary = fc.record({
  day: fc.integer({ min: 1, max: 2 }),
  start: fc.integer({ min: 1, max: MAX_PERIODS_PER_DAY }),
  length: fc.integer({ min: 2, max: 6 }),
  kind: fc.constantFrom("filler", "filler", "filler", "locked"),
});

/** Few days packed with 水课 and fillers allowed: the runs where embedding is actually needed. */
const crowdedScenarioArbitrary = fc
  .tuple(
    fc.integer({ min: 1, max: 2 }),
    fc.array(crowdedCourseArbitrary, { minLength: 4, maxLength: 12 }),
    fc.array(classArbitrary.map((settings) => ({ ...settings, listed: true, inWindow: 1, allowFiller: true })), {
      minLength: 3,
      maxLength: 3,
    }),
    fc.array(itemArbitrary, { minLength: 2, maxLength: 10 }),
    periodsArbitrary,
  )
  .map(([days, courses, classes, items, periods]) => buildScenario(days, courses, classes, items, {}, periods));

/** One class whose earlier items are often already on the timetable: the runs where the order anchors matter. */
const anchoredScenarioArbitrary = fc
  .tuple(
    fc.integer({ min: 2, max: 5 }),
    fc.array(courseArbitrary, { maxLength: 10 }),
    fc.array(classArbitrary.map((settings) => ({ ...settings, listed: true, inWindow: 1 })), { minLength: 3, maxLength: 3 }),
    fc.array(
      fc.record({
        classIndex: fc.constant(0),
        duration: fc.constantFrom(1, 2, 2, 3),
        rank: fc.nat(1000),
        placed: fc.constantFrom("pending", "pending", "event", "event", "item"),
        spot: fc.nat(1000),
      }),
      { minLength: 3, maxLength: 10 },
    ),
    periodsArbitrary,
  )
  .map(([days, courses, classes, items, periods]) => buildScenario(days, courses, classes, items, { category_id: CLASS_IDS[0] }, periods));

/** The class settings as the brief defines them, derived independently of the implementation. */
function effectiveSettings(state: ScheduleState, options: RoughScheduleOptions, categoryId: number) {
  const taskClass = state.task_classes?.find((c) => c.category_id === categoryId);
  return {
    dayStart: Math.max(taskClass?.day_start ?? 1, options.day_start ?? 1),
    dayEnd: Math.min(taskClass?.day_end ?? state.window.total_days, options.day_end ?? state.window.total_days),
    allowFiller: options.allow_filler_course ?? taskClass?.allow_filler_course ?? false,
    excluded: taskClass?.excluded_slots ?? [],
  };
}

function touchesBlock(range: SlotRange, blocks: readonly number[]): boolean {
  return blocks.some((block) => range.slot_start <= block * 2 && range.slot_end >= block * 2 - 1);
}

function precedes(a: SlotRange, b: SlotRange): boolean {
  return a.day < b.day || (a.day === b.day && a.slot_end < b.slot_start);
}

/** Every period holds at most one task, plus at most one guest that lies inside one occurrence of its can_embed host. */
function overlapViolations(state: ScheduleState): string[] {
  const violations: string[] = [];
  for (let day = 1; day <= state.window.total_days; day++) {
    const grid = dayGrid(state, day);
    for (let period = 1; period <= periodsPerDay(state.window); period++) {
      const hosts = grid[period].filter((o) => o.task.embed_host === undefined);
      const guests = grid[period].filter((o) => o.task.embed_host !== undefined);
      if (hosts.length > 1 || guests.length > 1) violations.push(`第${day}天第${period}节重叠`);
      for (const guest of guests) {
        const host = hosts.find((o) => o.task.state_id === guest.task.embed_host);
        const inside =
          host !== undefined &&
          host.task.can_embed === true &&
          !host.task.locked &&
          host.range.slot_start <= guest.range.slot_start &&
          guest.range.slot_end <= host.range.slot_end;
        if (!inside) violations.push(`第${day}天第${period}节嵌入不在宿主内`);
      }
    }
  }
  return violations;
}

function selectedCategories(state: ScheduleState, options: RoughScheduleOptions): number[] {
  if (options.category_id !== undefined) return [options.category_id];
  return [...new Set(state.tasks.filter(isPendingItem).map((task) => task.category_id as number))];
}

function isPendingItem(task: StateTask): boolean {
  return task.source === "task_item" && task.status === "pending" && task.category_id !== undefined;
}

function assertHardRules({ state, options }: Scenario, result: RoughScheduleResult): void {
  // All or nothing: a failure hands back the very input.
  expect(result.ok || (result.state === state && result.placed.length === 0)).toBe(true);
  expect(overlapViolations(result.state)).toEqual([]);
  expect(result.state.tasks.map((task) => task.state_id)).toEqual(state.tasks.map((task) => task.state_id));

  const placedIds = new Set(result.placed.map((p) => p.state_id));
  const hostIds = new Set(result.placed.flatMap((p) => (p.embed_host === undefined ? [] : [p.embed_host])));
  state.tasks.forEach((before, index) => {
    const after = result.state.tasks[index];
    if (placedIds.has(before.state_id)) return;
    // Hosts gain guests in embedded_by; nothing else of any unplaced task changes, locked ones least of all.
    const comparable = (task: StateTask): Partial<StateTask> =>
      hostIds.has(task.state_id) ? { ...task, embedded_by: undefined } : task;
    expect(comparable(after)).toEqual(comparable(before));
  });

  for (const placement of result.placed) {
    const before = state.tasks.find((task) => task.state_id === placement.state_id) as StateTask;
    const after = result.state.tasks.find((task) => task.state_id === placement.state_id) as StateTask;
    const settings = effectiveSettings(state, options, before.category_id as number);
    const range = { day: placement.day, slot_start: placement.slot_start, slot_end: placement.slot_end };
    expect(isPendingItem(before)).toBe(true);
    expect(after.status).toBe("suggested");
    expect(after.slots).toEqual([range]);
    expect(placement.slot_end - placement.slot_start + 1).toBe(before.duration ?? 2);
    expect(placement.day >= settings.dayStart && placement.day <= settings.dayEnd).toBe(true);
    expect(touchesBlock(range, settings.excluded)).toBe(false);
    expect(placement.embed_host === undefined || settings.allowFiller).toBe(true);
    expect(after.embed_host).toBe(placement.embed_host);
    const host = result.state.tasks.find((task) => task.state_id === placement.embed_host);
    expect(placement.embed_host === undefined || (host?.embedded_by ?? []).includes(placement.state_id)).toBe(true);
  }

  for (const categoryId of CLASS_IDS) {
    const newItems = result.state.tasks
      .filter((task) => task.category_id === categoryId && placedIds.has(task.state_id))
      .sort((a, b) => (a.item_order ?? 0) - (b.item_order ?? 0));
    for (let index = 1; index < newItems.length; index++) {
      const previous = newItems[index - 1].slots?.[0] as SlotRange;
      const current = newItems[index].slots?.[0] as SlotRange;
      expect(precedes(previous, current)).toBe(true);
    }
    // Items of the class already on the timetable, whatever their source, keep their place in the order too.
    const anchors = state.tasks.filter((task) => task.category_id === categoryId && task.status !== "pending");
    for (const item of newItems) {
      const range = item.slots?.[0] as SlotRange;
      for (const anchor of anchors) {
        const anchorRange = anchor.slots?.[0] as SlotRange;
        if ((anchor.item_order as number) < (item.item_order as number)) expect(precedes(anchorRange, range)).toBe(true);
        else expect(precedes(range, anchorRange)).toBe(true);
      }
    }
  }

  // When it succeeds every pending item of the chosen classes is suggested; when it fails none is.
  const chosen = new Set(selectedCategories(state, options));
  const chosenItems = state.tasks.filter((task) => isPendingItem(task) && chosen.has(task.category_id as number));
  const suggestedAfter = chosenItems.filter(
    (task) => result.state.tasks.find((t) => t.state_id === task.state_id)?.status === "suggested",
  );
  expect(suggestedAfter.length).toBe(result.ok ? chosenItems.length : 0);
  expect(result.placed.length).toBe(suggestedAfter.length);
}

/**
 * Longest leading run of items that fits in order, by exhaustive dynamic programming over every position (not by
 * the scheduler's greedy), so a refusal can be checked against the truth.
 */
function longestPlaceablePrefix(state: ScheduleState, categoryId: number, options: RoughScheduleOptions): number {
  const settings = effectiveSettings(state, options, categoryId);
  const ordered = state.tasks
    .filter((task) => isPendingItem(task) && task.category_id === categoryId)
    .sort((a, b) => (a.item_order ?? 0) - (b.item_order ?? 0));
  const candidates = ordered.map((task) => {
    const duration = task.duration ?? 2;
    const positions: SlotRange[] = [];
    for (let day = settings.dayStart; day <= settings.dayEnd; day++) {
      for (let start = 1; start + duration - 1 <= periodsPerDay(state.window); start++) {
        const range = { day, slot_start: start, slot_end: start + duration - 1 };
        if (touchesBlock(range, settings.excluded)) continue;
        const kind = checkPlacement(state, day, range.slot_start, range.slot_end).kind;
        if (kind === "free" || (kind === "embed" && settings.allowFiller)) positions.push(range);
      }
    }
    return positions;
  });
  const memo = new Map<string, number>();
  const longestFrom = (index: number, previous: SlotRange | undefined): number => {
    if (index === ordered.length) return 0;
    const key = `${index}:${previous ? `${previous.day}-${previous.slot_end}` : "start"}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let best = 0;
    for (const position of candidates[index]) {
      if (previous && !precedes(previous, position)) continue;
      best = Math.max(best, 1 + longestFrom(index + 1, position));
    }
    memo.set(key, best);
    return best;
  };
  return longestFrom(0, undefined);
}

describe("roughSchedule (properties)", () => {
  it("never breaks a hard rule and never mutates its input", () => {
    let succeeded = 0;
    let embedded = 0;
    let anchored = 0;
    const succeededBySize = new Map<number, number>();
    let pastTwelve = 0;
    fc.assert(
      fc.property(fc.oneof(scenarioArbitrary, crowdedScenarioArbitrary, anchoredScenarioArbitrary), (scenario) => {
        const before = structuredClone(scenario.state);
        const result = roughSchedule(scenario.state, scenario.options);
        expect(scenario.state).toEqual(before);
        assertHardRules(scenario, result);
        if (result.ok) succeeded++;
        const periods = periodsPerDay(scenario.state.window);
        if (result.ok && result.placed.length > 0) succeededBySize.set(periods, (succeededBySize.get(periods) ?? 0) + 1);
        if (result.placed.some((placement) => placement.slot_end > 12)) pastTwelve++;
        if (result.placed.some((placement) => placement.embed_host !== undefined)) embedded++;
        const placedClasses = new Set(
          result.placed.map((placement) => scenario.state.tasks.find((task) => task.state_id === placement.state_id)?.category_id),
        );
        if (scenario.state.tasks.some((task) => task.source === "event" && placedClasses.has(task.category_id))) anchored++;
      }),
      // A fixed seed: the counts below guard the generator, and on a random seed one fell short in a full run (5 plans
      // past period 12 of 600, the guard wants more than 5); the seed makes them the same on every run.
      { numRuns: 600, seed: 20261205 },
    );
    // The rules above are vacuous on refusals, so make sure a good share of the runs really placed (and embedded,
    // and placed items of a class that already had a committed study block on the timetable).
    expect(succeeded).toBeGreaterThan(40);
    expect(embedded).toBeGreaterThan(5);
    expect(anchored).toBeGreaterThan(10);
    // Every size really planned, and the longer days' extra periods were used.
    for (const size of [8, 12, 13, 16]) expect(succeededBySize.get(size) ?? 0).toBeGreaterThan(5);
    expect(pastTwelve).toBeGreaterThan(5);
  });

  it("refuses a single class exactly when its items cannot all fit in order, and counts the missing periods", () => {
    const singleClassArbitrary = fc
      .tuple(
        fc.integer({ min: 1, max: 4 }),
        fc.array(courseArbitrary, { maxLength: 20 }),
        classArbitrary,
        fc.array(fc.record({ duration: fc.constantFrom(1, 2, 2, 3, 4), rank: fc.nat(1000) }), { minLength: 1, maxLength: 9 }),
        fc.record(
          { strategy: fc.constantFrom("steady", "rapid") as fc.Arbitrary<"steady" | "rapid">, allow_filler_course: fc.boolean() },
          { requiredKeys: [] },
        ),
        periodsArbitrary,
      )
      .map(([days, courses, settings, items, options, periods]) =>
        buildScenario(
          days,
          courses,
          [{ ...settings, inWindow: 1 }],
          items.map((item) => ({ ...item, classIndex: 0 })),
          { ...options, category_id: 1 },
          periods,
        ),
      );
    fc.assert(
      fc.property(singleClassArbitrary, ({ state, options }) => {
        const result = roughSchedule(state, options);
        const ordered = state.tasks
          .filter(isPendingItem)
          .sort((a, b) => (a.item_order ?? 0) - (b.item_order ?? 0));
        const prefix = longestPlaceablePrefix(state, 1, options);
        const missing = ordered.slice(prefix).reduce((sum, task) => sum + (task.duration ?? 2), 0);
        expect(result.ok).toBe(prefix === ordered.length);
        expect(result.missing_periods).toBe(prefix === ordered.length ? undefined : missing);
      }),
      { numRuns: 300 },
    );
  });
});
