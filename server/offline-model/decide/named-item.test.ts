import { describe, expect, test } from "vitest";
import type { ListedTask, ModelCalendar } from "@/lib/protocol/model-facts";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

/** Two weeks from Monday 7 December 2026, periods on the default clock's morning and afternoon. */
const calendar: ModelCalendar = {
  days: Array.from({ length: 14 }, (_, index) => ({
    day: index + 1,
    date: `2026-12-${String(7 + index).padStart(2, "0")}`,
    weekday: (index % 7) + 1,
  })),
  periods: Array.from({ length: 12 }, (_, index) => ({ start: `${String(8 + index).padStart(2, "0")}:00`, end: `${String(8 + index).padStart(2, "0")}:45` })),
};

const pendingTasks: ListedTask[] = [
  { id: 41, name: "关系代数与SQL", category: "数据库期末复习", status: "pending", periods: 2 },
  { id: 42, name: "范式与分解", category: "数据库期末复习", status: "pending", periods: 2 },
  { id: 43, name: "事务与并发控制", category: "数据库期末复习", status: "pending", periods: 3 },
  { id: 44, name: "历年真题（限时）", category: "数据库期末复习", status: "pending", periods: 4 },
  { id: 45, name: "交数据库实验报告", category: "待办", status: "pending", periods: 2 },
];

const listed = toolExchange("c1", "list_tasks", { status: "pending" }, {
  ok: true,
  text: "待安排任务共5个。",
  facts: { kind: "task_list", tasks: pendingTasks },
});

async function afterListing(said: string) {
  return nextStep([user(said), ...listed], undefined, calendar);
}

describe("one plan item named by its own words, put on one day, is placed", () => {
  test.each([
    ["范式那一块排到周六上午", { task_id: 42, day: 6, slot_start: 1 }],
    ["最后那套真题单独排在下周日下午", { task_id: 44, day: 14, slot_start: 5 }],
  ])("%s", async (said, input) => {
    expect(await afterListing(said)).toMatchObject({ kind: "tool", toolName: "place", input });
  });

  test("a day with no part of it takes that day's first free run of the item's length", async () => {
    expect(await afterListing("事务那部分排到周二")).toMatchObject({ kind: "tool", toolName: "find_first_free", input: { duration: 3, day: 2 } });
  });

  test("the class named, a to-do named, or a range of days is planned as before", async () => {
    expect(await afterListing("把数据库复习排到周六")).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_class: "数据库期末复习" } });
    expect(await afterListing("把实验报告排到周六上午")).toMatchObject({ kind: "tool", toolName: "rough_schedule", input: { task_id: 45 } });
    expect(await afterListing("范式与分解排到下周")).toMatchObject({ kind: "tool", toolName: "rough_schedule" });
  });
});
