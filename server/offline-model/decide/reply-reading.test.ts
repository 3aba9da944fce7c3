import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { allPlacedExample, overviewExample, timetableExample } from "@/testing/fixtures/seed-example";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { categoriesOf, foundCount, listedTasks, roughTotals } from "./reply-reading";

describe("listedTasks", () => {
  test("reads a single-status listing (seed §4.4 pending)", () => {
    const text = executeTool(timetableExample, "list_tasks", { status: "pending" }).text;
    expect(listedTasks(text)).toEqual([
      { id: 3, name: "复习线代", category: "学习", status: "pending", periods: 3 },
      { id: 7, name: "写实验报告", category: "作业", status: "pending", periods: 2 },
      { id: 9, name: "小组讨论", category: "学习", status: "pending", periods: 2 },
    ]);
  });

  test("reads the grouped listing: status from the group header, category from the name's tag", () => {
    const tasks = listedTasks(executeTool(timetableExample, "list_tasks", { status: "all" }).text);
    expect(tasks).toHaveLength(10);
    expect(tasks[0]).toEqual({ id: 1, name: "高等数学", category: "课程", status: "existing", firstBlock: { day: 1, slotStart: 1, slotEnd: 2 } });
    expect(tasks.find((task) => task.id === 10)).toEqual({ id: 10, name: "思政", category: "课程", status: "existing", firstBlock: { day: 7, slotStart: 1, slotEnd: 2 } });
    expect(tasks.find((task) => task.id === 6)).toEqual({ id: 6, name: "线代", category: "学习", status: "existing", firstBlock: { day: 4, slotStart: 3, slotEnd: 4 } });
    expect(tasks.find((task) => task.id === 9)).toEqual({ id: 9, name: "小组讨论", category: "学习", status: "pending", periods: 2 });
  });

  test("a placed line with a host and a fixed course's kind keep the plain category", () => {
    const suggested = listedTasks(executeTool(allPlacedExample, "list_tasks", { status: "suggested" }).text);
    expect(suggested.find((task) => task.id === 7)).toEqual({ id: 7, name: "写实验报告", category: "作业", status: "suggested", firstBlock: { day: 7, slotStart: 1, slotEnd: 2 } });
    const courses = listedTasks(executeTool(timetableExample, "list_tasks", { category: "课程", status: "existing" }).text);
    expect(courses[0]).toEqual({ id: 1, name: "高等数学", category: "课程", status: "existing", firstBlock: { day: 1, slotStart: 1, slotEnd: 2 } });
  });

  test("names with full-width brackets stay whole", () => {
    const text = "共1个任务，已安排1个。\n\n已安排：\n  [2]思政（水课）(课程,可嵌入) — 第2天(1-2节)";
    expect(listedTasks(text)).toEqual([{ id: 2, name: "思政（水课）", category: "课程", status: "existing", firstBlock: { day: 2, slotStart: 1, slotEnd: 2 } }]);
  });

  test("a placed task's first block, a single period included; a pending one has none", () => {
    const text = "共2个任务，已预排1个，待安排1个。\n\n已预排：\n  [4]背单词(学习) — 第3天(5节) 第5天(1-2节)\n待安排：\n  [5]复习(学习) — 需2时段";
    expect(listedTasks(text).map((task) => task.firstBlock)).toEqual([{ day: 3, slotStart: 5, slotEnd: 5 }, undefined]);
  });

  test("an empty listing has no tasks", () => {
    expect(listedTasks("待安排任务共0个。")).toEqual([]);
  });
});

describe("categoriesOf", () => {
  test("lists each category once, in first-seen order", () => {
    const tasks = listedTasks(executeTool(timetableExample, "list_tasks", { status: "pending" }).text);
    expect(categoriesOf(tasks)).toEqual(["学习", "作业"]);
  });
});

describe("foundCount", () => {
  test("reads N of 共找到 N 条, including zero", () => {
    expect(foundCount("共找到 4 条任务，按截止时间升序：\n1. …")).toBe(4);
    expect(foundCount("共找到 0 条任务。")).toBe(0);
    expect(foundCount("共找到12条任务")).toBe(12);
  });

  test("is undefined when the reply states no count", () => {
    expect(foundCount("查询失败：截止时间无法识别")).toBeUndefined();
  });
});

describe("roughTotals", () => {
  test("sums the items and periods of every class in a real rough_schedule reply", () => {
    const result = roughSchedule(overviewExample, {});
    expect(result.ok).toBe(true);
    expect(roughTotals(result.text)).toEqual({ tasks: 3, periods: 7 });
    const twoClasses = roughSchedule(timetableExample, {});
    expect(roughTotals(twoClasses.text)).toEqual({ tasks: 3, periods: 7 });
  });

  test("is undefined for a failure", () => {
    expect(roughTotals("粗排失败：当前没有待安排的任务。")).toBeUndefined();
  });
});
