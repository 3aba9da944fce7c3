/** Questions about to-dos read by task-intents.ts, by family. */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a quadrant named (象限一, 第二象限) is the to-dos in it, however the count is asked", () => {
  it.each([
    ["第二象限里还有多少", 2],
    ["象限3的还有哪些没弄", 3],
    ["第四象限的剩几件", 4],
  ])("%s asks about quadrant %s", (text, quadrant) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { quadrant } });
  });
});

describe("what is due by a time, asked as 多不多 / 急不急, is a to-do question with no title", () => {
  it.each([
    ["周四之前得交的东西难不难", "周四之前"],
    ["下周一之前要做的多不多", "下周一之前"],
    ["月底之前要交的急不急", "月底之前"],
  ])("%s asks about the to-dos due %s", (text, deadline_before) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { deadline_before } });
  });
});

describe("哪些作业是…的: the kind asked after, with its filter after the copula, names no title", () => {
  it.each([
    ["哪些作业是下周一前要交的", "下周一前"],
    ["哪些待办是周四之前要做完的", "周四之前"],
  ])("%s asks about every to-do due %s", (text, deadline_before) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { deadline_before } });
  });

  it("a subject named before the kind still filters", () => {
    expect(detectIntent("线代哪些作业是周五交的")).toMatchObject({ family: "query_tasks", input: { keyword: "线代" } });
  });
});

describe("a deadline asked of something named after an exam is a to-do's", () => {
  it.each([
    ["六级作文啥时候截止", "六级作文"],
    ["考研真题那套什么时候到期", "考研真题"],
  ])("%s asks about %s", (text, keyword) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("query_tasks");
    expect(intent.family === "query_tasks" && intent.input.keyword?.startsWith(keyword)).toBe(true);
  });

  it.each(["六级还有几天", "四级啥时候考"])("%s still counts down to the exam", (text) => {
    expect(detectIntent(text).family).toBe("exam_countdown");
  });
});

describe("a to-do said first, then asked to be created in a closing clause", () => {
  it.each([
    ["下周三前把实验数据整理好，给我加条待办吧", "下周三前把实验数据整理好"],
    ["导师让我月底前改完开题报告，麻烦新建一个任务", "导师让我月底前改完开题报告"],
    ["周日之前还图书馆的书。帮我建个待办", "周日之前还图书馆的书"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toMatchObject({ family: "create_task", content });
  });

  it("a question about tasks is no ask to create one", () => {
    expect(detectIntent("这周要交什么，有哪些任务")).not.toMatchObject({ family: "create_task" });
  });
});

describe("a task question about a thing whose first character is a filler keeps the whole thing", () => {
  it.each([
    ["快件相关的还有几个没处理", "快件"],
    ["还书有关的待办还剩吗", "还书"],
    ["快递相关的还剩几个没拿", "快递"],
  ])("%s", (text, keyword) => {
    expect(detectIntent(text)).toEqual({ family: "query_tasks", input: { keyword } });
  });
});
