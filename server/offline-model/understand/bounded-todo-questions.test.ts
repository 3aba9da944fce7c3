import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { taskQueryInput } from "./task-queries";

describe("to-dos asked with a bound before what must be done by it", () => {
  test.each([
    ["周五前必须搞定的有啥", "周五前"],
    ["下周二之前还有什么事没办", "下周二之前"],
    ["月底前还有啥没弄", "月底前"],
  ])("%s lists the to-dos due %s", (text, bound) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { deadline_before: bound } });
  });

  test("what must be done by a day is still open, not the done ones", () => {
    expect(taskQueryInput("周五前得做完的都有哪些")).toEqual({ deadline_before: "周五前" });
  });

  test.each(["放假前还欠着啥没做", "期末前我还拖着哪些事", "进考试周前还有哪些没交"])("%s names no to-do", (text) => {
    expect(taskQueryInput(text).keyword).toBeUndefined();
  });

  test.each(["周四有啥课", "周日之前有啥安排"])("near miss: %s asks about the days", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day" } });
  });
});

describe("which quadrant a to-do sits in, asked", () => {
  test.each([
    ["取快递那个是什么象限", "取快递"],
    ["交班费那条被归在哪个象限了", "交班费"],
    ["四级报名现在属于哪个象限", "四级报名"],
  ])("%s names %s", (text, keyword) => {
    expect(taskQueryInput(text).keyword).toBe(keyword);
  });

  test("near miss: the quadrants asked about in general name no to-do", () => {
    expect(taskQueryInput("第几象限最重要").keyword).toBeUndefined();
  });
});

describe("a to-do reported done, then handed in: the report is no part of its name", () => {
  test.each([
    ["读书笔记昨晚写好了，已经交了", "读书笔记"],
    ["英语作文我写完了，刚交上去", "英语作文"],
    ["物理作业我做完了，已经交了", "物理作业"],
  ])("%s completes %s", (text, task) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "complete", task });
  });
});
