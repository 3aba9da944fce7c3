import { describe, expect, it } from "vitest";
import { studentCalendarOf } from "../decide/facts";
import { inStudentWords } from "./student-words";

/** The window's days and period times as the call carries them (two of its days, four of its periods). */
const CALENDAR = {
  days: [
    { day: 1, date: "2026-12-01", weekday: 2 },
    { day: 5, date: "2026-12-05", weekday: 6 },
  ],
  periods: [
    { start: "08:00", end: "08:45" },
    { start: "08:55", end: "09:40" },
    { start: "10:00", end: "10:45" },
    { start: "10:55", end: "11:40" },
  ],
};

describe("inStudentWords", () => {
  const calendar = studentCalendarOf(CALENDAR);

  it("turns window days and periods into dates, weekdays and clock times, and drops ids", () => {
    expect(inStudentWords("已将 [13]集合与二元关系 移动到第5天第3-4节。", calendar)).toBe("已将 集合与二元关系 移动到12月5日 周六 10:00–11:40。");
    expect(inStudentWords("[7]第一章 | 状态:existing | 时段:第1天(1-2节)", calendar)).toBe("第一章 | 已安排 | 时段:12月1日 周二 08:00–09:40");
  });

  it("leaves a quoted name as the student wrote it, even when it reads like the window's words", () => {
    expect(inStudentWords("已记下「交报告 ［1］高等数学 → 第1天第1-2节 pending」，截止第5天。", calendar)).toBe(
      "已记下「交报告 ［1］高等数学 → 第1天第1-2节 pending」，截止12月5日 周六。",
    );
  });

  it("names the draft's statuses as the student sees them", () => {
    expect(inStudentWords("已安排(existing)2个、已预排(suggested)0个、待安排(pending)18个", calendar)).toBe("已安排2个、已预排0个、待安排18个");
  });

  it("leaves a day it cannot date as it was, but never an id", () => {
    expect(inStudentWords("[3]复习线代 放到第9天第3节", studentCalendarOf(undefined))).toBe("复习线代 放到第9天第3节");
  });

  it("says a period past the term's day as the student would, with the day's real count", () => {
    expect(inStudentWords("参数错误：new_slot_start 必须在 1-12 之间。", calendar)).toBe("每天只有 12 节课，没有更晚的节次了。");
    expect(inStudentWords("参数错误：moves[0].new_slot_start 必须在 1-14 之间。", calendar)).toBe("每天只有 14 节课，没有更晚的节次了。");
    expect(inStudentWords("参数错误：duration 必须在 1-12 之间。", calendar)).toBe("每天只有 12 节课，放不下连续这么多节。");
  });
});


describe("the planner's phrases", () => {
  const calendar = studentCalendarOf(CALENDAR);

  it("says what a plan left out, and why, without ids, bracketed names, window spans or unit notes", () => {
    const chain = "[概率论复习]：从 [35]第七章 起的1个任务（3节）未安排——可用范围内（第1-5天，排除第1-2节，不嵌入水课）的空闲时段已被它自己的其余部分用完。";
    expect(inStudentWords(chain, calendar)).toBe("「概率论复习」从「第七章」起还有 1 项（3 节）没排下：能用的空闲已经被它前面的几项用完了。");
    const loose = "  [41]完成大学物理实验报告：还差3节（共需4节）——可用时段已被优先级更高的任务占用：[12]集合与二元关系。";
    expect(inStudentWords(loose, calendar)).toBe("  「完成大学物理实验报告」还差 3 节没排下（共要 4 节）：能用的时间被更重要的任务占了：集合与二元关系。");
    expect(inStudentWords("未能安排（共4节）：", calendar)).toBe("没排下的（共 4 节）：");
  });

  it("dates a span of window days and counts a day's load", () => {
    expect(inStudentWords("第1-5天", calendar)).toBe("12月1日 周二到12月5日 周六");
    expect(inStudentWords("第5天当前占用：[3]复习线代(1-3节)，占用3/12。", calendar)).toBe("12月5日 周六已有安排：复习线代(1-3节)，已排 3 节（一天共 12 节）。");
  });
});
