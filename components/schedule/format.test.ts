import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES as DEMO_SECTION_TIMES } from "@/lib/calendar/default-term";
import { blockLabel, blockTitle, clockRange, monthDay, periodRange, weekTitle, weekdayName } from "./format";
import { DRAFT_PLACE, GUEST, MATH, POLITICS, STUDY, weekBlock } from "@/testing/fixtures/schedule-view";

describe("weekdayName", () => {
  it("names Monday through Sunday", () => {
    expect([1, 7].map(weekdayName)).toEqual(["周一", "周日"]);
  });
});

describe("monthDay", () => {
  it("drops leading zeros", () => {
    expect(monthDay("2026-04-05")).toBe("4月5日");
    expect(monthDay("2026-11-30")).toBe("11月30日");
  });
});

describe("periodRange", () => {
  it("writes a range, or a single period without a dash", () => {
    expect(periodRange(3, 4)).toBe("第3-4节");
    expect(periodRange(5, 5)).toBe("第5节");
  });
});

describe("clockRange", () => {
  it("runs from the first period's start to the last one's end", () => {
    expect(clockRange(DEMO_SECTION_TIMES, 3, 4)).toBe("10:00–11:40");
    expect(clockRange(DEMO_SECTION_TIMES, 12, 12)).toBe("21:45–22:30");
  });

  it("is empty when the times are unknown", () => {
    expect(clockRange([], 1, 2)).toBe("");
  });
});

describe("weekTitle", () => {
  it("spans Monday to Sunday, across a month boundary", () => {
    expect(weekTitle(13, "2026-11-30", "2026-12-06")).toBe("第13周 · 11月30日–12月6日");
    expect(weekTitle(13, "2026-11-30", "2026-12-06", "2026-12-05")).toBe("第13周 · 11月30日–12月6日");
  });

  it("names the year when the week is not in this year, on both ends across a new year", () => {
    expect(weekTitle(13, "2025-11-24", "2025-11-30", "2026-12-05")).toBe("第13周 · 2025年11月24日–11月30日");
    expect(weekTitle(1, "2027-03-01", "2027-03-07", "2026-12-05")).toBe("第1周 · 2027年3月1日–3月7日");
    expect(weekTitle(17, "2026-12-28", "2027-01-03", "2026-12-30")).toBe("第17周 · 12月28日–2027年1月3日");
    expect(weekTitle(17, "2026-12-28", "2027-01-03", "2027-01-02")).toBe("第17周 · 2026年12月28日–2027年1月3日");
  });
});

describe("blockLabel", () => {
  it("says what every kind of block is", () => {
    expect(blockLabel(MATH)).toBe("周三 第1-2节 高等数学，固定");
    expect(blockLabel(MATH, "教一楼101")).toBe("周三 第1-2节 高等数学，固定，教一楼101");
    expect(blockLabel(POLITICS)).toBe("周三 第3-4节 思想政治，可嵌入");
    expect(blockLabel(GUEST)).toBe("周三 第3-4节 概率论复习 · 第一章 随机事件与概率，嵌入「思想政治」");
    expect(blockLabel(STUDY)).toBe("周三 第7-8节 离散数学期末复习 · 谓词逻辑与推理理论");
    expect(blockLabel(DRAFT_PLACE)).toBe("周四 第5-6节 离散数学期末复习 · 集合与二元关系，待确认");
  });

  it("adds what the open draft does to a committed block", () => {
    expect(blockLabel({ ...STUDY, draft_effect: "moved" })).toBe("周三 第7-8节 离散数学期末复习 · 谓词逻辑与推理理论，将移走");
    expect(blockLabel({ ...GUEST, draft_effect: "removed" })).toBe("周三 第3-4节 概率论复习 · 第一章 随机事件与概率，将移除，嵌入「思想政治」");
  });

  it("names a single-period block without a range", () => {
    expect(blockLabel(weekBlock({ id: "c", kind: "course", name: "体育", day_of_week: 7, slot_start: 12, slot_end: 12 }))).toBe("周日 第12节 体育");
  });
});

describe("a review sitting's title (issue 25)", () => {
  it("reads 复习 · <item> on a committed or draft review block, and leaves every other block as it was", () => {
    expect(blockTitle({ ...STUDY, review_of: 12 })).toBe(`复习 · ${STUDY.name}`);
    expect(blockLabel({ ...DRAFT_PLACE, review_of: 12 })).toContain(`复习 · ${DRAFT_PLACE.name}，待确认`);
    expect(blockTitle({ ...STUDY, review_of: null })).toBe(blockTitle(STUDY));
  });
});
