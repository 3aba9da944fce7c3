import { describe, expect, test } from "vitest";
import type { ListedTask } from "@/lib/protocol/model-facts";
import { placedWhereSaid } from "./placed-where";
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
