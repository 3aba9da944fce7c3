import { describe, expect, test } from "vitest";
import { parseQuickNote } from "./quick-note";
import { saidEstimate } from "./estimates";

const TUESDAY = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

describe("saidEstimate", () => {
  test.each([
    ["需要3节", 3],
    ["要2节课", 2],
    ["预计三个课时", 3],
    ["复习数据库 3节", 3],
    ["大概要写4个小时", 6],
    ["估计3小时", 4],
    ["估计得花两个小时", 3],
    ["一个半小时", 2],
    ["大概半小时", 1],
    ["takes 2 hours", 3],
    // Minutes, and a part of the day said as a clause of its own (said-durations.ts reads them all).
    ["整理实验数据，50分钟左右", 2],
    ["大概三刻钟", 1],
    ["写读书笔记，一上午", 4],
    // A total, or so many sittings of so many periods each.
    ["一共8节", 8],
    ["总共要十节课", 10],
    ["分四次做，每次3节", 12],
    ["一共五次、每次两节课", 10],
    // An estimate put down for now.
    ["整理错题，先算6节", 6],
    ["暂定三节", 3],
  ])("%s → %i periods of 45 minutes, rounded up", (words, sections) => {
    expect(saidEstimate(words)?.sections).toBe(sections);
  });

  test("the term's own period length", () => {
    expect(saidEstimate("大概要写4个小时", 50)?.sections).toBe(5);
  });

  test.each(["看2节网课", "第3节课后交", "4点交报告", "交第三章", "周六和室友约一下午的球", "明天要半天才能到家"])("%s states no estimate", (words) => {
    expect(saidEstimate(words)).toBeUndefined();
  });
});

describe("a note's title keeps the thing and drops the filler", () => {
  test.each([
    ["下周三之前要交操作系统实验报告，大概要写4个小时", "交操作系统实验报告", 6],
    ["明天上午之前要交数据科学前沿的课程论文", "交数据科学前沿的课程论文", undefined],
    ["概率论作业要在周五前交", "交概率论作业", undefined],
    ["交概率论作业第三章，挺重要的", "交概率论作业第三章", undefined],
    ["12月10日晚上10点前交数据库论文，需要3节", "交数据库论文", 3],
  ])("%s → %s", (text, title, sections) => {
    const draft = parseQuickNote(text, TUESDAY);
    expect(draft.ok && draft.task.title).toBe(title);
    expect(draft.ok && draft.task.estimated_sections).toBe(sections);
  });

  test("挺重要的 says the quadrant", () => {
    const draft = parseQuickNote("交概率论作业第三章，挺重要的", TUESDAY);
    expect(draft.ok && draft.task.priority_group).toBe(2);
  });

  test("more periods than a to-do holds are not stored", () => {
    const draft = parseQuickNote("周五前交毕业论文，大概要写40个小时", TUESDAY);
    expect(draft.ok && draft.task.estimated_sections).toBeUndefined();
    expect(draft.ok && draft.task.title).toBe("交毕业论文");
  });
});

describe("an estimate said as enough", () => {
  test.each([
    ["新建待办：写读书笔记，两节就行", 2],
    ["加个任务：整理错题，半小时就够了", 1],
    ["添加任务：背单词，3个课时应该够", 3],
    ["录入待办：改简历，一节课足够", 1],
  ])("%s", (text, sections) => {
    expect(saidEstimate(text)?.sections).toBe(sections);
  });

  test("a number of periods that is a time, not an amount, is no estimate", () => {
    expect(saidEstimate("添加待办：两节课后去找导员")).toBeUndefined();
    expect(saidEstimate("两节课就够我受的了")).toBeUndefined();
  });
});
