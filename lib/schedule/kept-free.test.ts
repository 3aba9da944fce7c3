/**
 * roughSchedule keeping parts of every day free ("别给我排早八", "中午一点到两点要午睡", "晚上学不进去"): no new study
 * and no review lands in the periods they touch by the term's period times, blocks already there stay, the reply
 * says what was kept free in the student's words, and the placeholder that closes them never reaches the state.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { examInstance } from "@/testing/planner/exam-instance";
import { item, loose, stateOf, taskClass } from "@/testing/planner/fixtures";
import { isKeptFreeWord, keptFreePeriods, keptFreeSentence } from "./kept-free";
import { replanMissed } from "./replan-missed";
import { roughSchedule } from "./rough-schedule";

const keep = (...words: string[]) => ({ words, section_times: DEFAULT_SECTION_TIMES });
/** A term whose periods start at 07:40 and break for lunch at 12:10, so the spans are read by its own clock. */
const EARLY_TERM = [
  ["07:40", "08:25"], ["08:30", "09:15"], ["09:30", "10:15"], ["10:20", "11:05"], ["11:15", "12:00"],
  ["13:00", "13:45"], ["13:50", "14:35"], ["14:50", "15:35"], ["15:40", "16:25"], ["18:30", "19:15"], ["19:20", "20:05"], ["20:10", "20:55"],
].map(([start, end]) => ({ start, end }));

describe("the periods a kept-free word touches", () => {
  it("reads parts of the day, 早八 and clock spans by the term's own period times", () => {
    expect(keptFreePeriods(["早八"], DEFAULT_SECTION_TIMES, 12)).toEqual([1]);
    expect(keptFreePeriods(["上午"], DEFAULT_SECTION_TIMES, 12)).toEqual([1, 2, 3, 4]);
    expect(keptFreePeriods(["晚上"], DEFAULT_SECTION_TIMES, 12)).toEqual([9, 10, 11, 12]);
    expect(keptFreePeriods(["下午"], DEFAULT_SECTION_TIMES, 12)).toEqual([5, 6, 7, 8]);
    // The default clock has no period over lunch: a nap there keeps nothing closed.
    expect(keptFreePeriods(["13:00-14:00"], DEFAULT_SECTION_TIMES, 12)).toEqual([]);
    expect(keptFreePeriods(["13:00-14:00"], EARLY_TERM, 12)).toEqual([6, 7]);
    expect(keptFreePeriods(["08:00-09:40"], DEFAULT_SECTION_TIMES, 12)).toEqual([1, 2]);
    expect(keptFreePeriods(["中午", "早八"], EARLY_TERM, 12)).toEqual([1, 6, 7]);
  });

  it("refuses words that name no part of the day and spans that end before they start", () => {
    for (const word of ["13:00-14:00", "8:00~9:40", "上午", "早八", "晚上"]) expect(isKeptFreeWord(word)).toBe(true);
    for (const word of ["14:00-13:00", "25:00-26:00", "一点到两点", "afternoon", "", "周三", "周三下雨", "周八晚上"]) expect(isKeptFreeWord(word)).toBe(false);
  });

  it("reads weekdays before a span as that span on those days only", () => {
    for (const word of ["周三晚上", "星期三、星期五晚上", "周二和周四 18:00-21:00", "周末上午", "工作日早八", "礼拜六下午"]) expect(isKeptFreeWord(word)).toBe(true);
    expect(keptFreePeriods(["周三、周五晚上"], DEFAULT_SECTION_TIMES, 12, 3)).toEqual([9, 10, 11, 12]);
    expect(keptFreePeriods(["周三、周五晚上"], DEFAULT_SECTION_TIMES, 12, 4)).toEqual([]);
    // Without a weekday asked, only what holds every day.
    expect(keptFreePeriods(["周三周五晚上", "早八"], DEFAULT_SECTION_TIMES, 12)).toEqual([1]);
    expect(keptFreePeriods(["周末上午"], DEFAULT_SECTION_TIMES, 12, 7)).toEqual([1, 2, 3, 4]);
    expect(keptFreePeriods(["工作日 08:00-09:40"], DEFAULT_SECTION_TIMES, 12, 6)).toEqual([]);
    expect(keptFreeSentence(["星期三和星期五晚上"])).toBe("按你说的，周三、周五晚上空着，没有安排新的学习。");
    expect(keptFreeSentence(["早八", "周二 18:00-21:00"])).toBe("按你说的，每天早八，周二 18:00–21:00 空着，没有安排新的学习。");
  });
});

describe("roughSchedule with parts of the day kept free", () => {
  const instance = examInstance({ days: 14, tasks: 30, seed: 1 });
  const options = { ...instance.options, allow_partial: true };

  it("places no study and no review in the evening kept free, and says so in the student's words", () => {
    const evening = (slot: number) => slot >= 9;
    const planned = roughSchedule(instance.state, options);
    // Without the option the plan uses evenings; the test below would pass vacuously otherwise.
    expect(planned.placed.some((placement) => evening(placement.slot_end))).toBe(true);

    const result = roughSchedule(instance.state, { ...options, keep_free: keep("晚上") });
    expect(result.ok).toBe(true);
    expect(result.placed.length).toBeGreaterThan(0);
    expect(result.placed.filter((placement) => evening(placement.slot_end))).toEqual([]);
    expect((result.reviews ?? []).filter((review) => evening(review.slot))).toEqual([]);
    expect(result.text).toContain("按你说的，每天晚上空着，没有安排新的学习。");
    expect(result.state.tasks.some((task) => task.name === "空着的时段")).toBe(false);
  });

  it("keeps a nap's clock span and 早八 free, leaving a block already there where it is", () => {
    const placed = item(9, 2, 1, { status: "existing", slots: [{ day: 1, slot_start: 6, slot_end: 7 }] });
    const state = stateOf(3, [placed, item(1, 1, 1), item(2, 1, 2), item(3, 1, 3), loose(4, 3)], [taskClass(1, { day_end: 3 }), taskClass(2)]);
    const result = roughSchedule(state, { keep_free: { words: ["13:00-14:00", "早八"], section_times: EARLY_TERM } });
    expect(result.ok).toBe(true);
    const touches = (start: number, end: number) => [1, 6, 7].some((period) => period >= start && period <= end);
    expect(result.placed.filter((placement) => touches(placement.slot_start, placement.slot_end))).toEqual([]);
    expect(result.state.tasks.find((task) => task.state_id === 9)?.slots).toEqual([{ day: 1, slot_start: 6, slot_end: 7 }]);
    expect(result.text).toContain("按你说的，每天 13:00–14:00、早八空着，没有安排新的学习。");
  });

  it("keeps a job's evenings free on its weekdays only, and plans the other evenings as before", () => {
    const evening = (slot: number) => slot >= 9;
    const weekdayOf = (day: number) => instance.state.window.day_mapping.find((mapped) => mapped.day_index === day)?.day_of_week;
    const result = roughSchedule(instance.state, { ...options, keep_free: keep("周三、周五晚上") });
    expect(result.ok).toBe(true);
    const evenings = result.placed.filter((placement) => evening(placement.slot_end));
    expect(evenings.filter((placement) => [3, 5].includes(weekdayOf(placement.day) ?? 0))).toEqual([]);
    // The plan without the option does use those evenings, so the check above is not vacuous.
    const before = roughSchedule(instance.state, options).placed.filter((placement) => evening(placement.slot_end));
    expect(before.some((placement) => [3, 5].includes(weekdayOf(placement.day) ?? 0))).toBe(true);
    expect(evenings.length).toBeGreaterThan(0);
    expect(result.text).toContain("按你说的，周三、周五晚上空着，没有安排新的学习。");
  });

  it("keeps the span free when missed work is re-planned too", () => {
    const skipped = item(1, 1, 1, { missed: true });
    const result = replanMissed(stateOf(3, [skipped], [taskClass(1, { day_end: 3 })]), { keep_free: keep("上午") });
    expect(result.ok).toBe(true);
    expect(result.placed).toEqual([{ state_id: 1, day: 1, slot_start: 5, slot_end: 6 }]);
    expect(result.text).toContain("每天上午空着");
  });

  it("refuses, changing nothing, words it cannot read or a day with nothing left open", () => {
    expect(roughSchedule(instance.state, { ...options, keep_free: keep("周三下雨") })).toMatchObject({
      ok: false,
      state: instance.state,
      text: expect.stringContaining("要空着的时段只能是“早八”“上午”“中午”“下午”“晚上”"),
    });
    expect(roughSchedule(instance.state, { ...options, keep_free: keep("上午", "下午", "晚上") })).toMatchObject({
      ok: false,
      state: instance.state,
      text: "粗排失败：这样每天所有的节次都空着了，没有可以排学习的时段。",
    });
    // Every day closed, some by their weekday: still nothing open.
    expect(roughSchedule(instance.state, { ...options, keep_free: keep("上午", "下午", "工作日晚上", "周末晚上") })).toMatchObject({ ok: false, state: instance.state });
  });
});
