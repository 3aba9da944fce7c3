import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { allPlacedExample, timetableExample } from "@/testing/fixtures/seed-example";

describe("get_task_info", () => {
  test("describes a fixed course (seed §4.5 ordinary task)", () => {
    const result = executeTool(timetableExample, "get_task_info", { task_id: 1 });
    expect(result.ok).toBe(true);
    expect(result.state).toBe(timetableExample);
    expect(result.text).toBe(
      ["[1]高等数学", "类别：课程 | 状态：已安排（固定）", "来源：课程表", "占用时段：", "  第1天 第1-2节", "  第4天 第1-2节", "  第8天 第1-2节"].join(
        "\n",
      ),
    );
  });

  test("describes a 水课 and its guests (seed §4.5 embeddable task)", () => {
    const lines = (guests: string) =>
      ["[10]思政", "类别：课程 | 状态：已安排", "来源：课程表", "可嵌入：是（允许在此时段嵌入其他任务）", "占用时段：", "  第7天 第1-2节", `当前嵌入任务：${guests}`].join(
        "\n",
      );
    expect(executeTool(timetableExample, "get_task_info", { task_id: 10 }).text).toBe(lines("无"));
    expect(executeTool(allPlacedExample, "get_task_info", { task_id: 10 }).text).toBe(lines("[7]写实验报告（第7天第1-2节）"));
  });

  test("a guest names its host", () => {
    expect(executeTool(allPlacedExample, "get_task_info", { task_id: 7 }).text).toBe(
      ["[7]写实验报告", "类别：作业 | 状态：已预排", "来源：任务清单", "占用时段：", "  第7天 第1-2节", "嵌入宿主：[10]思政（第7天第1-2节）"].join("\n"),
    );
  });

  test("a pending task shows its length and no periods", () => {
    expect(executeTool(timetableExample, "get_task_info", { task_id: 3 }).text).toBe(
      ["[3]复习线代", "类别：学习 | 状态：待安排", "来源：任务清单", "需要时长：3个连续时段", "占用时段：无"].join("\n"),
    );
  });

  test("a task event comes from the schedule, not the timetable", () => {
    expect(executeTool(timetableExample, "get_task_info", { task_id: 6 }).text.split("\n").slice(0, 3)).toEqual([
      "[6]线代",
      "类别：学习 | 状态：已安排",
      "来源：日程",
    ]);
  });

  test.each([
    [{ task_id: 99 }, "任务 [99] 不存在。"],
    [{}, "参数错误：缺少 task_id。"],
    [{ task_id: "[3]" }, "参数错误：task_id 必须是整数。"],
  ])("rejects %j", (args, text) => {
    expect(executeTool(timetableExample, "get_task_info", args)).toEqual({ ok: false, text, state: timetableExample });
  });
});
