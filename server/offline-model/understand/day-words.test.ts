import { describe, expect, it } from "vitest";
import { dayFromWords } from "./day-words";
import { studentCalendarOf } from "../decide/facts";

// A window from Monday 2026-04-27 (day 1) over two weeks, as the call carries it.
const DAYS = Array.from({ length: 14 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 3, 27 + index));
  return { day: index + 1, date: date.toISOString().slice(0, 10), weekday: ((date.getUTCDay() + 6) % 7) + 1 };
});
const calendar = studentCalendarOf({ days: DAYS, periods: [] });

describe("dayFromWords", () => {
  it.each([
    ["周六第3节", 6],
    ["这周三", 3],
    ["下周三第3节", 10],
    ["星期日", 7],
    ["明天下午", 2],
    ["今天", 1],
    ["5月2日第1节", 6],
    ["5月9号", 13],
    ["tomorrow", 2],
    ["friday period 5", 5],
    ["next Wednesday", 10],
    ["this saturday", 6],
    ["挪一下周五", 5],
    ["5.2下午第一节", 6],
    ["5/9", 13],
  ])("%s → day %i", (words, day) => {
    expect(dayFromWords(words, calendar)).toBe(day);
  });

  it("answers undefined for a day outside the window or no day at all", () => {
    expect(dayFromWords("下下周三", calendar)).toBeUndefined();
    expect(dayFromWords("6月1日", calendar)).toBeUndefined();
    expect(dayFromWords("第3节", calendar)).toBeUndefined();
    // A decimal or a measure is no date.
    expect(dayFromWords("1.5小时", calendar)).toBeUndefined();
  });

  it("reads no Monday in 这周一共 / 这周一直: the week is counted or qualified, and names no day", () => {
    expect(dayFromWords("这周一共几次组会", calendar)).toBeUndefined();
    expect(dayFromWords("这个星期一直下雨", calendar)).toBeUndefined();
    // Near-misses: Monday, with what happens on it.
    expect(dayFromWords("下周一整天满课", calendar)).toBe(8);
    expect(dayFromWords("这周一晚上", calendar)).toBe(1);
  });
});

describe("a weekday of a week of the term", () => {
  // The same window, its first day in week 9 of the term.
  const termCalendar = studentCalendarOf({ days: DAYS.map((day) => (day.day === 1 ? { ...day, week: 9 } : day)), periods: [] });

  it.each([
    ["第9周周三", 3],
    ["第10周的星期五下午", 12],
    ["第十周周日", 14],
  ])("%s → day %i", (words, day) => {
    expect(dayFromWords(words, termCalendar)).toBe(day);
  });

  it("is the plain weekday without a week of the term known, and none outside the window", () => {
    expect(dayFromWords("第10周周三", calendar)).toBe(3);
    expect(dayFromWords("第12周周三", termCalendar)).toBeUndefined();
  });
});
