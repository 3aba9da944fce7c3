import { describe, expect, it } from "vitest";
import { daysLeftWords, examDayWords, examWhen } from "./exam-words";

describe("an exam in the student's words", () => {
  it("names the weekday, the time when known and the year only when it is not this year's", () => {
    expect(examWhen({ date: "2027-01-12", time: "09:00" }, "2027-01-05")).toBe("1月12日（周二）09:00");
    expect(examWhen({ date: "2027-01-12", time: null }, "2026-12-05")).toBe("2027年1月12日（周二）");
    expect(examWhen({ date: "2026-12-31", time: "14:30" }, "2026-12-05")).toBe("12月31日（周四）14:30");
    expect(examDayWords("2027-01-12")).toBe("1月12日（周二）");
  });

  it("counts the days left, and the weeks once there are two or more", () => {
    expect(daysLeftWords("2026-12-05", "2026-12-05")).toBe("就在今天");
    expect(daysLeftWords("2026-12-06", "2026-12-05")).toBe("就在明天");
    expect(daysLeftWords("2026-12-18", "2026-12-05")).toBe("还有 13 天");
    expect(daysLeftWords("2026-12-19", "2026-12-05")).toBe("还有 14 天（2 周）");
    expect(daysLeftWords("2027-01-12", "2026-12-05")).toBe("还有 38 天（5 周零 3 天）");
  });
});
