import { describe, expect, test } from "vitest";
import { executeTool } from "@/lib/schedule";
import { firstFreeExample, timetableExample, withTasks } from "@/testing/fixtures/seed-example";
import type { ScheduleState } from "@/lib/schedule/state";

const seedShapedReply = [
  "首个可用位置：第5天第1-2节（可直接放置）。",
  "匹配条件：需要2个连续时段。",
  "当日负载：总占6/12（课程占2/12，任务占4/12）。",
  "当日任务明细（全量，已过滤课程）：",
  "  - [35]第一章随机事件与概率 | 状态:suggested | 类别:概率论 | 时段:第3-4节",
  "  - [36]第二章随机变量 | 状态:suggested | 类别:概率论 | 时段:第7-8节",
  "当日连续空闲区：",
  "  - 第1-2节（2时段连续空闲）",
  "  - 第5-6节（2时段连续空闲）",
  "  - 第9-10节（2时段连续空闲）",
].join("\n");

const range = (day: number, slotStart: number, slotEnd: number) => ({ day, slot_start: slotStart, slot_end: slotEnd });

/**
 * Only the 水课 on 第7天第1-2节 is left: 军训 fills every day but 第5天 (and 第7天 from period 3), and 体育 fills
 * the gaps of 第5天 around the two chapters.
 */
const onlyEmbeddable: ScheduleState = withTasks(firstFreeExample, {
  1: (task) => ({
    ...task,
    slots: [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13].map((day) => (day === 7 ? range(7, 3, 12) : range(day, 1, 12))),
  }),
  2: (task) => ({ ...task, slots: [range(5, 1, 2), range(5, 5, 6), range(5, 9, 12)] }),
});

describe("find_first_free", () => {
  test("reports the first free position with that day's load, tasks and free runs (seed §4.3)", () => {
    const result = executeTool(firstFreeExample, "find_first_free", { duration: 2 });
    expect(result.ok).toBe(true);
    expect(result.state).toBe(firstFreeExample);
    expect(result.text).toBe(seedShapedReply);
  });

  test("find_free is an alias with identical behaviour", () => {
    expect(executeTool(firstFreeExample, "find_free", { duration: 2 })).toEqual(
      executeTool(firstFreeExample, "find_first_free", { duration: 2 }),
    );
    expect(executeTool(firstFreeExample, "find_free", { duration: 0 })).toEqual(
      executeTool(firstFreeExample, "find_first_free", { duration: 0 }),
    );
  });

  test("scans periods upwards within a day and needs the whole run free", () => {
    expect(executeTool(firstFreeExample, "find_first_free", { duration: 3 }).text.split("\n")[0]).toBe(
      "首个可用位置：第6天第1-3节（可直接放置）。",
    );
  });

  test("a day limits the search to that day", () => {
    expect(executeTool(firstFreeExample, "find_first_free", { duration: 2, day: 5 }).text).toBe(seedShapedReply);
  });

  test("a free position on a later day wins over a 水课 on an earlier day", () => {
    const state = withTasks(firstFreeExample, {
      1: (task) => ({
        ...task,
        slots: (task.slots ?? []).map((range) => (range.day === 2 ? { ...range, slot_start: 3 } : range)),
      }),
      10: (task) => ({ ...task, slots: [{ day: 2, slot_start: 1, slot_end: 2 }] }),
    });
    expect(executeTool(state, "find_first_free", { duration: 2 }).text.split("\n")[0]).toBe(
      "首个可用位置：第5天第1-2节（可直接放置）。",
    );
  });

  test("within a day a later free run wins over an earlier 水课", () => {
    expect(executeTool(timetableExample, "find_first_free", { duration: 2, day: 7 }).text.split("\n")[0]).toBe(
      "首个可用位置：第7天第3-4节（可直接放置）。",
    );
  });

  test("only when nothing is free does it offer a 水课 position", () => {
    const text = executeTool(onlyEmbeddable, "find_first_free", { duration: 2 }).text;
    expect(text.split("\n")[0]).toBe("首个可用位置：第7天第1-2节（可嵌入，宿主：[10]思政）。");
    expect(text).toContain("当日负载：总占12/12（课程占12/12，任务占0/12）。");
  });

  test("says plainly when nothing fits anywhere", () => {
    expect(executeTool(onlyEmbeddable, "find_first_free", { duration: 3 }).text).toBe(
      "未找到可用位置：第1-13天均没有3个连续空闲时段，也没有可嵌入的位置。\n匹配条件：需要3个连续时段。",
    );
  });

  test("says plainly when nothing fits on the given day, with that day's details", () => {
    expect(executeTool(firstFreeExample, "find_first_free", { duration: 3, day: 5 }).text).toBe(
      [
        "未找到可用位置：第5天没有3个连续空闲时段，也没有可嵌入的位置。",
        "匹配条件：需要3个连续时段。",
        "当日负载：总占6/12（课程占2/12，任务占4/12）。",
        "当日任务明细（全量，已过滤课程）：",
        "  - [35]第一章随机事件与概率 | 状态:suggested | 类别:概率论 | 时段:第3-4节",
        "  - [36]第二章随机变量 | 状态:suggested | 类别:概率论 | 时段:第7-8节",
        "当日连续空闲区：",
        "  - 第1-2节（2时段连续空闲）",
        "  - 第5-6节（2时段连续空闲）",
        "  - 第9-10节（2时段连续空闲）",
      ].join("\n"),
    );
  });

  test("a full day shows no tasks and no free runs", () => {
    expect(executeTool(firstFreeExample, "find_first_free", { duration: 1, day: 1 }).text).toBe(
      [
        "未找到可用位置：第1天没有1个连续空闲时段，也没有可嵌入的位置。",
        "匹配条件：需要1个连续时段。",
        "当日负载：总占12/12（课程占12/12，任务占0/12）。",
        "当日任务明细（全量，已过滤课程）：",
        "  - 无",
        "当日连续空闲区：",
        "  - 无",
      ].join("\n"),
    );
  });

  test.each([
    [{}, "参数错误：缺少 duration。"],
    [{ duration: 0 }, "参数错误：duration 必须在 1-12 之间。"],
    [{ duration: 13 }, "参数错误：duration 必须在 1-12 之间。"],
    [{ duration: 2, day: 14 }, "参数错误：day 必须在 1-13 之间（规划窗口共13天）。"],
    [{ duration: "两节" }, "参数错误：duration 必须是整数。"],
  ])("rejects %j", (args, text) => {
    expect(executeTool(firstFreeExample, "find_first_free", args)).toEqual({ ok: false, text, state: firstFreeExample });
  });
});
