import { describe, expect, it } from "vitest";
import { longRangePhrase, requestedPlanningEnd } from "./planning-range";

// Tuesday 2026-12-01; the term ends on Sunday 2027-01-17.
const CONTEXT = { today: "2026-12-01", termEnd: "2027-01-17" };

describe("requestedPlanningEnd", () => {
  it.each([
    ["把复习排到下下周", "2026-12-20"],
    ["下下个星期的安排", "2026-12-20"],
    ["期末前把离散数学复习完", "2027-01-17"],
    ["这学期剩下的时间都排上", "2027-01-17"],
    ["plan the rest of the term", "2027-01-17"],
    ["12月20日前复习完", "2026-12-19"],
    ["十二月二十号之前", "2026-12-19"],
    ["一直排到12月25日", "2026-12-25"],
    ["接下来三周", "2026-12-21"],
    ["next 2 weeks", "2026-12-14"],
    ["下个月", "2027-01-17"],
    ["12.15之前把待办排掉", "2026-12-14"],
    ["排到12/20", "2026-12-20"],
    ["到期末周之前都排上", "2027-01-17"],
    ["放寒假前把毛概过完", "2027-01-17"],
    // Each to-do stops at its own deadline in the planner: the window only has to reach the term's end.
    ["把课程论文排到截止前", "2027-01-17"],
    ["赶在截止日之前把实验报告排上", "2027-01-17"],
    ["排进接下来七天的空闲时间", "2026-12-07"],
    ["未来10天每天排两节", "2026-12-10"],
  ])("%s → %s", (text, end) => {
    expect(requestedPlanningEnd(text, CONTEXT)).toBe(end);
  });

  it("says nothing for the default range and for this week or next", () => {
    for (const text of ["帮我把这周的复习排进空闲时间", "把复习排到下周", "明天下午有空吗", "把离散数学期末复习排到下周"]) {
      expect(requestedPlanningEnd(text, CONTEXT)).toBeUndefined();
    }
  });

  it("reads a month/day already past as next year's, and never goes past the term", () => {
    expect(requestedPlanningEnd("1月5日前", CONTEXT)).toBe("2027-01-04");
    expect(requestedPlanningEnd("3月1日前", CONTEXT)).toBe("2027-01-17");
  });
});

describe("longRangePhrase", () => {
  it.each([
    ["把毕业论文排到期末前", "到期末前"],
    ["期末考试前复习完", "期末考试前"],
    ["一直排到期末", "到期末"],
    ["12月20日前复习完", "12月20日前"],
    ["一直排到12月25日", "到12月25日"],
    ["接下来三周都排上", "接下来三周"],
    ["plan the rest of the term", "rest of the term"],
    ["12.15之前把待办排掉", "12.15之前"],
    ["期末周以前每天最多三节", "期末周以前"],
    ["放寒假前把毛概过完", "放寒假前"],
    ["暑假之前排完编译原理", "暑假之前"],
    ["把课程论文排到截止前", "到截止前"],
    ["赶在ddl之前把实验报告排完", "赶在ddl之前"],
    ["排进接下来七天的空闲时间", "接下来七天"],
  ])("%s → %s", (text, phrase) => {
    expect(longRangePhrase(text)).toBe(phrase);
  });

  it("leaves a moment counted back from a deadline alone: ddl前一天 is a reminder's time, not a range", () => {
    for (const text of ["ddl前一天晚上九点提醒我再检查一遍格式", "截止前两个小时提醒我交", "截止日前半天提醒我"]) expect(longRangePhrase(text)).toBeUndefined();
  });

  it("leaves week and day words to the date reader", () => {
    for (const text of ["把复习排到下下周", "下周", "明天下午有空吗", "下个月", "把离散数学期末复习排到下周"]) expect(longRangePhrase(text)).toBeUndefined();
  });
});
