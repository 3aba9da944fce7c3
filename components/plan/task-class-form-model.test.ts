import { describe, expect, it } from "vitest";
import { TERM_RANGE, PROBABILITY } from "@/testing/fixtures/plan";
import { emptyTaskClassForm, taskClassFormFrom, toggleSlot, validateTaskClassForm, type TaskClassFormState } from "./task-class-form-model";

const VALID: TaskClassFormState = { name: " 线代复习 ", start_date: "2026-12-01", end_date: "2026-12-14", strategy: "steady", allow_filler_course: true, excluded_slots: [6, 1] };

describe("emptyTaskClassForm", () => {
  it("starts today and runs two weeks, steady, no 水课, nothing excluded", () => {
    // 2026-11-30 is a Monday; two weeks end on Sunday 2026-12-13.
    expect(emptyTaskClassForm(TERM_RANGE, "2026-11-30")).toEqual({ name: "", start_date: "2026-11-30", end_date: "2026-12-13", strategy: "steady", allow_filler_course: false, excluded_slots: [] });
  });

  it("stays inside the term at both ends", () => {
    expect(emptyTaskClassForm(TERM_RANGE, "2026-08-01")).toMatchObject({ start_date: "2026-09-07", end_date: "2026-09-20" });
    expect(emptyTaskClassForm(TERM_RANGE, "2027-01-05")).toMatchObject({ start_date: "2027-01-05", end_date: "2027-01-10" });
    expect(emptyTaskClassForm(TERM_RANGE, "2027-03-01")).toMatchObject({ start_date: "2027-01-10", end_date: "2027-01-10" });
  });
});

describe("toggleSlot", () => {
  it("adds and removes a block, keeping the list sorted, without mutating the state", () => {
    const state = { ...VALID, excluded_slots: [6] };
    expect(toggleSlot(state, 2).excluded_slots).toEqual([2, 6]);
    expect(toggleSlot(state, 6).excluded_slots).toEqual([]);
    expect(state.excluded_slots).toEqual([6]);
  });
});

describe("validateTaskClassForm", () => {
  it("answers the trimmed payload with sorted excluded blocks", () => {
    expect(validateTaskClassForm(VALID, TERM_RANGE)).toEqual({
      ok: true,
      payload: { name: "线代复习", start_date: "2026-12-01", end_date: "2026-12-14", strategy: "steady", allow_filler_course: true, excluded_slots: [1, 6] },
    });
  });

  it("names each broken field", () => {
    const result = validateTaskClassForm({ ...VALID, name: "  ", start_date: "", excluded_slots: [1, 2, 3, 4, 5, 6] }, TERM_RANGE);
    expect(result).toEqual({ ok: false, errors: { name: "请填写任务类名称", start_date: "请选择开始日期", excluded_slots: "不能排除全部时段，否则没有可安排的时间" } });
  });

  it("refuses a name over 40 characters, reversed dates and a range outside the term", () => {
    expect(validateTaskClassForm({ ...VALID, name: "复".repeat(41) }, TERM_RANGE)).toMatchObject({ errors: { name: "名称不能超过 40 个字" } });
    expect(validateTaskClassForm({ ...VALID, end_date: "2026-11-30" }, TERM_RANGE)).toMatchObject({ errors: { end_date: "结束日期不能早于开始日期" } });
    expect(validateTaskClassForm({ ...VALID, end_date: "2027-01-11" }, TERM_RANGE)).toMatchObject({ errors: { end_date: "日期需要在学期内（2026-09-07 至 2027-01-10）" } });
  });

  it("lets an existing class keep a range the term no longer covers, as the server does", () => {
    const old = { ...PROBABILITY, start_date: "2027-01-04", end_date: "2027-01-17" };
    expect(validateTaskClassForm({ ...taskClassFormFrom(old, 12), name: "改名" }, TERM_RANGE, old).ok).toBe(true);
    expect(validateTaskClassForm({ ...taskClassFormFrom(old, 12), end_date: "2027-01-16" }, TERM_RANGE, old).ok).toBe(false);
  });

  it("bounds the excluded blocks by the term's day: all 7 of a 14-period day is everything, 6 of them is not", () => {
    const long = { ...TERM_RANGE, periods_per_day: 14 };
    expect(validateTaskClassForm({ ...VALID, excluded_slots: [1, 2, 3, 4, 5, 6] }, long).ok).toBe(true);
    expect(validateTaskClassForm({ ...VALID, excluded_slots: [1, 2, 3, 4, 5, 6, 7] }, long)).toMatchObject({ errors: { excluded_slots: "不能排除全部时段，否则没有可安排的时间" } });
    expect(validateTaskClassForm({ ...VALID, excluded_slots: [1, 2, 3, 4] }, { ...TERM_RANGE, periods_per_day: 8 })).toMatchObject({ errors: { excluded_slots: "不能排除全部时段，否则没有可安排的时间" } });
  });
});

describe("taskClassFormFrom", () => {
  it("drops a block the term's day has since lost and keeps the rest", () => {
    expect(taskClassFormFrom({ ...PROBABILITY, excluded_slots: [1, 7] }, 12).excluded_slots).toEqual([1]);
    expect(taskClassFormFrom({ ...PROBABILITY, excluded_slots: [1, 7] }, 13).excluded_slots).toEqual([1, 7]);
  });
});
