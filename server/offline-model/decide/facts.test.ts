import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { timetableExample } from "@/testing/fixtures/seed-example";
import { toolExchange, user } from "@/testing/offline-model";
import { readConversation } from "../understand/conversation";
import { categoriesOf, factsOf, listedTasks, studentCalendarOf, withToolFacts } from "./facts";

describe("withToolFacts", () => {
  test("each answered step's reply carries the facts its tool handed beside the text", () => {
    const pending = executeTool(timetableExample, "list_tasks", { status: "pending" });
    const prompt = [
      user("帮我排一下复习"),
      ...toolExchange("c1", "list_tasks", { status: "pending" }, pending),
      ...toolExchange("c2", "get_overview", {}, { ok: true, text: "规划窗口共13天" }),
    ];
    const [listing, overview] = withToolFacts(readConversation(prompt), prompt).steps;
    expect(listing.result).toEqual({ ok: true, text: pending.text, facts: pending.facts });
    expect(overview.result).toEqual({ ok: true, text: "规划窗口共13天" });
    expect(categoriesOf(listedTasks(listing.result))).toEqual(["学习", "作业"]);
  });
});

describe("factsOf and listedTasks", () => {
  test("read only facts of the kind asked for, and no tasks from a failed listing", () => {
    const search = { ok: true, text: "共找到 2 条任务。", facts: { kind: "task_search" as const, found: 2, unplanned: [] } };
    expect(factsOf(search, "task_search")?.found).toBe(2);
    expect(factsOf(search, "task_list")).toBeUndefined();
    expect(listedTasks(undefined)).toEqual([]);
    expect(listedTasks({ ok: false, text: "参数错误", facts: { kind: "task_list", tasks: [{ id: 1, name: "x", category: "学习", status: "pending" }] } })).toEqual([]);
  });
});

describe("studentCalendarOf", () => {
  test("names each window day by its date and weekday, and each period by its clock times", () => {
    const calendar = studentCalendarOf({
      days: [
        { day: 1, date: "2026-12-01", weekday: 2 },
        { day: 6, date: "2026-12-06", weekday: 7 },
      ],
      periods: [
        { start: "08:00", end: "08:45" },
        { start: "08:55", end: "09:40" },
      ],
    });
    expect([...calendar.days]).toEqual([
      [1, "12月1日 周二"],
      [6, "12月6日 周日"],
    ]);
    expect(calendar.periods.get(2)).toEqual({ start: "08:55", end: "09:40" });
  });

  test("is empty without a calendar", () => {
    expect(studentCalendarOf(undefined)).toEqual({ days: new Map(), periods: new Map() });
  });
});
