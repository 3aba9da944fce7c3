import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { allPlacedExample, timetableExample, withTasks } from "@/testing/fixtures/seed-example";

describe("query_range", () => {
  test("shows a whole day in the six standard rows with free runs and embed facts (seed §4.2 whole day)", () => {
    const result = executeTool(timetableExample, "query_range", { day: 4 });
    expect(result.ok).toBe(true);
    expect(result.state).toBe(timetableExample);
    expect(result.text).toBe(
      [
        "第4天 全天：",
        "",
        "第1-2节：[1]高等数学（固定）",
        "第3-4节：[6]线代",
        "第5-6节：空",
        "第7-8节：空",
        "第9-10节：[8]程序设计",
        "第11-12节：空",
        "",
        "连续空闲区：第5-8节(4时段)、第11-12节(2时段)",
        "可嵌入：第1-2节已有[1]高等数学（固定，不可嵌入）",
      ].join("\n"),
    );
  });

  test("shows a range period by period with a summary (seed §4.2 range)", () => {
    expect(executeTool(timetableExample, "query_range", { day: 4, slot_start: 5, slot_end: 8 }).text).toBe(
      ["第4天 第5-8节：", "", "第5节：空", "第6节：空", "第7节：空", "第8节：空", "", "该范围4个时段全部空闲。"].join("\n"),
    );
  });

  test("a task running across a row boundary keeps one line; the rest of its row gets its own", () => {
    const state = withTasks(timetableExample, {
      3: (task) => ({ ...task, status: "suggested", slots: [{ day: 5, slot_start: 1, slot_end: 3 }] }),
      8: (task) => ({ ...task, slots: [{ day: 5, slot_start: 9, slot_end: 12 }] }),
    });
    expect(executeTool(state, "query_range", { day: 5 }).text).toBe(
      [
        "第5天 全天：",
        "",
        "第1-3节：[3]复习线代",
        "第4节：空",
        "第5-6节：空",
        "第7-8节：空",
        "第9-12节：[8]程序设计",
        "",
        "连续空闲区：第4-8节(5时段)",
        "可嵌入：无",
      ].join("\n"),
    );
  });

  test("a 水课 and its guest share a row; the embed line names the guest", () => {
    expect(executeTool(allPlacedExample, "query_range", { day: 7 }).text).toBe(
      [
        "第7天 全天：",
        "",
        "第1-2节：[10]思政（可嵌入）、[7]写实验报告（嵌入）",
        "第3-4节：空",
        "第5-6节：空",
        "第7-8节：空",
        "第9-10节：空",
        "第11-12节：空",
        "",
        "连续空闲区：第3-12节(10时段)",
        "可嵌入：第1-2节为[10]思政（可嵌入，已嵌入[7]写实验报告）",
      ].join("\n"),
    );
    expect(executeTool(timetableExample, "query_range", { day: 7 }).text).toContain(
      "可嵌入：第1-2节为[10]思政（可嵌入，当前无嵌入任务）",
    );
  });

  test("a partly taken range counts both kinds and names the free periods", () => {
    expect(executeTool(timetableExample, "query_range", { day: 1, slot_start: 5, slot_end: 8 }).text).toBe(
      ["第1天 第5-8节：", "", "第5节：[4]体育", "第6节：[4]体育", "第7节：空", "第8节：空", "", "该范围4个时段中，已占用2个，空闲2个（第7-8节）。"].join(
        "\n",
      ),
    );
  });

  test("a fully taken range says so and carries the embed facts of what it touches", () => {
    expect(executeTool(timetableExample, "query_range", { day: 1, slot_start: 2, slot_end: 2 }).text).toBe(
      ["第1天 第2节：", "", "第2节：[1]高等数学（固定）", "", "该范围1个时段全部已占用。", "可嵌入：第1-2节已有[1]高等数学（固定，不可嵌入）"].join(
        "\n",
      ),
    );
  });

  test.each([
    [{ day: 4, slot_start: 5 }, "参数错误：slot_start 与 slot_end 需同时提供；查整天时两者都不传。"],
    [{ day: 4, slot_start: 8, slot_end: 5 }, "参数错误：slot_start（8）不能大于 slot_end（5）。"],
    [{ day: 0 }, "参数错误：day 必须在 1-13 之间（规划窗口共13天）。"],
    [{ day: 4, slot_start: 1, slot_end: 13 }, "参数错误：slot_end 必须在 1-12 之间。"],
    [{}, "参数错误：缺少 day。"],
  ])("rejects %j", (args, text) => {
    expect(executeTool(timetableExample, "query_range", args)).toEqual({ ok: false, text, state: timetableExample });
  });
});
