import { describe, expect, test } from "vitest";
import { allPlacedExample, seedStateExample, timetableExample, withTasks } from "@/testing/fixtures/seed-example";
import {
  checkPlacement,
  dayGrid,
  dayLoad,
  dayOccupants,
  findTask,
  freeRuns,
  isCourse,
  isEffectivelyLocked,
  occupiedPeriodCount,
  placedPeriodCount,
} from "./occupancy";

type Holders = ReadonlyArray<{ task: { state_id: number } }>;
const ids = (occupants: Holders) => occupants.map((occupant) => occupant.task.state_id);
const sortedIds = (occupants: Holders) => ids(occupants).sort((a, b) => a - b);

describe("findTask", () => {
  test("finds by state_id and gives undefined for an unknown id", () => {
    expect(findTask(seedStateExample, 3)?.name).toBe("复习线代");
    expect(findTask(seedStateExample, 99)).toBeUndefined();
  });
});

describe("dayOccupants", () => {
  test("lists the ranges of a day in period order", () => {
    expect(ids(dayOccupants(timetableExample, 1))).toEqual([1, 2, 4]);
  });

  test("leaves out ignored tasks", () => {
    expect(ids(dayOccupants(timetableExample, 1, new Set([2])))).toEqual([1, 4]);
  });

  test("an empty day has none", () => {
    expect(dayOccupants(timetableExample, 5)).toEqual([]);
  });
});

describe("dayGrid", () => {
  test("indexes occupants by period number; host and guest share periods", () => {
    const grid = dayGrid(allPlacedExample, 7);
    expect(grid).toHaveLength(13);
    expect(sortedIds(grid[1])).toEqual([7, 10]);
    expect(grid[3]).toEqual([]);
  });
});

describe("isCourse", () => {
  test("only events of type course are courses", () => {
    expect(isCourse(findTask(timetableExample, 1)!)).toBe(true);
    expect(isCourse(findTask(timetableExample, 6)!)).toBe(false); // an event of type task
    expect(isCourse(findTask(timetableExample, 3)!)).toBe(false); // a task item
  });
});

describe("isEffectivelyLocked", () => {
  test("a locked task is locked; a free guest of an unlocked host is not", () => {
    expect(isEffectivelyLocked(timetableExample, findTask(timetableExample, 1)!)).toBe(true);
    expect(isEffectivelyLocked(allPlacedExample, findTask(allPlacedExample, 7)!)).toBe(false);
  });

  test("a guest inherits its host's lock", () => {
    const state = withTasks(allPlacedExample, { 10: (task) => ({ ...task, locked: true }) });
    expect(isEffectivelyLocked(state, findTask(state, 7)!)).toBe(true);
  });
});

describe("occupiedPeriodCount", () => {
  test("counts periods, not tasks; a guest adds nothing", () => {
    expect(occupiedPeriodCount(timetableExample, 1)).toBe(6);
    expect(occupiedPeriodCount(allPlacedExample, 7)).toBe(2);
    expect(occupiedPeriodCount(timetableExample, 5)).toBe(0);
  });
});

describe("checkPlacement", () => {
  test("free when no period is taken", () => {
    expect(checkPlacement(timetableExample, 5, 1, 12)).toEqual({ kind: "free" });
  });

  test("embed when the range lies inside one 水课 occurrence without a guest", () => {
    const check = checkPlacement(timetableExample, 7, 1, 2);
    expect(check.kind).toBe("embed");
    expect(check.kind === "embed" && check.host.state_id).toBe(10);
  });

  test("a range of one period inside the 水课 embeds too", () => {
    expect(checkPlacement(timetableExample, 7, 2, 2).kind).toBe("embed");
  });

  test("half inside a 水课 and half free conflicts, naming the host", () => {
    const check = checkPlacement(timetableExample, 7, 2, 3);
    expect(check.kind).toBe("conflict");
    expect(check.kind === "conflict" && ids(check.occupants)).toEqual([10]);
  });

  test("a 水课 already carrying a guest there conflicts", () => {
    const check = checkPlacement(allPlacedExample, 7, 1, 2);
    expect(check.kind === "conflict" && sortedIds(check.occupants)).toEqual([7, 10]);
  });

  test("a fixed course conflicts", () => {
    const check = checkPlacement(timetableExample, 1, 2, 3);
    expect(check.kind === "conflict" && ids(check.occupants)).toEqual([1, 2]);
  });

  test("touching ranges do not conflict; overlapping by one period does", () => {
    expect(checkPlacement(timetableExample, 1, 7, 8).kind).toBe("free");
    expect(checkPlacement(timetableExample, 1, 6, 7).kind).toBe("conflict");
  });

  test("ignored tasks do not block", () => {
    expect(checkPlacement(timetableExample, 1, 3, 4, new Set([2])).kind).toBe("free");
  });
});

describe("freeRuns", () => {
  test("gives maximal runs of free periods; a 水课 counts as taken", () => {
    expect(freeRuns(timetableExample, 4)).toEqual([
      { day: 4, slot_start: 5, slot_end: 8 },
      { day: 4, slot_start: 11, slot_end: 12 },
    ]);
    expect(freeRuns(timetableExample, 7)).toEqual([{ day: 7, slot_start: 3, slot_end: 12 }]);
  });

  test("an empty day is one run of 12", () => {
    expect(freeRuns(timetableExample, 5)).toEqual([{ day: 5, slot_start: 1, slot_end: 12 }]);
  });
});

describe("dayLoad", () => {
  test("splits a day's periods between courses and other tasks", () => {
    expect(dayLoad(timetableExample, 4)).toEqual({ periods: 12, total: 6, course: 4, task: 2 });
  });

  test("a guest inside a course adds nothing", () => {
    expect(dayLoad(allPlacedExample, 7)).toEqual({ periods: 12, total: 2, course: 2, task: 0 });
  });

  test("an empty day is 0/0/0", () => {
    expect(dayLoad(timetableExample, 5)).toEqual({ periods: 12, total: 0, course: 0, task: 0 });
  });
});

describe("placedPeriodCount", () => {
  test("sums every range; a pending task has none", () => {
    expect(placedPeriodCount(findTask(timetableExample, 5)!)).toBe(4);
    expect(placedPeriodCount(findTask(timetableExample, 3)!)).toBe(0);
  });
});
