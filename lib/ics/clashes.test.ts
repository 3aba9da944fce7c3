import { describe, expect, it } from "vitest";
import { applyClashChoices, findClashes, type ClashDraft } from "./clashes";

const MATH: ClashDraft = { name: "高等数学", day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 2, 3, 4] };
const ONLINE: ClashDraft = { name: "高等数学（线上）", day_of_week: 1, section_start: 2, section_end: 3, weeks: [2, 4, 6] };
const TUESDAY: ClashDraft = { ...MATH, name: "线性代数", day_of_week: 2 };

describe("findClashes", () => {
  it("lists two drafts sharing a period in some weeks, with both names, the shared periods and weeks", () => {
    expect(findClashes([MATH, ONLINE, TUESDAY])).toEqual([
      {
        courses: [0, 1],
        names: ["高等数学", "高等数学（线上）"],
        day_of_week: 1,
        section_start: 2,
        section_end: 2,
        weeks: [2, 4],
        message: "「高等数学」和「高等数学（线上）」在周一第2节（第2-4周(双周)）时间重叠，请选择保留哪一门。",
      },
    ]);
  });

  it("groups the drafts of one slot into one clash instead of listing every pair", () => {
    const english: ClashDraft = { ...MATH, name: "大学英语" };
    const physics: ClashDraft = { ...MATH, name: "大学物理" };
    expect(findClashes([MATH, english, physics])).toEqual([
      {
        courses: [0, 1, 2],
        names: ["高等数学", "大学英语", "大学物理"],
        day_of_week: 1,
        section_start: 1,
        section_end: 2,
        weeks: [1, 2, 3, 4],
        message: "这 3 门课都在周一第1-2节（第1-4周）时间重叠：「高等数学」「大学英语」「大学物理」，请选择保留哪一门。",
      },
    ]);
  });

  it("splits a slot where the drafts differ: periods 1-2 shared by two, period 2 by three", () => {
    const english: ClashDraft = { ...MATH, name: "大学英语" };
    const clashes = findClashes([MATH, english, ONLINE]);
    expect(clashes.map((clash) => [clash.courses, clash.section_start, clash.section_end, clash.weeks])).toEqual([
      [[0, 1], 1, 1, [1, 2, 3, 4]],
      [[0, 1], 2, 2, [1, 3]],
      [[0, 1, 2], 2, 2, [2, 4]],
    ]);
  });

  it("answers 1500 drafts in one slot with one clash naming them all, a few first in its message", () => {
    const drafts = Array.from({ length: 1500 }, (_, index): ClashDraft => ({ ...MATH, name: `课程${index}`, weeks: Array.from({ length: 16 }, (_, week) => week + 1) }));
    const clashes = findClashes(drafts);
    expect(clashes).toHaveLength(1);
    expect(clashes[0].courses).toHaveLength(1500);
    expect(clashes[0].message).toBe("这 1500 门课都在周一第1-2节（第1-16周）时间重叠：「课程0」「课程1」「课程2」等 1500 门，请选择保留哪一门。");
    // Pairwise, this was 1,124,250 clashes and 179 MB of JSON.
    expect(JSON.stringify(clashes).length).toBeLessThan(50_000);
  });

  it("finds nothing for adjacent periods, other weekdays or disjoint weeks", () => {
    expect(findClashes([MATH, { ...MATH, section_start: 3, section_end: 4 }])).toEqual([]);
    expect(findClashes([MATH, TUESDAY])).toEqual([]);
    expect(findClashes([MATH, { ...MATH, name: "单周课", weeks: [5, 7] }])).toEqual([]);
  });
});

describe("applyClashChoices", () => {
  it("takes the chosen weeks off the dropped draft and keeps the other whole", () => {
    expect(applyClashChoices([MATH, ONLINE], [{ keep: 0, drop: 1, weeks: [2, 4] }])).toEqual([MATH, { ...ONLINE, weeks: [6] }]);
  });

  it("removes a draft left with no week, and does not mutate the input", () => {
    const drafts = [MATH, { ...ONLINE, weeks: [2] }];
    expect(applyClashChoices(drafts, [{ keep: 1, drop: 0, weeks: [1, 2, 3, 4] }])).toEqual([{ ...ONLINE, weeks: [2] }]);
    expect(drafts[0].weeks).toEqual([1, 2, 3, 4]);
  });
});
