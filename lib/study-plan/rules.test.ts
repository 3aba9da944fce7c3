import { describe, expect, it } from "vitest";
import { PlannerError } from "@/lib/errors";
import { normalizeItems, normalizeTaskClass, orderWarnings, termRange, type TaskClassFields } from "./rules";

// 18 weeks from Monday 2026-09-07 end on Sunday 2027-01-10.
const TERM = termRange({ start_date: "2026-09-07", weeks: 18 });
const FIELDS: TaskClassFields = { name: "概率论复习", start_date: "2026-12-01", end_date: "2026-12-14", strategy: "rapid", allow_filler_course: false, excluded_slots: [] };

function reasonsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (PlannerError.isInstance(error, "task_class:invalid")) return error.details.reasons ?? [];
    throw error;
  }
  throw new Error("expected a task_class:invalid refusal");
}

describe("termRange", () => {
  it("runs from the first Monday to the last Sunday", () => {
    expect(TERM).toEqual({ start_date: "2026-09-07", end_date: "2027-01-10" });
  });
});

describe("normalizeTaskClass", () => {
  it("accepts the term's first and last day and does not mutate the input", () => {
    const input = { ...FIELDS, start_date: "2026-09-07", end_date: "2027-01-10", excluded_slots: [6, 2, 2] };
    expect(normalizeTaskClass(input, TERM, 12).excluded_slots).toEqual([2, 6]);
    expect(input.excluded_slots).toEqual([6, 2, 2]);
  });

  it("names the term's dates when the range leaves it", () => {
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, end_date: "2027-01-11" }, TERM, 12))).toEqual(["日期需要在学期内（2026-09-07 至 2027-01-10）"]);
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, start_date: "2026-09-06" }, TERM, 12))).toEqual(["日期需要在学期内（2026-09-07 至 2027-01-10）"]);
  });

  it("refuses dates that do not exist and excluding every period", () => {
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, start_date: "2026-02-30" }, TERM, 12))).toEqual(["开始日期「2026-02-30」不是有效日期"]);
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, excluded_slots: [1, 2, 3, 4, 5, 6] }, TERM, 12))).toEqual(["不能排除全部时段，否则没有可安排的时间"]);
  });

  it("bounds the excluded blocks by the term's day and names its real last block", () => {
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, excluded_slots: [7] }, TERM, 12))).toEqual(["排除时段只能是 1-6（1 = 第1-2节 … 6 = 第11-12节）"]);
    expect(normalizeTaskClass({ ...FIELDS, excluded_slots: [7] }, TERM, 13).excluded_slots).toEqual([7]);
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, excluded_slots: [8] }, TERM, 13))).toEqual(["排除时段只能是 1-7（1 = 第1-2节 … 7 = 第13节）"]);
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, excluded_slots: [9] }, TERM, 16))).toEqual(["排除时段只能是 1-8（1 = 第1-2节 … 8 = 第15-16节）"]);
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, excluded_slots: [5] }, TERM, 8))).toEqual(["排除时段只能是 1-4（1 = 第1-2节 … 4 = 第7-8节）"]);
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, excluded_slots: [1, 2, 3, 4, 5, 6, 7] }, TERM, 14))).toEqual(["不能排除全部时段，否则没有可安排的时间"]);
    expect(normalizeTaskClass({ ...FIELDS, excluded_slots: [1, 2, 3, 4, 5, 6] }, TERM, 14).excluded_slots).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("leaves the blocks unchecked when periods is null (an edit that keeps them)", () => {
    expect(normalizeTaskClass({ ...FIELDS, excluded_slots: [7] }, TERM, null).excluded_slots).toEqual([7]);
  });

  it("counts characters, not UTF-16 units, against the 40-character limit", () => {
    expect(normalizeTaskClass({ ...FIELDS, name: "📚".repeat(40) }, TERM, 12).name).toBe("📚".repeat(40));
  });
});

describe("normalizeItems", () => {
  it("trims content and defaults the duration to 2", () => {
    expect(normalizeItems([{ content: " 第一章 " }, { content: "第二章", duration: 12 }], 12)).toEqual([
      { content: "第一章", duration: 2 },
      { content: "第二章", duration: 12 },
    ]);
  });

  it("bounds a duration by the term's day", () => {
    expect(normalizeItems([{ content: "a", duration: 16 }], 16)).toEqual([{ content: "a", duration: 16 }]);
    expect(reasonsOf(() => normalizeItems([{ content: "a", duration: 13 }], 12))).toEqual(["时长需要是 1-12 节的整数"]);
    expect(reasonsOf(() => normalizeItems([{ content: "a", duration: 15 }], 14))).toEqual(["时长需要是 1-14 节的整数"]);
  });

  it("refuses a fractional duration and zero", () => {
    expect(reasonsOf(() => normalizeItems([{ content: "a", duration: 1.5 }, { content: "b", duration: 0 }], 12))).toEqual(["第1项：时长需要是 1-12 节的整数", "第2项：时长需要是 1-12 节的整数"]);
  });
});

describe("orderWarnings", () => {
  const at = (day: number, section: number) => ({ week: 13, day_of_week: day, section_start: section });

  it("is quiet when placed items come first and in time order", () => {
    expect(
      orderWarnings([
        { content: "一", status: "applied", placed_at: at(1, 7) },
        { content: "二", status: "applied", placed_at: at(3, 1) },
        { content: "三", status: "pending", placed_at: null },
      ]),
    ).toEqual([]);
  });

  it("names each pending item before a placed one and each placed pair against time", () => {
    expect(
      orderWarnings([
        { content: "一", status: "pending", placed_at: null },
        { content: "二", status: "applied", placed_at: at(3, 1) },
        { content: "三", status: "applied", placed_at: at(1, 7) },
      ]),
    ).toEqual(["「一」排在已安排的「二」之前，排程时只能放在它之前的空闲时间", "已安排的「二」排在「三」之前，但在日程里晚于它"]);
  });
});
