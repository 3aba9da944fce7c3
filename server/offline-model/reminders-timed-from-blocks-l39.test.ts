/**
 * Reminders timed from something on the timetable (round 39, L): a study block pointed at by its name or day ("谓词
 * 逻辑那块复习开始前五分钟", "明天那个复习块开始前半小时"), a course met on another weekday than its first ("周五的程序
 * 设计课开始前半小时"), and days counted back from an exam with no clock of their own ("高数考试前一周", "离散考试前
 * 三天"), which keep the exam's clock. Our own sentences, with near misses that keep their own time.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";

async function scored(text: string, deadline: string, content: string): Promise<{ passed: boolean; problem?: string }> {
  const evalCase: EvalCase = { category: "quick_note", text, tools: ["quick_note"], fields: { content }, deadline, forbid: ["move", "record_exam"] };
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return { passed: result.score.passed, problem: result.score.problem };
}

describe("a reminder before a study block starts is due at the block's start less the lead", () => {
  test.each([
    ["谓词逻辑那块开始前十分钟提醒我带草稿纸", "2026-12-02 15:50", "草稿纸"],
    ["谓词逻辑那块复习开始前五分钟提醒我去自习室", "2026-12-02 15:55", "自习室"],
    ["明天那个复习块开始前半小时提醒我去图书馆占座", "2026-12-02 15:30", "占座"],
  ])("%s → %s", async (text, deadline, content) => {
    expect(await scored(text, deadline, content)).toEqual({ passed: true });
  });

  test("a block's own clock said keeps it", async () => {
    expect(await scored("周四下午两点我要开始复习，开始前十分钟提醒我", "2026-12-03 13:50", "复习")).toEqual({ passed: true });
  });
});

describe("a class met on another weekday is read off that day's agenda", () => {
  test.each([
    ["周五的程序设计课开始前半小时提醒我带U盘", "2026-12-04 13:30", "U盘"],
    ["周四线代课开始前十分钟提醒我交作业", "2026-12-03 09:50", "作业"],
  ])("%s → %s", async (text, deadline, content) => {
    expect(await scored(text, deadline, content)).toEqual({ passed: true });
  });
});

describe("days counted back from an exam with no clock keep the exam's clock", () => {
  test.each([
    ["高数考试前一周提醒我开始刷真题", "2026-12-28 09:00", "真题"],
    ["离散考试前三天提醒我把错题本过一遍", "2027-01-09 14:00", "错题本"],
    ["概率论考试前两天提醒我复习假设检验", "2027-01-12 09:00", "假设检验"],
  ])("%s → %s", async (text, deadline, content) => {
    expect(await scored(text, deadline, content)).toEqual({ passed: true });
  });

  test("a clock said the day before is the student's", async () => {
    expect(await scored("高数考试前一天晚上九点提醒我把文具和学生证准备好", "2027-01-03 21:00", "学生证")).toEqual({ passed: true });
  });
});
