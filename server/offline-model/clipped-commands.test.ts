/**
 * Clipped commands (normalise/commands.ts and the readers they lean on): a command word, its object after a space or a
 * colon, key=value pairs, arrows and plus signs, read as the requests they stand for. The sentences are this file's
 * own, not the eval's.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { followUpOf } from "./understand/follow-ups";
import { detectIntent } from "./understand/intents";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("a command word with its object", () => {
  test.each([
    ["完成 社团招新海报", { family: "task_edit", action: "complete", task: "社团招新海报" }],
    ["完成：英语听写", { family: "task_edit", action: "complete", task: "英语听写" }],
    ["删 社团报名表", { family: "task_edit", action: "delete", task: "社团报名表" }],
    ["改 英语作文 象限=1", { family: "task_edit", action: "update", task: "英语作文", priorityGroup: 1 }],
    ["修改 读书报告 下周三 12:00", { family: "task_edit", action: "update", task: "读书报告", deadline: "下周三 12:00" }],
    ["取消排程 代数系统", { family: "edit", action: "unplace", reference: { name: "代数系统" } }],
    ["取消日程：数电实验预习", { family: "edit", action: "unplace", reference: { name: "数电实验预习" } }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });

  test("a session said as one (那节, 那块) is taken off the timetable, not deleted as a to-do", () => {
    expect(read("删 明天晚上那节复习")).toEqual({ family: "edit", action: "unplace", reference: { name: "明天晚上那节复习" } });
    expect(read("把周五上午那块高数删了")).toEqual({ family: "edit", action: "unplace", reference: { name: "高数" } });
  });

  test.each([
    ["查 下周二", { toolName: "query_day", input: { when: "下周二" } }],
    ["查：后天", { toolName: "query_day", input: { when: "后天" } }],
    ["列 未安排", { toolName: "list_tasks", input: { status: "pending" } }],
    ["列出没安排", { toolName: "list_tasks", input: { status: "pending" } }],
    ["找空档 2节 周四下午", { toolName: "query_free_time", input: { when: "周四", part: "afternoon", min_periods: 2 } }],
    ["概览", { toolName: "get_overview", input: {} }],
    ["日程一览", { toolName: "get_overview", input: {} }],
    ["找空位：两节", { toolName: "find_first_free", input: { duration: 2 } }],
    ["帮我找个4节的空档", { toolName: "find_first_free", input: { duration: 4 } }],
  ])("%s", (text, question) => {
    expect(read(text)).toEqual({ family: "schedule_question", question });
  });

  test.each([
    ["列 已完成", { completed_only: true }],
    ["列 没完成", {}],
    ["列 离散", { keyword: "离散" }],
  ])("%s lists the to-dos it filters by", (text, input) => {
    expect(read(text)).toEqual({ family: "query_tasks", input });
  });

  test("a slot looked for on a named day is that day's free time", () => {
    expect(read("周二找个两节的空档")).toMatchObject({ question: { toolName: "query_free_time", input: { when: "周二", min_periods: 2 } } });
  });
});

describe("arrows: a move, a swap, a rename", () => {
  test.each([
    ["挪 英语听力 -> 周日 10:00", { family: "edit", action: "move", reference: { name: "英语听力" }, target: { dayWord: "周日", clock: "10:00" } }],
    ["调 高数习题 到 周三 16:00", { family: "edit", action: "move", reference: { name: "高数习题" }, target: { dayWord: "周三", clock: "16:00" } }],
    ["放 英语作文 周日 14:00", { family: "edit", action: "move", reference: { name: "英语作文" }, target: { dayWord: "周日", clock: "14:00" } }],
    ["换 图论 <-> 代数系统", { family: "edit", action: "swap", references: [{ name: "图论" }, { name: "代数系统" }] }],
    ["听力训练 ↔ 高数习题", { family: "edit", action: "swap", references: [{ name: "听力训练" }, { name: "高数习题" }] }],
    ["改名 体测报名 → 体测补报名", { family: "task_edit", action: "update", task: "体测报名", title: "体测补报名" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });
});

describe("key=value pairs, plus signs and dotted dates", () => {
  test.each([
    ["改 英语作文 ddl=12.9 23:00", { family: "task_edit", action: "update", task: "英语作文", deadline: "12月9日 23:00" }],
    ["修改 读书报告 截止时间 → 下周一中午", { family: "task_edit", action: "update", task: "读书报告", deadline: "下周一中午" }],
    ["本周=9，周数=18", { family: "term_set", currentWeek: 9, weeks: 18 }],
    ["建计划 信号与系统 章=4 每章=2", { family: "propose_class", name: "信号与系统", chapters: 4, periodsEach: 2 }],
    ["+考试 线代期末 1.9 8:00 理科楼203", { family: "exam_record", title: "线代期末", when: "1月9日 8:00", location: "理科楼203" }],
    ["考试+ 马原期末 第19周周二 10:00", { family: "exam_record", title: "马原期末", when: "第19周周二 10:00" }],
    ["+待办 交班费 周四前", { family: "create_task", content: "交班费周四前" }],
    ["倒计时 线代", { family: "exam_countdown", exam: "线代" }],
    ["倒计时：大物期末", { family: "exam_countdown", exam: "大物" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });
});

describe("check-ins and schedule requests as commands", () => {
  test.each([
    ["打卡 今天 全部完成", { family: "checkin", entries: [{ status: "done" }], when: "今天" }],
    ["打卡 昨天 部分 3节", { family: "checkin", entries: [{ status: "partial", periods_done: 3 }], when: "昨天" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });

  test.each([
    ["排 概率论 下周 上限3", { hints: ["概率论"], range: "下周", dailyCap: 3 }],
    ["排：数电，本周，每天1节，排不下先排能排的", { hints: ["数电"], range: "本周", dailyCap: 1, allowPartial: true }],
    ["把英语复习排到这周，每天3节", { range: "这周", dailyCap: 3 }],
  ])("%s", (text, intent) => {
    expect(read(text)).toMatchObject({ family: "schedule", ...intent });
  });
});

describe("a deadline shifted by its word alone, after a note", () => {
  test.each([
    ["截止往后推2h", "记：周五 18:00 交社团经费表", "把交社团经费表改到周五20:00"],
    ["ddl 提前一天", "提醒我周四晚上8点交实验报告", "把交实验报告改到周三晚上8点"],
  ])("%s after %s", (said, noted, text) => {
    expect(followUpOf(normalise(said).text, { text: noted, answerTexts: [] })).toEqual({ family: "pointed", text });
  });
});
