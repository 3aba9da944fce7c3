import { describe, expect, it } from "vitest";
import { examPlanningEnd } from "./planning-range";

const CONTEXT = { today: "2026-12-05", termEnd: "2027-01-10" };

describe("how far a plan that works back from exams reaches", () => {
  it("ends the day before the last exam still ahead", () => {
    expect(examPlanningEnd("帮我规划期末复习", CONTEXT, ["2026-12-20", "2027-01-06", "2026-11-30"])).toBe("2027-01-05");
    expect(examPlanningEnd("plan my revision for the finals", CONTEXT, ["2026-12-20"])).toBe("2026-12-19");
  });

  it("never past the term's end", () => {
    expect(examPlanningEnd("考试前帮我安排一下复习", CONTEXT, ["2027-01-15"])).toBe("2027-01-10");
  });

  it("is no limit when the words do not plan for exams or no exam is ahead", () => {
    expect(examPlanningEnd("帮我把这周的复习排进空闲时间", CONTEXT, ["2026-12-20"])).toBeUndefined();
    expect(examPlanningEnd("帮我规划期末复习", CONTEXT, ["2026-12-05", "2026-11-01"])).toBeUndefined();
    expect(examPlanningEnd("帮我规划期末复习", CONTEXT, [])).toBeUndefined();
  });
});
