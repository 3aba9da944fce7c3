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
