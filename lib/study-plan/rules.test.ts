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
    expect(normalizeTaskClass(input, TERM).excluded_slots).toEqual([2, 6]);
    expect(input.excluded_slots).toEqual([6, 2, 2]);
  });

  it("names the term's dates when the range leaves it", () => {
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, end_date: "2027-01-11" }, TERM))).toEqual(["日期需要在学期内（2026-09-07 至 2027-01-10）"]);
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, start_date: "2026-09-06" }, TERM))).toEqual(["日期需要在学期内（2026-09-07 至 2027-01-10）"]);
  });

  it("refuses dates that do not exist and excluding every period", () => {
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, start_date: "2026-02-30" }, TERM))).toEqual(["开始日期「2026-02-30」不是有效日期"]);
    expect(reasonsOf(() => normalizeTaskClass({ ...FIELDS, excluded_slots: [1, 2, 3, 4, 5, 6] }, TERM))).toEqual(["不能排除全部时段，否则没有可安排的时间"]);
  });

  it("counts characters, not UTF-16 units, against the 40-character limit", () => {
    expect(normalizeTaskClass({ ...FIELDS, name: "📚".repeat(40) }, TERM).name).toBe("📚".repeat(40));
  });
});

describe("normalizeItems", () => {
  it("trims content and defaults the duration to 2", () => {
    expect(normalizeItems([{ content: " 第一章 " }, { content: "第二章", duration: 12 }])).toEqual([
      { content: "第一章", duration: 2 },
      { content: "第二章", duration: 12 },
    ]);
  });

  it("refuses a fractional duration and zero", () => {
    expect(reasonsOf(() => normalizeItems([{ content: "a", duration: 1.5 }, { content: "b", duration: 0 }]))).toEqual(["第1项：时长需要是 1-12 节的整数", "第2项：时长需要是 1-12 节的整数"]);
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
