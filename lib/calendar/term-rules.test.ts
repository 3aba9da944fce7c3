import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "./default-term";
import { applyTermChange, startForCurrentWeek, type TermInput } from "./term-rules";

const TERM: TermInput = { start_date: "2025-02-24", weeks: 18, section_times: DEFAULT_SECTION_TIMES.map((time) => ({ ...time })), timezone: "Asia/Shanghai" };
// Monday 2025-03-03, 09:00 in Shanghai; still Sunday 2025-03-02 (17:00) in Los Angeles.
const MONDAY_MORNING = new Date("2025-03-03T01:00:00Z");

describe("startForCurrentWeek", () => {
  it("counts back whole weeks from this week's Monday in the zone", () => {
    expect(startForCurrentWeek(MONDAY_MORNING, "Asia/Shanghai", 1)).toBe("2025-03-03");
    expect(startForCurrentWeek(MONDAY_MORNING, "Asia/Shanghai", 14)).toBe("2024-12-02");
    expect(startForCurrentWeek(MONDAY_MORNING, "America/Los_Angeles", 1)).toBe("2025-02-24");
  });
  it("puts Sunday night in the week that began on Monday", () => {
    // Sunday 2025-03-09, 23:59 in Shanghai.
    expect(startForCurrentWeek(new Date("2025-03-09T15:59:00Z"), "Asia/Shanghai", 2)).toBe("2025-02-24");
  });
});

describe("applyTermChange", () => {
  it("keeps every field the change leaves out", () => {
    expect(applyTermChange(TERM, {}, MONDAY_MORNING)).toEqual({ term: TERM, problems: [] });
    expect(applyTermChange(TERM, { weeks: 20 }, MONDAY_MORNING).term).toEqual({ ...TERM, weeks: 20 });
  });
  it("turns current_week into the start date, in the zone the change leaves", () => {
    expect(applyTermChange(TERM, { current_week: 14, weeks: 18 }, MONDAY_MORNING)).toEqual({ term: { ...TERM, start_date: "2024-12-02" }, problems: [] });
    expect(applyTermChange(TERM, { current_week: 2, timezone: "America/Los_Angeles" }, MONDAY_MORNING).term).toMatchObject({ start_date: "2025-02-17" });
  });
  it("checks the week against the new weeks, or the stored ones", () => {
    expect(applyTermChange(TERM, { current_week: 19 }, MONDAY_MORNING).problems).toEqual(["现在是第几周必须在 1-18 之间（学期共 18 周）"]);
    expect(applyTermChange(TERM, { current_week: 19, weeks: 20 }, MONDAY_MORNING).problems).toEqual([]);
    expect(applyTermChange(TERM, { current_week: 0 }, MONDAY_MORNING).problems).toHaveLength(1);
    // Weeks out of range are termProblems' to name; the week is then only checked to be positive.
    expect(applyTermChange(TERM, { current_week: 40, weeks: 40 }, MONDAY_MORNING).problems).toEqual([]);
    expect(applyTermChange(TERM, { current_week: -1, weeks: 40 }, MONDAY_MORNING).problems).toEqual(["现在是第几周必须是正整数"]);
  });
  it("refuses a start date and a current week together", () => {
    const { term, problems } = applyTermChange(TERM, { start_date: "2025-03-03", current_week: 1 }, MONDAY_MORNING);
    expect(problems).toEqual(["开学日期和“现在是第几周”只能填一个：填了第几周，开学日期由它推算"]);
    expect(term.start_date).toBe("2025-03-03");
  });
  it("starts a student without a term from the default: this week is week 1 of 18", () => {
    expect(applyTermChange(null, {}, MONDAY_MORNING).term).toEqual({ ...TERM, start_date: "2025-03-03" });
    expect(applyTermChange(null, { start_date: "2025-02-17" }, MONDAY_MORNING).term.start_date).toBe("2025-02-17");
  });
  it("leaves the start alone when the zone is not one (termProblems names the zone)", () => {
    expect(applyTermChange(TERM, { current_week: 3, timezone: "Nowhere/City" }, MONDAY_MORNING)).toEqual({ term: { ...TERM, timezone: "Nowhere/City" }, problems: [] });
  });
  it("does not mutate the stored term", () => {
    const stored = structuredClone(TERM);
    applyTermChange(stored, { current_week: 5, weeks: 20 }, MONDAY_MORNING);
    expect(stored).toEqual(TERM);
  });
});
