import { describe, expect, test } from "vitest";
import type { ModelCalendar } from "@/lib/protocol/model-facts";
import { nextStep, user } from "@/testing/offline-model";
import { studentCalendarOf } from "./facts";
import { termWeekDate, withTermDates } from "./term-dates";

/** A window from Tuesday 1 December 2026, week 13 of the term, to Sunday 13 December (week 14). */
const calendar: ModelCalendar = {
  days: Array.from({ length: 13 }, (_, index) => ({
    day: index + 1,
    date: `2026-12-${String(1 + index).padStart(2, "0")}`,
    weekday: ((index + 1) % 7) + 1,
    week: index < 6 ? 13 : 14,
  })),
  periods: [{ start: "08:00", end: "08:45" }],
};
const student = studentCalendarOf(calendar);

describe("termWeekDate", () => {
  test.each([
    ["第15周周三之前", "2026年12月16日"],
    ["第十四周的星期五", "2026年12月11日"],
    ["第13周周二", "2026年12月1日"],
    ["第19周礼拜一", "2027年1月11日"],
    // The student's own words, before any reading: 个礼拜 as they typed it.
    ["第14个礼拜周五前", "2026年12月11日"],
  ])("%s is %s", (words, date) => {
    expect(termWeekDate(words, student)?.date).toBe(date);
  });

  test("without a week in the calendar, or without a weekday, nothing is dated", () => {
    expect(termWeekDate("第15周周三", studentCalendarOf({ ...calendar, days: calendar.days.map(({ week: _week, ...day }) => day) }))).toBeUndefined();
    expect(termWeekDate("第15周之前", student)).toBeUndefined();
  });
});

describe("a to-do dated by the term's week reaches the tools as a date", () => {
  test.each([
    ["记一下第16周周四前交数据库大作业", "quick_note", { deadline: "2026年12月24日前", title: "交数据库大作业" }],
    ["提醒我第15周周一晚上8点去取快递", "quick_note", { deadline: "2026年12月14日晚上8点" }],
    ["新建任务：写课程论文，第17周周五之前，重要紧急", "create_task", { deadline: "2027年1月1日之前" }],
  ])("%s", async (said, toolName, input) => {
    expect(await nextStep([user(said)], undefined, calendar)).toMatchObject({ kind: "tool", toolName, input });
  });

  test("a re-dating to a term week passes the date", () => {
    const decision = withTermDates({ kind: "tool", toolName: "update_task", input: { task: "数据库作业", deadline: "第16周周二" } }, student);
    expect(decision.input).toEqual({ task: "数据库作业", deadline: "2026年12月22日" });
  });

  test("words with no term week, and other tools, are left as they are", async () => {
    expect(await nextStep([user("记一下周五前交数据库大作业")], undefined, calendar)).toMatchObject({ input: { content: "周五前交数据库大作业" } });
    expect((await nextStep([user("记一下周五前交数据库大作业")], undefined, calendar)) as { input: object }).not.toHaveProperty("input.deadline");
    const exam = { kind: "tool" as const, toolName: "record_exam", input: { title: "数据库期末", when: "第18周周二" } };
    expect(withTermDates(exam, student)).toBe(exam);
  });
});

describe("a time said as the term's periods reaches the tools as that period's start", () => {
  /** Periods with this term's own times: the clock comes from the calendar, whatever it is. */
  const periods: ModelCalendar = {
    ...calendar,
    periods: Array.from({ length: 8 }, (_, index) => ({ start: `${String(8 + index).padStart(2, "0")}:30`, end: `${String(9 + index).padStart(2, "0")}:15` })),
  };

  test.each([
    ["记一下下周四第3-4节小组答辩", "下周四10:30"],
    ["提醒我明天的第7节去交实验报告", "明天14:30"],
    ["后天第五节课前交开题报告，帮我记下", "后天12:30前"],
  ])("%s", async (said, deadline) => {
    expect(await nextStep([user(said)], undefined, periods)).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline } });
  });

  test("periods the term's day does not have, or with no day before them, are left as said", async () => {
    const step = async (said: string) => (await nextStep([user(said)], undefined, periods)) as { input: object };
    expect(await step("记一下下周四第11节小组答辩")).not.toHaveProperty("input.deadline", "下周四11:30");
    expect(await step("提醒我交第3节的随堂作业")).not.toHaveProperty("input.deadline");
  });
});
