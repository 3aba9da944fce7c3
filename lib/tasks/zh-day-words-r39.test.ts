/**
 * Day words students say that the reader missed (round 39, R): northern 今儿 / 后儿 (明儿 was read, its neighbours
 * not: "后儿傍晚六点" was today's), the start of a month (月初, 下个月初, 下个月初五号), 俩 counting hours ("俩小时后"),
 * and a week counted from a day ("元旦后第一周", which was read as 元旦 itself). Pairs of people and a month counted
 * stay no date.
 */
import { describe, expect, test } from "vitest";
import { formatDeadline } from "./format";
import { parseDateTime } from "./natural-dates";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };
const minute = (text: string) => {
  const parsed = parseDateTime(text, NOW);
  return parsed ? formatDeadline(parsed.date, NOW.timeZone) : null;
};

describe("northern day words", () => {
  test.each([
    ["后儿傍晚六点去跑步", "2026-12-03 18:00"],
    ["后儿个下午三点复查", "2026-12-03 15:00"],
    ["今儿个晚上九点前交", "2026-12-01 21:00"],
    ["今儿交表", "2026-12-01 23:59"],
    ["明儿个早上八点", "2026-12-02 08:00"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});

describe("the start of a month", () => {
  test.each([
    ["下个月初交学费", "2027-01-10 23:59"],
    ["月初前交", "2026-12-10 23:59"],
    ["1月初交实习报告", "2027-01-10 23:59"],
    ["下个月初五号交学费", "2027-01-05 23:59"],
    ["下个月5号交学费", "2027-01-05 23:59"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });

  test("月初 spans the first third of the month, as 上旬", () => {
    const parsed = parseDateTime("下个月初有什么安排", NOW);
    expect(parsed && [formatDeadline(parsed.span.start, NOW.timeZone), formatDeadline(parsed.span.end, NOW.timeZone)]).toEqual(["2027-01-01 00:00", "2027-01-10 23:59"]);
  });

  test("a month counted names none of its days", () => {
    expect(minute("坚持一个月初见成效")).toBeNull();
  });
});

describe("俩 counting hours", () => {
  test.each([
    ["俩小时后提醒我关火", "2026-12-01 12:00"],
    ["过俩小时叫我", "2026-12-01 12:00"],
    ["俩钟头后出门", "2026-12-01 12:00"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });

  test.each([["咱俩一起去"], ["他俩都没来"]])("no date: %s", (text) => {
    expect(minute(text)).toBeNull();
  });

  test("咱俩 before a clock leaves the clock as it was", () => {
    expect(minute("咱俩下午三点见")).toBe("2026-12-01 15:00");
  });
});

describe("a week counted from a day", () => {
  test.each([
    ["元旦后第一周交结课论文", "2027-01-10 23:59"],
    ["元旦之后的第二周", "2027-01-17 23:59"],
    ["元旦后第一周周三交", "2027-01-06 23:59"],
    ["元旦后第二周的周五下午三点", "2027-01-15 15:00"],
    ["元旦后第1个星期", "2027-01-10 23:59"],
  ])("%s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });

  test("the week spans Monday to Sunday after the day's own week", () => {
    const parsed = parseDateTime("元旦后第一周哪天有空", NOW);
    expect(parsed && [formatDeadline(parsed.span.start, NOW.timeZone), formatDeadline(parsed.span.end, NOW.timeZone)]).toEqual(["2027-01-04 00:00", "2027-01-10 23:59"]);
  });

  test.each([
    ["元旦后第一个周一", "2027-01-04 23:59"],
    ["周五前一天", "2026-12-03 23:59"],
  ])("a weekday or days counted stay as they were: %s → %s", (text, expected) => {
    expect(minute(text)).toBe(expected);
  });
});
