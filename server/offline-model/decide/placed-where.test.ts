import { describe, expect, test } from "vitest";
import type { ListedTask } from "@/lib/protocol/model-facts";
import { blocksOnDaySaid, placedWhereSaid } from "./placed-where";
import type { StudentCalendar } from "../speak/student-words";

const calendar: StudentCalendar = {
  days: new Map([
    [1, "3月2日 周一"],
    [2, "3月3日 周二"],
    [3, "3月4日 周三"],
  ]),
  periods: new Map(),
};

const tasks: ListedTask[] = [
  { id: 1, name: "电磁感应", category: "大学物理复习", status: "existing", first_block: { day: 2, slot_start: 5, slot_end: 6 } },
  { id: 2, name: "光学", category: "大学物理复习", status: "existing", first_block: { day: 2, slot_start: 9, slot_end: 10 } },
  { id: 3, name: "热学", category: "大学物理复习", status: "existing", first_block: { day: 3, slot_start: 1, slot_end: 2 } },
  { id: 4, name: "大学物理", category: "课程", status: "existing", first_block: { day: 1, slot_start: 1, slot_end: 2 } },
];

describe("a block named by its subject and where it sits now", () => {
  test.each([
    ["周二下午的物理复习", 1],
    ["周二晚上那节物理复习", 2],
    ["周三的物理复习", 3],
  ])("%s → [%i]", (name, id) => {
    expect(placedWhereSaid({ name }, tasks, calendar)?.id).toBe(id);
  });

  test.each(["周二的物理复习", "物理复习", "周一下午的物理复习"])("%s picks none", (name) => {
    expect(placedWhereSaid({ name }, tasks, calendar)).toBeUndefined();
  });
});

describe("a block pointed at by when it is (那节, 那个), its name read apart", () => {
  test.each([
    ["物理复习", "周二下午那节物理复习往后挪到周三", 1],
    ["物理复习", "把周二晚上那个物理复习换到周一", 2],
    ["物理复习", "周三的那块物理复习挪到周二晚上", 3],
  ])("%s in %s → [%i]", (name, message, id) => {
    expect(placedWhereSaid({ name }, tasks, calendar, message)?.id).toBe(id);
  });

  test.each(["物理复习挪到周三", "周二那个物理复习挪到周三"])("%s picks none", (message) => {
    expect(placedWhereSaid({ name: "物理复习" }, tasks, calendar, message)).toBeUndefined();
  });
});

describe("a block named by the hour it starts at: the hour says the part of the day", () => {
  test.each([
    ["周二下午两点那节物理复习", 1],
    ["周二19:00那节物理复习", 2],
    ["周三九点半的物理复习", 3],
  ])("%s → [%i]", (name, id) => {
    expect(placedWhereSaid({ name }, tasks, calendar)?.id).toBe(id);
  });

  test("an hour in another part of the day picks none", () => {
    expect(placedWhereSaid({ name: "周三下午三点那节物理复习" }, tasks, calendar)).toBeUndefined();
  });
});

/** Family D: "取消周三那个" — a day alone names no block; the blocks placed on it are offered. Our own rows. */
describe("the blocks on a day said alone", () => {
  test.each([
    ["周二", [1, 2]],
    ["周二晚上", [2]],
    ["周三", [3]],
  ])("%s offers %j", (name, ids) => {
    expect(blocksOnDaySaid({ name }, tasks, calendar)?.map((task) => task.id)).toEqual(ids);
  });

  test("a course is the timetable's and never offered", () => {
    expect(blocksOnDaySaid({ name: "周一" }, tasks, calendar)).toEqual([]);
  });

  test.each(["周二的物理复习", "物理复习"])("%s says more than a day", (name) => {
    expect(blocksOnDaySaid({ name }, tasks, calendar)).toBeUndefined();
  });
});


/** A block pointed at by the minute it starts ("18点开始的那段"), or by 今晚 / 明早 said as one word. Our own rows. */
describe("a block pointed at by the period it starts at", () => {
  const clocked: StudentCalendar = {
    ...calendar,
    periods: new Map([
      [5, { start: "14:00", end: "14:45" }],
      [7, { start: "16:00", end: "16:45" }],
      [9, { start: "19:00", end: "19:45" }],
    ]),
  };
  const both = [...tasks, { id: 5, name: "相对论", category: "大学物理复习", status: "existing" as const, first_block: { day: 2, slot_start: 7, slot_end: 8 } }];

  test.each([
    ["周二14点开始的那段物理复习", 1],
    ["周二下午四点开始的那节物理复习", 5],
    ["周二19:00起的那块物理复习", 2],
  ])("%s → [%i]", (name, id) => {
    expect(placedWhereSaid({ name }, both, clocked)?.id).toBe(id);
  });

  // Round 29: "明天下午四点那块先从课表上拿下来": no subject, only when the block starts.
  test.each([
    ["周二下午四点", 5],
    ["周二19:00", 2],
    ["周二下午两点", 1],
  ])("%s alone → [%i]", (name, id) => {
    expect(placedWhereSaid({ name }, both, clocked)?.id).toBe(id);
  });

  test.each(["周二15点", "周一上午八点"])("%s alone picks none (no block starts then, or only a course)", (name) => {
    const withCourse: StudentCalendar = { ...clocked, periods: new Map([...clocked.periods, [1, { start: "08:00", end: "08:45" }]]) };
    expect(placedWhereSaid({ name }, both, withCourse)).toBeUndefined();
  });

  test("an hour no block starts at picks none, though the part of the day holds two", () => {
    expect(placedWhereSaid({ name: "周二15点那段物理复习" }, both, clocked)).toBeUndefined();
  });

  test.each([
    ["今晚那节物理复习", 2],
    ["明早那块物理复习", 3],
  ])("%s (today is 周二) → [%i]", (name, id) => {
    const fromTuesday: StudentCalendar = { ...clocked, days: new Map([[2, "3月3日 周二"], [3, "3月4日 周三"]]) };
    expect(placedWhereSaid({ name }, both, fromTuesday)?.id).toBe(id);
  });
});

describe("a day pointed at with only what any block is (那块复习)", () => {
  test.each([
    ["周二那块复习", [1, 2]],
    ["周二晚上那节复习", [2]],
    ["周三的那个自习", [3]],
  ])("%s offers %j", (name, ids) => {
    expect(blocksOnDaySaid({ name }, tasks, calendar)?.map((task) => task.id)).toEqual(ids);
  });

  test("a subject said is more than a day", () => {
    expect(blocksOnDaySaid({ name: "周二那块物理复习" }, tasks, calendar)).toBeUndefined();
  });
});
