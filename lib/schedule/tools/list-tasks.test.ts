import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { allPlacedExample, timetableExample } from "@/testing/fixtures/seed-example";
import type { ScheduleState } from "@/lib/schedule/state";

describe("list_tasks", () => {
  test("lists pending tasks with their lengths (seed §4.4 pending)", () => {
    const result = executeTool(timetableExample, "list_tasks", { status: "pending" });
    expect(result.ok).toBe(true);
    expect(result.state).toBe(timetableExample);
    expect(result.text).toBe(
      [
        "待安排任务共3个：",
        "",
        "[3]复习线代 — 需3个连续时段，类别：学习",
        "[7]写实验报告 — 需2个连续时段，类别：作业",
        "[9]小组讨论 — 需2个连续时段，类别：学习",
      ].join("\n"),
    );
  });

  test("lists everything grouped by status, courses marked fixed or embeddable (seed §4.4 all)", () => {
    const expected = [
      "共10个任务，已安排7个，待安排3个。",
      "",
      "已安排：",
      "  [1]高等数学(课程,固定) — 第1天(1-2节) 第4天(1-2节) 第8天(1-2节)",
      "  [2]英语(课程) — 第1天(3-4节) 第6天(1-2节)",
      "  [4]体育(课程) — 第1天(5-6节)",
      "  [5]物理(课程) — 第2天(3-4节) 第8天(3-4节)",
      "  [6]线代(学习) — 第4天(3-4节)",
      "  [8]程序设计(课程) — 第4天(9-10节)",
      "  [10]思政(课程,可嵌入) — 第7天(1-2节)",
      "",
      "待安排：",
      "  [3]复习线代(学习) — 需3时段",
      "  [7]写实验报告(作业) — 需2时段",
      "  [9]小组讨论(学习) — 需2时段",
    ].join("\n");
    expect(executeTool(timetableExample, "list_tasks", {}).text).toBe(expected);
    expect(executeTool(timetableExample, "list_tasks", { status: "all" }).text).toBe(expected);
  });

  test("suggested tasks form their own group and a guest names its host", () => {
    expect(executeTool(allPlacedExample, "list_tasks", { status: "suggested" }).text).toBe(
      [
        "已预排任务共4个：",
        "",
        "[3]复习线代 — 第5天(1-3节)，类别：学习",
        "[6]线代 — 第4天(3-4节)，类别：学习",
        "[7]写实验报告 — 第7天(1-2节)，宿主：[10]思政，类别：作业",
        "[9]小组讨论 — 第9天(1-2节)，类别：学习",
      ].join("\n"),
    );
    expect(executeTool(allPlacedExample, "list_tasks", {}).text.split("\n\n")[0]).toBe("共10个任务，已安排6个，已预排4个。");
  });

  test("filters by category, alone or with a status", () => {
    expect(executeTool(timetableExample, "list_tasks", { category: "学习" }).text).toBe(
      [
        "类别「学习」共3个任务，已安排1个，待安排2个。",
        "",
        "已安排：",
        "  [6]线代(学习) — 第4天(3-4节)",
        "",
        "待安排：",
        "  [3]复习线代(学习) — 需3时段",
        "  [9]小组讨论(学习) — 需2时段",
      ].join("\n"),
    );
    expect(executeTool(timetableExample, "list_tasks", { category: "课程", status: "existing" }).text).toBe(
      [
        "类别「课程」的已安排任务共6个：",
        "",
        "[1]高等数学 — 第1天(1-2节) 第4天(1-2节) 第8天(1-2节)，类别：课程（固定）",
        "[2]英语 — 第1天(3-4节) 第6天(1-2节)，类别：课程",
        "[4]体育 — 第1天(5-6节)，类别：课程",
        "[5]物理 — 第2天(3-4节) 第8天(3-4节)，类别：课程",
        "[8]程序设计 — 第4天(9-10节)，类别：课程",
        "[10]思政 — 第7天(1-2节)，类别：课程（可嵌入）",
      ].join("\n"),
    );
  });

  test("an empty result says so; an unknown category also names the categories that exist", () => {
    expect(executeTool(timetableExample, "list_tasks", { status: "suggested" }).text).toBe("已预排任务共0个。");
    expect(executeTool(timetableExample, "list_tasks", { category: "体育" }).text).toBe(
      "类别「体育」共0个任务。\n当前任务涉及的类别：课程、学习、作业。",
    );
    const empty: ScheduleState = { ...timetableExample, tasks: [] };
    expect(executeTool(empty, "list_tasks", {}).text).toBe("共0个任务。");
  });

  test("status is read case-insensitively and an empty category means no filter", () => {
    expect(executeTool(timetableExample, "list_tasks", { status: " Pending ", category: "" }).text).toBe(
      executeTool(timetableExample, "list_tasks", { status: "pending" }).text,
    );
  });

  test.each([
    [{ status: "existing,suggested" }],
    [{ status: "done" }],
    [{ status: ["pending"] }],
  ])("rejects a status outside the four single values: %j", (args) => {
    expect(executeTool(timetableExample, "list_tasks", args)).toEqual({
      ok: false,
      text: "参数错误：status 只能是 existing、suggested、pending、all 之一（仅支持单值，不支持 existing,suggested 这类拼接）。",
      state: timetableExample,
    });
  });

  test("rejects a category that is not text", () => {
    expect(executeTool(timetableExample, "list_tasks", { category: 10 }).text).toBe("参数错误：category 必须是字符串。");
  });
});
