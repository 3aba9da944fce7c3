/**
 * roughSchedule as a planner for all pending work: loose tasks beside the task classes, the daily cap, and
 * allow_partial (place what fits best by priority and say exactly what is left out and why).
 */
import { describe, expect, it } from "vitest";
import { deepFreeze } from "@/testing/fixtures/seed-example";
import { course, item, loose, stateOf, taskClass } from "@/testing/planner/fixtures";
import { roughSchedule } from "./rough-schedule";

// Day 1: periods 1-8 taken, 9-12 free. Day 2: all free.
const revision = taskClass(1, { name: "线代复习", day_end: 2 });
const report = loose(21, 3, { name: "物理实验报告", priority_group: 1, deadline_day: 1 });
const notes = loose(22, 4, { name: "整理笔记", priority_group: 4 });
const week = deepFreeze(stateOf(2, [course(1, [[1, 1, 8]]), report, notes, item(11, 1, 1), item(12, 1, 2)], [revision]));

describe("roughSchedule with loose tasks", () => {
  it("plans the classes and the loose tasks together, a loose task's blocks laid out as ranges", () => {
    const result = roughSchedule(week);
    expect(result.ok).toBe(true);
    expect(result.text).toBe(
      [
        "粗排完成：已为 [线代复习] 预排2个任务（共4节），为 [任务] 预排2个任务（共7节）。",
        "  [11]第1章 → 第2天第5-6节",
        "  [12]第2章 → 第2天第7-8节",
        "  [21]物理实验报告 → 第1天第10-12节",
        "  [22]整理笔记 → 第2天第1-4节",
        "第1天当前占用：[1]课1(1-8节) [21]物理实验报告(10-12节)，占用11/12。",
        "第2天当前占用：[22]整理笔记(1-4节) [11]第1章(5-6节) [12]第2章(7-8节)，占用8/12。",
        "待安排任务剩余：0个。",
      ].join("\n"),
    );
    expect(result.state.tasks.find((task) => task.state_id === 21)).toMatchObject({
      status: "suggested",
      slots: [{ day: 1, slot_start: 10, slot_end: 12 }],
      estimated_sections: 3,
    });
    // One entry per block: the 2-period and the 1-period block of the report, the two blocks of the notes.
    expect(result.placed.filter((placement) => placement.state_id === 21)).toHaveLength(2);
    expect(result.left_out).toEqual([]);
  });

  it("leaves loose tasks alone when one class is asked for", () => {
    const result = roughSchedule(week, { category_id: 1 });
    expect(result.placed.map((placement) => placement.state_id)).toEqual([11, 12]);
    expect(result.state.tasks.find((task) => task.state_id === 21)?.status).toBe("pending");
  });

  it("plans only the one to-do task_id names, leaving the classes and the other to-dos pending", () => {
    const result = roughSchedule(week, { task_id: 22 });
    expect(result.ok).toBe(true);
    expect(new Set(result.placed.map((placement) => placement.state_id))).toEqual(new Set([22]));
    for (const id of [11, 12, 21]) expect(result.state.tasks.find((task) => task.state_id === id)?.status).toBe("pending");
  });

  it("refuses a task_id that is no pending to-do, or that comes with a class, changing nothing", () => {
    expect(roughSchedule(week, { task_id: 11 })).toMatchObject({ ok: false, state: week, text: "粗排失败：[11]第1章 不是待安排的待办，不能单独粗排。" });
    expect(roughSchedule(week, { task_id: 99 })).toMatchObject({ ok: false, state: week, text: "粗排失败：没有编号为99的待办。" });
    expect(roughSchedule(week, { task_id: 21, category_id: 1 })).toMatchObject({ ok: false, state: week });
  });

  it("plans loose tasks alone when no class has pending items", () => {
    const result = roughSchedule(stateOf(1, [loose(21, 2)]));
    expect(result.placed).toEqual([{ state_id: 21, day: 1, slot_start: 1, slot_end: 2 }]);
  });

  it("refuses a loose task whose estimate is not a positive integer", () => {
    const result = roughSchedule(stateOf(1, [loose(21, 0)]));
    expect(result).toMatchObject({ ok: false, placed: [], text: "粗排失败：[21]待办21 的预估时长0节无效（需正整数），未做任何安排。" });
  });
});

describe("roughSchedule with a daily cap", () => {
  it("refuses, all or nothing, and names what the cap leaves out", () => {
    const result = roughSchedule(week, { daily_cap: 4 });
    expect(result.ok).toBe(false);
    expect(result.state).toBe(week);
    expect(result.missing_periods).toBe(4);
    expect(result.text).toBe(
      [
        "粗排失败：[22]整理笔记 还差4节，未做任何安排。",
        "[22]整理笔记：还差4节（共需4节）——还空着的时段所在的日子已达每日学习上限（4节）。",
      ].join("\n"),
    );
  });

  it.each([0, 13, 2.5, "4"])("refuses a cap of %s", (cap) => {
    const result = roughSchedule(week, { daily_cap: cap as number });
    expect(result).toEqual({ ok: false, text: `粗排失败：每日学习上限必须是1-12的整数，收到的是 ${String(cap)}。`, state: week, placed: [] });
  });
});

describe("roughSchedule with allow_partial", () => {
  it("places what fits, heaviest first, and lists what is left out and why", () => {
    const result = roughSchedule(week, { daily_cap: 4, allow_partial: true });
    expect(result.ok).toBe(true);
    expect(result.text).toBe(
      [
        "粗排完成：已为 [线代复习] 预排2个任务（共4节），为 [任务] 预排1个任务（共3节）。",
        "  [11]第1章 → 第2天第1-2节",
        "  [12]第2章 → 第2天第3-4节",
        "  [21]物理实验报告 → 第1天第9-11节",
        "第1天当前占用：[1]课1(1-8节) [21]物理实验报告(9-11节)，占用11/12。",
        "第2天当前占用：[11]第1章(1-2节) [12]第2章(3-4节)，占用4/12。",
        "未能安排（共4节）：",
        "  [22]整理笔记：还差4节（共需4节）——还空着的时段所在的日子已达每日学习上限（4节）。",
        "待安排任务剩余：1个。",
      ].join("\n"),
    );
    expect(result.missing_periods).toBe(4);
  });

  it("names the heavier task that holds the only free periods", () => {
    const evening = deepFreeze(stateOf(1, [course(1, [[1, 1, 8]]), report, notes]));
    const result = roughSchedule(evening, { allow_partial: true });
    expect(result.text.split("\n").slice(-2)).toEqual([
      "  [22]整理笔记：还差4节（共需4节）——可用时段已被优先级更高的任务占用：[21]物理实验报告。",
      "待安排任务剩余：1个。",
    ]);
  });

  it("reports a chain from its first missing item, as the all-or-nothing refusal counts it", () => {
    const crowded = deepFreeze(
      stateOf(1, [course(1, [[1, 1, 8]]), ...[1, 2, 3, 4].map((order) => item(10 + order, 1, order))], [taskClass(1, { name: "概率论", day_end: 1 })]),
    );
    const partial = roughSchedule(crowded, { allow_partial: true });
    expect(partial.placed.map((placement) => placement.state_id)).toEqual([11, 12]);
    expect(partial.text).toContain(
      "  [概率论]：从 [13]第3章 起的2个任务（4节）未安排——可用范围内（第1天，无排除时段，不嵌入水课）的空闲时段已被它自己的其余部分用完。",
    );
    const refusal = roughSchedule(crowded);
    expect(refusal.missing_periods).toBe(partial.missing_periods);
    expect(refusal.text.split("\n")[0]).toBe("粗排失败：[概率论] 还差4节空闲时段，未做任何安排。");
  });

  it("refuses, changing nothing, when nothing at all fits", () => {
    const full = deepFreeze(stateOf(1, [course(1, [[1, 1, 12]]), loose(21, 2)]));
    const result = roughSchedule(full, { allow_partial: true });
    expect(result.ok).toBe(false);
    expect(result.state).toBe(full);
    expect(result.text).toBe(
      ["粗排失败：[21]待办21 还差2节，未做任何安排。", "[21]待办21：还差2节（共需2节）——在可用范围内（第1天，不嵌入水课）没有合适的连续空闲时段。"].join("\n"),
    );
  });

  it("refuses a non-boolean allow_partial", () => {
    expect(roughSchedule(week, { allow_partial: "yes" as unknown as boolean }).text).toBe("粗排失败：allow_partial 只能是 true 或 false。");
  });
});
