import { describe, expect, it } from "vitest";
import { countdownText, upcomingExams } from "./countdown";

describe("upcomingExams", () => {
  const exams = [
    { id: 4, title: "无时间", date: "2026-12-07", time: null },
    { id: 3, title: "下午", date: "2026-12-07", time: "14:00" },
    { id: 2, title: "上午", date: "2026-12-07", time: "09:00" },
    { id: 1, title: "昨天", date: "2026-12-04", time: "09:00" },
    { id: 5, title: "今天", date: "2026-12-05", time: "08:00" },
  ];

  it("keeps today's and later ones, soonest first, with days_left 0 on the day", () => {
    // Saturday 2026-12-05.
    expect(upcomingExams(exams, "2026-12-05")).toEqual([
      { id: 5, title: "今天", date: "2026-12-05", days_left: 0 },
      { id: 2, title: "上午", date: "2026-12-07", days_left: 2 },
      { id: 3, title: "下午", date: "2026-12-07", days_left: 2 },
      { id: 4, title: "无时间", date: "2026-12-07", days_left: 2 },
    ]);
  });

  it("counts across a month and a year end", () => {
    expect(upcomingExams([{ id: 1, title: "期末", date: "2027-01-12", time: null }], "2026-12-23")[0].days_left).toBe(20);
  });

  it("does not mutate the input", () => {
    const copy = structuredClone(exams);
    upcomingExams(exams, "2026-12-05");
    expect(exams).toEqual(copy);
  });
});

describe("countdownText", () => {
  it("says the days, 明天 and 今天", () => {
    expect(countdownText({ title: "离散数学期末", days_left: 20 })).toBe("离散数学期末 还有 20 天");
    expect(countdownText({ title: "离散数学期末", days_left: 1 })).toBe("离散数学期末 就在明天");
    expect(countdownText({ title: "离散数学期末", days_left: 0 })).toBe("离散数学期末 就在今天");
  });
});
