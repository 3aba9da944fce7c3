/**
 * roughSchedule leaving out what the student asked to keep ("除了错题本，别的都排", "概率论先别排"): the excluded
 * to-dos and classes stay pending while the rest is planned, and a request left with nothing else is refused.
 */
import { describe, expect, it } from "vitest";
import { deepFreeze } from "@/testing/fixtures/seed-example";
import { course, item, loose, stateOf, taskClass } from "@/testing/planner/fixtures";
import { roughSchedule } from "./rough-schedule";
import { replanMissed } from "./replan-missed";

// Day 1: periods 1-8 taken, 9-12 free. Day 2: all free.
const linear = taskClass(1, { name: "线代复习", day_end: 2 });
const probability = taskClass(2, { name: "概率论复习", day_end: 2 });
const report = loose(21, 3, { name: "物理实验报告", priority_group: 1, deadline_day: 2 });
const mistakes = loose(22, 2, { name: "整理错题本", priority_group: 4 });
const tasks = [course(1, [[1, 1, 8]]), report, mistakes, item(11, 1, 1), item(12, 2, 1)];
const week = deepFreeze(stateOf(2, tasks, [linear, probability]));

const statusOf = (state: typeof week, id: number) => state.tasks.find((task) => task.state_id === id)?.status;
const placedIds = (result: ReturnType<typeof roughSchedule>) => new Set(result.placed.map((placement) => placement.state_id));

describe("roughSchedule with exclusions", () => {
  it("plans everything but the excluded to-do, which stays pending", () => {
    const result = roughSchedule(week, { exclude_task_ids: [22] });
    expect(result.ok).toBe(true);
    expect(placedIds(result)).toEqual(new Set([11, 12, 21]));
    expect(statusOf(result.state, 22)).toBe("pending");
  });

  it("keeps an excluded to-do out of a to-dos-only request too", () => {
    const result = roughSchedule(week, { loose_only: true, exclude_task_ids: [22] });
    expect(placedIds(result)).toEqual(new Set([21]));
    expect(statusOf(result.state, 22)).toBe("pending");
  });

  it("leaves an excluded class's items pending, of everything or of several classes", () => {
    expect(placedIds(roughSchedule(week, { exclude_category_ids: [2] }))).toEqual(new Set([11, 21, 22]));
    expect(placedIds(roughSchedule(week, { category_ids: [1, 2], exclude_category_ids: [2] }))).toEqual(new Set([11]));
  });

  it("refuses, changing nothing, when the request covers only what is kept out", () => {
    const kept = "粗排失败：除了你说先不排的，没有别的待安排任务了。";
    expect(roughSchedule(week, { loose_only: true, exclude_task_ids: [21, 22] })).toMatchObject({ ok: false, state: week, text: kept });
    expect(roughSchedule(week, { task_id: 22, exclude_task_ids: [22] })).toMatchObject({ ok: false, state: week, text: kept });
    expect(roughSchedule(week, { category_id: 2, exclude_category_ids: [2] })).toMatchObject({ ok: false, state: week, text: kept });
    const everything = { exclude_task_ids: [21, 22], exclude_category_ids: [1, 2] };
    expect(roughSchedule(week, everything)).toMatchObject({ ok: false, state: week, text: kept });
  });

  it("keeps an excluded to-do out of a re-plan of missed work", () => {
    const missed = deepFreeze(stateOf(2, [course(1, [[1, 1, 8]]), { ...report, missed: true }, { ...mistakes, missed: true }]));
    const result = replanMissed(missed, { exclude_task_ids: [22] });
    expect(placedIds(result)).toEqual(new Set([21]));
  });

  it("refuses exclusions that are no list of ids", () => {
    const bad = { exclude_task_ids: ["整理错题本"] } as unknown as Parameters<typeof roughSchedule>[1];
    expect(roughSchedule(week, bad)).toMatchObject({ ok: false, text: "粗排失败：不排的任务编号必须是整数列表。" });
  });
});
