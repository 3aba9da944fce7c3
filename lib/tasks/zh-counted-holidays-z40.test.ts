/**
 * Days counted from a holiday and from now (round 40, Z), at a fixed clock: a day off said with 前 is due by its eve
 * (元旦前 = 31 December, 国庆前 = 30 September), a festival with classes keeps its own day (圣诞前), and the days
 * counted from a holiday take 之后的第N天 as well as 后N天. Our own sentences.
 */
import { describe, expect, it } from "vitest";
import { formatDeadline } from "./format";
import { parseDateTime } from "./natural-dates";

const SHANGHAI = "Asia/Shanghai";
// 2026-12-01 is a Tuesday, 10:00 in Shanghai.
const TUESDAY_10 = new Date("2026-12-01T02:00:00Z");

function minute(text: string): string | undefined {
  const parsed = parseDateTime(text, { now: TUESDAY_10, timeZone: SHANGHAI });
  return parsed ? formatDeadline(parsed.date, SHANGHAI) : undefined;
}

describe("a day off said with 前 is due by its eve", () => {
  it.each([
    ["期末论文元旦前要发到学院邮箱", "2026-12-31 23:59"],
    ["元旦之前把实习证明交了", "2026-12-31 23:59"],
    ["国庆以前交社团报名表", "2027-09-30 23:59"],
    ["五一前把简历投出去", "2027-04-30 23:59"],
    // A festival with classes is a working day: before it includes it.
    ["圣诞节前交英语演讲稿", "2026-12-25 23:59"],
    ["平安夜前买好苹果", "2026-12-24 23:59"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });

  it("keeps the bound", () => {
    expect(parseDateTime("元旦前交论文", { now: TUESDAY_10, timeZone: SHANGHAI })?.relation).toBe("until");
  });

  it.each([
    // Counted days and weekdays from it still count from the holiday itself.
    ["元旦前一天上午十点", "2026-12-31 10:00"],
    ["元旦前两天下午两点", "2026-12-30 14:00"],
    ["元旦前最后一个周五", "2026-12-25 23:59"],
  ])("%s counts from the holiday: %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});

describe("days counted after a holiday or from now", () => {
  it.each([
    ["元旦后第一天", "2027-01-02 23:59"],
    ["元旦之后的第二天下午三点", "2027-01-03 15:00"],
    ["国庆后三天", "2027-10-04 23:59"],
    ["三周后的周二下午", "2026-12-22 18:00"],
    ["两个星期后的周五", "2026-12-18 23:59"],
    ["四周后的周一晚上七点", "2026-12-28 19:00"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});
