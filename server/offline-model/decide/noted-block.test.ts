import { describe, expect, test } from "vitest";
import type { ListedTask, ModelCalendar } from "@/lib/protocol/model-facts";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

/** Two weeks from Monday 7 December 2026, periods from 08:00 on the hour. */
const calendar: ModelCalendar = {
  days: Array.from({ length: 14 }, (_, index) => ({ day: index + 1, date: `2026-12-${String(7 + index).padStart(2, "0")}`, weekday: (index % 7) + 1 })),
  periods: Array.from({ length: 12 }, (_, index) => ({ start: `${String(8 + index).padStart(2, "0")}:00`, end: `${String(8 + index).padStart(2, "0")}:45` })),
};

const tasks: ListedTask[] = [
  { id: 41, name: "关系代数与SQL", category: "数据库期末复习", status: "pending", periods: 2 },
  { id: 44, name: "历年真题（限时）", category: "数据库期末复习", status: "pending", periods: 4 },
  { id: 45, name: "交数据库实验报告", category: "待办", status: "pending", periods: 2 },
];

function afterListing(said: string) {
  return nextStep([user(said), ...toolExchange("c1", "list_tasks", { status: "all" }, { ok: true, text: "任务共3个。", facts: { kind: "task_list", tasks } })], undefined, calendar);
}

describe("a day, a clock time and a name said alone", () => {
  test.each(["周四 9点 历年真题", "明天下午3点 关系代数"])("%s lists everything first", async (said) => {
    expect(await nextStep([user(said)])).toMatchObject({ kind: "tool", toolName: "list_tasks", input: { status: "all" } });
  });

  test("a plan item's name places that block at the time", async () => {
    expect(await afterListing("周四 9点 历年真题")).toMatchObject({ kind: "tool", toolName: "place", input: { task_id: 44, day: 4, slot_start: 2 } });
  });

  test.each(["周六 8点 体检", "周五 10点 交数据库实验报告"])("%s, no plan item, stays a note", async (said) => {
    expect(await afterListing(said)).toMatchObject({ kind: "tool", toolName: "quick_note" });
  });

  test("a note asked for in words is never read as a block", async () => {
    expect(await nextStep([user("提醒我周四9点交班费")])).toMatchObject({ kind: "tool", toolName: "quick_note" });
  });
});
