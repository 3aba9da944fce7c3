/**
 * Changing what is already there, said plainly (round 40, Y): to-dos done with no 完成 word and a remark after them, two
 * to-dos done or deleted in one clause, a deadline shifted with only asking words or a reason beside it, a rename with
 * its deadline in the next clause, blocks put with 塞 / 安排在 and a clock, an aside in brackets, a reason clause
 * between a block and its move, a week's placed blocks shifted together, a write taken back after it is told, a block
 * surely missed — and look-alikes: someone else's work done, a to-do not begun, a hedged miss. Our own sentences.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { resolveReference } from "./decide/name-resolution";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("to-dos done, said without a 完成 word", () => {
  test.each([
    ["高数作业昨晚写完了，错了好几道", "高数作业"],
    ["上周把读书报告那篇交了，老师还没回", "读书报告"],
    ["英语作文写好了，字数刚好够", "英语作文"],
  ])("%s", (text, task) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "complete", task });
  });

  test.each([
    ["作文和周报都写完了", ["作文", "周报"]],
    ["洗衣服跟取快递都弄好了", ["洗衣服", "取快递"]],
    ["买水果和交电费这两条都删了吧", ["买水果", "交电费"]],
    ["把周报跟班费删了", ["周报", "班费"]],
  ])("%s is each to-do its own", (text, tasks) => {
    const intent = intentOf(text);
    expect(intent.family).toBe("compound");
    expect(intent.family === "compound" ? intent.parts.map((part) => (part.family === "task_edit" ? part.task : "")) : []).toEqual(tasks);
  });

  test("a name joined by 和 with no both said stays one to-do", () => {
    expect(intentOf("整理电脑文件和照片弄完了")).toMatchObject({ family: "task_edit", action: "complete", task: "整理电脑文件和照片" });
  });

  test.each(["高数作业写完了，其实还没检查", "离散复习下周必须排完，但我不想学", "谓词逻辑挪到周五，晚上最后两节"])("%s is no report with a remark", (text) => {
    expect(intentOf(text)).not.toMatchObject({ family: "task_edit", action: "complete" });
  });
});

describe("someone else's work, and a to-do not begun, are told", () => {
  test.each(["舍友的英语作文早就交了，她效率好高", "同桌把高数作业写完了", "组长说他那份周报已经交上去了", "读书报告那篇我还没开始写", "周报还没动呢"])("%s", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk" });
  });

  test("the student's own stays done", () => {
    expect(intentOf("英语作文交了")).toMatchObject({ family: "task_edit", action: "complete" });
  });
});

describe("deadlines shifted and renamed", () => {
  test.each([
    ["帮我往后延两天吧，那周要比赛", { task: "", deadline: "往后延两天" }],
    ["可不可以往后推一天", { task: "", deadline: "往后推一天" }],
    ["周报往后推一天吧，周五要回家", { task: "周报", deadline: "往后推一天" }],
    ["把读书报告改名为读书笔记，截止改成下周三", { task: "读书报告", title: "读书笔记", deadline: "下周三" }],
    ["截止改成周日", { task: "", deadline: "周日" }],
  ])("%s", (text, edit) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "update", ...edit });
  });
});

describe("blocks put, moved and shifted with words around them", () => {
  test.each([
    ["把读书报告塞到周五下午三点", { reference: { name: "读书报告" }, target: { dayWord: "周五", clock: "15:00" } }],
    ["英语作文安排在周日上午九点写", { reference: { name: "英语作文" }, target: { dayWord: "周日", clock: "09:00" } }],
    ["函数那块（周四有小测）挪到周二晚上七点", { target: { dayWord: "周二", clock: "19:00" } }],
    ["周四两点那个概率复习，因为要去面试，换到周日下午两点", { reference: { name: "周四两点那块概率复习" }, target: { dayWord: "周日" } }],
  ])("%s", (text, move) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", ...move });
  });

  test.each([
    ["我辅修了经济学，函数那块放这周日上午十点", { target: { dayWord: "这周日", clock: "10:00" } }],
    ["后天上午学院临时通知开会，十点那块复习肯定去不了。帮我挪到周五晚上七点吧", { reference: { name: "后天十点那块复习" }, target: { dayWord: "周五" } }],
  ])("%s: the clause before is set aside, its day kept", (text, move) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", ...move });
  });

  test.each([
    ["晚上刷模拟卷太晚了，能不能挪到周六上午", "模拟卷"],
    ["周四上午连着复习函数与等价关系有点顶不住，帮我换到周日下午两点吧", "函数与等价关系"],
  ])("%s moves the deed's object", (text, name) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", reference: { name } });
  });

  test("a block pointed at and done is no to-do done", () => {
    expect(intentOf("周四下课后那块复习做完了")).not.toMatchObject({ family: "task_edit" });
  });

  test("a bracket inside a name is kept", () => {
    expect(intentOf("综合模拟卷（限时）放到周六上午八点")).toMatchObject({ family: "edit", reference: { name: expect.stringContaining("限时") } });
  });

  test.each([
    ["这周排好的三块复习都往后挪两天，时间不变", { dayWord: "这周", count: 3, target: { dayShift: 2 } }],
    ["已经排进日程的复习整体推到下周同一时间", { dayWord: "这周", target: { dayShift: 7 } }],
  ])("%s shifts the week's blocks", (text, shift) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "shift_day", ...shift });
  });

  test.each(["周五下午那块我去不了，要去体检", "后天上午那节复习我肯定赶不上"])("%s asks where the block goes", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", target: {} });
  });

  test("a hedged miss is only told", () => {
    expect(intentOf("周五那块估计做不成，要去帮忙")).toMatchObject({ family: "small_talk" });
  });
});

describe("a write taken back, a day asked with a purpose, a part of the day kept", () => {
  test.each(["按了确认才发现排得太挤，撤回去吧", "计划写进日程了，但我后悔了，还原到原来的"])("%s", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "undo" });
  });

  test("排的是哪几门课 asks about the day", () => {
    expect(intentOf("周五下午排的是哪几门课，我想去听讲座")).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { when: "周五", part: "afternoon" } } });
  });

  test("早八留着 keeps the first period free and 零碎 names no subject", () => {
    expect(intentOf("下周的零碎待办排进空档，晚上留着健身")).toMatchObject({ family: "schedule", hints: [], keepFree: ["晚上"], looseOnly: true });
  });
});

describe("names found inside extra words", () => {
  const tasks = [
    { id: 4, name: "程序设计", category: "课程" },
    { id: 18, name: "综合模拟卷（限时）", category: "离散数学期末复习" },
    { id: 28, name: "整理离散数学错题本", category: "待办" },
  ];

  test("the class and the pieces of the name in another order", () => {
    expect(resolveReference({ name: "离散限时模拟卷" }, tasks)).toMatchObject({ kind: "found", task: { id: 18 } });
  });

  test("a course's piece of work is not the course", () => {
    expect(resolveReference({ name: "程序设计大作业" }, tasks)).toMatchObject({ kind: "missing" });
  });
});
