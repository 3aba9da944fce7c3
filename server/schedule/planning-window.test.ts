import { describe, expect, it } from "vitest";
import { refusal } from "@/testing/refusal";
import { planningWindow } from "./planning-window";

describe("planningWindow", () => {
  const term = { start_date: "2026-01-26", weeks: 18 };

  it("clips a range that runs past the last week of the term", () => {
    expect(planningWindow(term, "2026-05-30", "2026-06-12").day_mapping).toEqual([
      { day_index: 1, week: 18, day_of_week: 6 },
      { day_index: 2, week: 18, day_of_week: 7 },
    ]);
  });

  it("refuses a range wholly outside the term in the student's words, naming the dates", async () => {
    const error = await refusal(Promise.resolve().then(() => planningWindow(term, "2026-07-01", "2026-07-03")));
    expect(error.code).toBe("range:outside_term");
    expect(error.httpStatus).toBe(422);
    expect(error.message).toBe("7月1日（周三）至7月3日（周五）不在本学期内，无法规划。");
  });

  it("names one day once, and a year only where it is not the term's", async () => {
    const error = await refusal(Promise.resolve().then(() => planningWindow(term, "2027-01-04", "2027-01-04")));
    expect(error.message).toBe("2027年1月4日（周一）不在本学期内，无法规划。");
  });
});
