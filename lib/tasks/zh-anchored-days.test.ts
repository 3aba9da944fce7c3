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

describe("holidays on a fixed date", () => {
  it.each([
    // A day off said with 前 is due by its eve: the school is shut on the day itself.
    ["国庆节前把社团报名表交了", "2027-09-30 23:59"],
    ["平安夜晚上七点宿舍聚餐", "2026-12-24 19:00"],
    ["圣诞前交英语演讲稿", "2026-12-25 23:59"],
    // Said in December, 元旦 is the coming one.
    ["元旦那天要回家", "2027-01-01 23:59"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });

  it("reads no holiday inside a number", () => {
    expect(minute("第五一个报名的人")).toBeUndefined();
  });
});

describe("a weekday counted from another day", () => {
  it.each([
    ["元旦过后第一个周三去体育部补测", "2027-01-06 23:59"],
    ["国庆后的第二个周五交实习报告", "2027-10-15 23:59"],
    ["12月20号之后的第一个周一上午九点面试", "2026-12-21 09:00"],
    // The anchor itself is no answer: the first Friday after a Friday is a week on.
    ["圣诞节后第一个周五", "2027-01-01 23:59"],
    ["圣诞节前最后一个周五交选课单", "2026-12-18 23:59"],
    ["下周三之后的第一个周六", "2026-12-12 23:59"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});

describe("days counted from another day", () => {
  it.each([
    ["周四前一天晚上9点提醒我", "2026-12-02 21:00"],
    ["下周二的前两天", "2026-12-06 23:59"],
    ["平安夜后一天", "2026-12-25 23:59"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });

  it("leaves 周四前 a bound", () => {
    expect(parseDateTime("周四前交", { now: TUESDAY_10, timeZone: SHANGHAI })?.relation).toBe("until");
  });
});

describe("a weekday counted in a month", () => {
  it.each([
    ["下个月第二个周三", "2027-01-13 23:59"],
    ["这个月的最后一个周四下午三点", "2026-12-31 15:00"],
    // A month already behind us this year is next year's.
    ["3月第一个周一开学", "2027-03-01 23:59"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});
