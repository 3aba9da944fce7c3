import { describe, expect, it } from "vitest";
import { inOriginalWords, normalise } from "./normalise";
import { detectIntent } from "../understand/intents";

/**
 * Round 32: English verbs, times, nouns and connectives inside a Chinese message, as students type them (with the
 * spaces that set them apart), read as the Chinese they stand for. Our own sentences, and near misses that keep their
 * words.
 */
const reading = (text: string) => normalise(text).text;

describe("an English verb reads as its Chinese verb", () => {
  it.each([
    ["把线代那块 move 到周五晚上", "把线代那块挪到周五晚上"],
    ["英语作文的 ddl 帮我 push 到下周一", "英语作文的 ddl 帮我推到下周一"],
    ["实验预习 push 一天", "实验预习推迟一天"],
    ["高数作业已经 submit 了", "高数作业已经交了"],
    ["前天的 review all done 了", "前天的复习全部做完了"],
    ["这周能 fit 几块就 fit 几块", "这周能排几块就排几块"],
    ["周三晚上 remind 我交电路实验", "周三晚上提醒我交电路实验"],
    ["把概率论 put 到 next Tuesday", "把概率论放到下周二"],
    ["帮我 set 一个 reminder", "帮我设一个提醒"],
    ["英语 homework 交了，mark 成 done", "英语作业交了，标成完成"],
    ["电路的 deadline set 到 next Friday", "电路的截止日期改到下周五"],
  ])("%s reads as %s", (text, expected) => {
    expect(reading(text)).toBe(expected);
  });
});

describe("an English time reads as the Chinese day, part of the day and hour", () => {
  it.each([
    ["tonight 10 点半交英语作文", "今晚10 点半交英语作文"],
    ["明天 morning 8 点背单词", "明天上午8 点背单词"],
    ["下周三 3pm 交实验报告", "下周三下午3点交实验报告"],
    ["周五 night 9pm 开班会", "周五晚上9点开班会"],
    ["周日 11am 的讲座", "周日上午11点的讲座"],
    ["下午 three o'clock 开组会", "下午3点开组会"],
    ["this Saturday 8:30pm 看网课", "这周六晚上8:30看网课"],
    ["every Thursday 晚上上羽毛球课", "每周四晚上上羽毛球课"],
    // A day said last, in English word order, stays apart from the name before it; led into (放到), it joins.
    ["missed 概率论 yesterday", "missed 概率论 昨天"],
    ["skipped 电路 today, 太困了", "skipped 电路 今天, 太困了"],
    ["线代作业 due 是 tomorrow", "线代作业 due 是明天"],
  ])("%s reads as %s", (text, expected) => {
    expect(reading(text)).toBe(expected);
  });
});

describe("English nouns and connectives read as the planner's words", () => {
  it.each([
    ["把第二个 slot 空出来", "把第二个时段空出来"],
    ["数据结构 assignment 下周交", "数据结构作业下周交"],
    ["英语作文交了，then 帮我看看周六有没有空", "英语作文交了，然后帮我看看周六有没有空"],
    ["下周的 exam 有哪些", "下周的考试有哪些"],
  ])("%s reads as %s", (text, expected) => {
    expect(reading(text)).toBe(expected);
  });
});

describe("near misses keep their words", () => {
  it.each([
    // An English sentence around a Chinese name stays English.
    "move 高数 to Saturday 3pm",
    "I set 一个 reminder for 高数",
    // Inside a longer word, or a clock no day has.
    "settle 一下宿舍的事",
    "putty 怎么配置",
    "14pm 开会",
    // Done only with the Chinese that closes it.
    "交实验报告 done",
    // English words the table does not hold keep their spaces.
    "明天的 group meeting 取消了",
    "ddl是周五",
  ])("%s", (text) => {
    expect(reading(text)).toBe(text);
  });
});

describe("what is saved is the student's own words", () => {
  it("a title read through the table is given back as typed", () => {
    const read = normalise("物理 report 已经 submit 了");
    expect(read.text).toBe("物理报告已经交了");
    expect(inOriginalWords(read, "物理报告")).toBe("物理 report");
  });
});

describe("the mixed message is read as the Chinese would be", () => {
  it.each([
    ["把离散那块 move 到 next Monday 下午 three o'clock", { family: "edit", action: "move", target: { dayWord: "下周一", clock: "15:00" } }],
    ["错题本的 deadline set 到 this Friday night 9pm", { family: "task_edit", action: "update", task: "错题本", deadline: "这周五晚上9点" }],
    ["概率论 review 下周能 fit 多少就 fit 多少", { family: "schedule", allowPartial: true }],
    ["上周没做的 block，帮我重新 arrange 进下周", { family: "replan_missed" }],
    ["把图论 put 到周二 2pm 那个 slot", { family: "edit", action: "move", target: { dayWord: "周二", clock: "14:00" } }],
  ])("%s", (text, expected) => {
    expect(detectIntent(reading(text))).toMatchObject(expected);
  });

  it("a done report then a question reads as both", () => {
    expect(detectIntent(reading("实验报告已经 submit 了，then 帮我看看 Saturday 下午 free 不"))).toMatchObject({
      family: "compound",
      parts: [{ family: "task_edit", action: "complete" }, { family: "schedule_question" }],
    });
  });
});
