import { describe, expect, it } from "vitest";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { sittingsToCheckIn, spanOf } from "./checkin-words";
import { sittingsOf, withOutcomes, type StudyPeriod } from "./outcomes";

// Week 13 of a term starting Monday 2026-01-26 runs Monday 2026-04-20 to Sunday 2026-04-26; "today" is Saturday the 25th.
const TERM = { start_date: "2026-01-26", weeks: 18, section_times: DEFAULT_SECTION_TIMES, timezone: "Asia/Shanghai" };
const NOW = new Date("2026-04-25T20:00:00+08:00");

function period(eventId: number, dayOfWeek: number, section: number, name: string): StudyPeriod {
  return { eventId, week: 13, dayOfWeek, section, embeddedItemId: null, eventName: name, relId: eventId, taskId: null, itemContent: null, className: "概率论复习" };
}

describe("spanOf", () => {
  it("reads the days a student names, Saturday evening included", () => {
    expect(spanOf("这周", "2026-04-25")).toEqual({ from: "2026-04-20", to: "2026-04-26", label: "这周" });
    expect(spanOf("上周", "2026-04-25")).toEqual({ from: "2026-04-13", to: "2026-04-19", label: "上周" });
    expect(spanOf("上上周", "2026-04-25")).toEqual({ from: "2026-04-06", to: "2026-04-12", label: "上上周" });
    expect(spanOf("昨天", "2026-04-25")).toEqual({ from: "2026-04-24", to: "2026-04-24", label: "昨天" });
    expect(spanOf("今天下午", "2026-04-25")).toMatchObject({ from: "2026-04-25", part: "afternoon" });
    expect(spanOf("周三", "2026-04-26")).toMatchObject({ from: "2026-04-22", to: "2026-04-22" });
    expect(spanOf("随便", "2026-04-25")).toBeUndefined();
  });

  it("reads a weekend as its Saturday and Sunday, never the whole week around it", () => {
    // 2026-04-22 is a Wednesday, 2026-04-25 a Saturday, 2026-04-26 a Sunday.
    expect(spanOf("上周末", "2026-04-22")).toEqual({ from: "2026-04-18", to: "2026-04-19", label: "上周末" });
    expect(spanOf("上个周末", "2026-04-26")).toEqual({ from: "2026-04-18", to: "2026-04-19", label: "上周末" });
    expect(spanOf("这周末", "2026-04-25")).toEqual({ from: "2026-04-25", to: "2026-04-26", label: "这周末" });
    expect(spanOf("周末下午", "2026-04-26")).toMatchObject({ from: "2026-04-25", to: "2026-04-26", part: "afternoon" });
    // Bare, on a weekday: the weekend just past.
    expect(spanOf("周末", "2026-04-22")).toEqual({ from: "2026-04-18", to: "2026-04-19", label: "上周末" });
    // Near-misses: a day of the weekend, or the week, is still that day or that week.
    expect(spanOf("上周六", "2026-04-22")).toMatchObject({ from: "2026-04-18", to: "2026-04-18" });
    expect(spanOf("上周", "2026-04-22")).toEqual({ from: "2026-04-13", to: "2026-04-19", label: "上周" });
  });
});

describe("sittingsToCheckIn", () => {
  const sittings = withOutcomes(sittingsOf([period(1, 1, 1, "第三章 随机变量"), period(2, 3, 9, "第一章 随机事件")], TERM), [], NOW);
  const span = { from: "2026-04-12", to: "2026-04-25", label: "最近两周" };

  it("finds a block by its chapter, in digits or in words", () => {
    expect(sittingsToCheckIn(sittings, { span, words: "第3章", timeZone: TERM.timezone }).map((sitting) => sitting.name)).toEqual(["第三章 随机变量"]);
    expect(sittingsToCheckIn(sittings, { span, words: "第一章", timeZone: TERM.timezone }).map((sitting) => sitting.name)).toEqual(["第一章 随机事件"]);
  });

  it("takes every begun block of the span without words, and only the part of the day named", () => {
    expect(sittingsToCheckIn(sittings, { span, timeZone: TERM.timezone })).toHaveLength(2);
    const evening = { from: "2026-04-22", to: "2026-04-22", label: "周三晚上", part: "evening" as const };
    expect(sittingsToCheckIn(sittings, { span: evening, timeZone: TERM.timezone }).map((sitting) => sitting.name)).toEqual(["第一章 随机事件"]);
  });
});
