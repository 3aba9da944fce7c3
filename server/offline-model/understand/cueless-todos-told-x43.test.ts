import { describe, expect, test } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("a to-do told with its weight or its work, no cue word", () => {
  test.each([
    "病理切片观察报告周五交，挺急的",
    "英语演讲稿这周五交，有点急",
    "考研择校的资料该开始整理了，挺重要的，但不赶",
    "执医技能操作的视频得全部过一遍，量特别大，但说实话不怎么重要",
    "奖学金申请材料要开始准备了，很重要但是不着急",
    "雅思口语素材得慢慢积累，这个挺要紧的但不用赶",
    "那份统计学作业估计得花三个小时，后天交",
    "嗯……那个，药理的思维导图，下周二要交",
    "呃那个，生理学的实验预习报告明天要交",
  ])("%s → a note", (text) => {
    expect(read(text)).toMatchObject({ family: "quick_note" });
  });

  test("periods of work make it a new to-do", () => {
    expect(read("就是那个……老师说的病例讨论发言稿嘛，两节课的量，周四交")).toMatchObject({ family: "create_task", estimatedSections: 2 });
  });

  test("the bound is read before the work said ahead of it", () => {
    const intent = read("那篇心衰的文献综述得花两个晚上，12号之前搞定");
    expect(intent.family === "quick_note" && intent.content.startsWith("12号之前")).toBe(true);
  });

  test.each([
    ["考研择校的资料该开始整理了，挺重要的，但不赶", 2],
    ["执医技能操作的视频得全部过一遍，量特别大，但说实话不怎么重要", 4],
    ["今晚十一点前得把见习病例上传到学习通，又急又要紧", 1],
  ])("%s → quadrant %i passed to quick_note", async (text, group) => {
    expect(await nextStep([user(text)])).toMatchObject({ toolName: "quick_note", input: { priority_group: group } });
  });

  test.each(["资料该开始整理了", "笔记得着手写了"])("%s reports nothing done", (text) => {
    expect(read(text)).not.toMatchObject({ family: "task_edit", action: "complete" });
  });
});

describe("news that keeps no to-do", () => {
  test.each([
    "上周交的那个病理作业分数出来了，A-",
    "生理学期中成绩出来了，才72分，有点难受",
    "12月20号是我生日，到时候估计要跟室友出去浪",
    "我们组的病例汇报下周三讲，PPT组长还在改，我负责的那部分基本弄完了，就差最后顺一遍讲稿",
    "我们组的实验报告小王在写结论，我那部分上周就交给他了",
    "附院那边说下学期见习可能改成整周都在医院，还没正式定，一想到就头大",
    "刚看到群里说病理学期末好像要提前，但具体哪天还没出，大家都在瞎猜",
    "据说期末周图书馆要延长开放时间，还没官宣",
    "今天跟室友吵了一架，她周四就要搬出去了",
    "室友下个月要搬出去了，宿舍一下子空了好多",
  ])("%s → small talk", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk" });
  });

  test.each(["12月20号是我生日，提醒我订蛋糕", "成绩出来了记得提醒我查一下", "室友周四搬出去，提醒我帮她搬东西"])("%s still asks", (text) => {
    expect(read(text).family).not.toBe("small_talk");
  });
});

describe("to-do edits whose title or value was misread", () => {
  test.each([
    ["四级真题那条我误点成完成了，其实一道都还没做", "四级真题"],
    ["策划案那个不小心勾掉了，还没写完呢", "策划案"],
    ["错题本那条我手滑点了完成，其实才整理了一半", "错题本"],
  ])("%s → reopen %s", (text, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "reopen", task });
  });

  test.each([
    ["物理实验报告延到第14周周三交，晚上十一点前", "第14周周三晚上十一点"],
    ["线代作业延到周四交，下午五点前", "周四下午五点"],
  ])("%s → the clock in its own clause joins the day", (text, deadline) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "update", deadline });
  });

  test("the day the news arrived is no part of the note", () => {
    const intent = read("今朝收到email，礼拜日夜晚十点前要submit份lab report，帮手记低");
    expect(intent.family === "quick_note" && !intent.content.includes("早上")).toBe(true);
  });
});
