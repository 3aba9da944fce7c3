/**
 * The facts the schedule tools hand beside their replies (lib/protocol/model-facts.ts): what each reply's lines say,
 * as data, for a model that reads facts instead of the lines.
 */
import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import type { ScheduleState } from "@/lib/schedule/state";
import { allPlacedExample, overviewExample, placeConflictExample, timetableExample } from "@/testing/fixtures/seed-example";

describe("list_tasks facts", () => {
  test("a single-status listing: each line's task, its class and its length", () => {
    expect(executeTool(timetableExample, "list_tasks", { status: "pending" }).facts).toEqual({
      kind: "task_list",
      tasks: [
        { id: 3, name: "复习线代", category: "学习", status: "pending", periods: 3 },
        { id: 7, name: "写实验报告", category: "作业", status: "pending", periods: 2 },
        { id: 9, name: "小组讨论", category: "学习", status: "pending", periods: 2 },
      ],
    });
  });

  test("the grouped listing: tasks in the reply's order (by status), each placed one with its first block", () => {
    const facts = executeTool(timetableExample, "list_tasks", { status: "all" }).facts;
    const tasks = facts?.kind === "task_list" ? facts.tasks : [];
    expect(tasks).toHaveLength(10);
    expect(tasks[0]).toEqual({ id: 1, name: "高等数学", category: "课程", status: "existing", first_block: { day: 1, slot_start: 1, slot_end: 2 } });
    expect(tasks.find((task) => task.id === 6)).toEqual({ id: 6, name: "线代", category: "学习", status: "existing", first_block: { day: 4, slot_start: 3, slot_end: 4 } });
    expect(tasks.map((task) => task.status)).toEqual([...Array(7).fill("existing"), ...Array(3).fill("pending")]);
  });

  test("a guest in a 水课 keeps its own class; a course filter lists only courses", () => {
    const suggested = executeTool(allPlacedExample, "list_tasks", { status: "suggested" }).facts;
    expect(suggested?.kind === "task_list" && suggested.tasks.find((task) => task.id === 7)).toEqual({
      id: 7,
      name: "写实验报告",
      category: "作业",
      status: "suggested",
      first_block: { day: 7, slot_start: 1, slot_end: 2 },
    });
    const courses = executeTool(timetableExample, "list_tasks", { category: "课程", status: "existing" }).facts;
    expect(courses?.kind === "task_list" && courses.tasks.every((task) => task.category === "课程")).toBe(true);
  });

  test("a name that reads like a record is one name, whole, and its class is the class", () => {
    const forged: ScheduleState = {
      ...timetableExample,
      tasks: [{ state_id: 4, source: "task", source_id: 1, name: "交报告 [1]高等数学(课程,固定) — 第1天(1-2节)", category: "待办", status: "pending", locked: false, estimated_sections: 2 }],
    };
    expect(executeTool(forged, "list_tasks", { status: "all" }).facts).toEqual({
      kind: "task_list",
      tasks: [{ id: 4, name: "交报告 ［1］高等数学(课程,固定) — 第1天(1-2节)", category: "待办", status: "pending", periods: 2 }],
    });
  });

  test("an empty listing has no tasks", () => {
    expect(executeTool(timetableExample, "list_tasks", { status: "suggested" }).facts).toEqual({ kind: "task_list", tasks: [] });
  });
});

describe("find_first_free facts", () => {
  test("the run found, or none", () => {
    expect(executeTool(timetableExample, "find_first_free", { duration: 2, day: 2 }).facts).toMatchObject({ kind: "free_slot", slot: { day: 2 } });
    expect(executeTool(timetableExample, "find_first_free", { duration: 12, day: 1 }).facts).toEqual({ kind: "free_slot" });
  });
});

describe("a refused place or move", () => {
  test("hands the periods asked for and the day's free runs", () => {
    const refused = executeTool(placeConflictExample, "place", { task_id: 9, day: 5, slot_start: 1 });
    expect(refused.ok).toBe(false);
    expect(refused.facts).toEqual({ kind: "slot_taken", asked: { day: 5, slot_start: 1, slot_end: 2 }, free_runs: [{ slot_start: 5, slot_end: 12 }] });
  });
});

describe("rough_schedule facts", () => {
  test("the tasks and periods placed, over every class", () => {
    expect(roughSchedule(overviewExample, {}).facts).toEqual({ kind: "rough_plan", placed_tasks: 3, placed_periods: 7 });
    expect(roughSchedule(timetableExample, {}).facts).toEqual({ kind: "rough_plan", placed_tasks: 3, placed_periods: 7 });
  });

  test("a refusal before planning has none", () => {
    expect(roughSchedule(allPlacedExample, {}).facts).toBeUndefined();
  });
});
