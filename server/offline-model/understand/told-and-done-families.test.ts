/**
 * What a message tells rather than asks, and what it points at: signing off for the night and a head worn out by
 * studying (small talk), a relative's exam and someone's care about the weather (theirs, not the student's), a to-do
 * pointed at as the one reminded of, a finished to-do told as a story, to-dos noted on a day, the weeks left before
 * an exam, and exams stated with a school's room or in Cantonese. The sentences are not the ones that showed the gap.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("signing off, and a head worn out by studying: small talk", () => {
  test.each([
    "背了一晚上单词，脑子已经转不动了，晚安",
    "看文献看得眼睛都花了，睡了睡了",
    "刷了一天题脑子宕机了",
    "今天的网课终于上完了，先睡了，晚安啦",
  ])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk" });
  });

  test.each(["明早七点叫我起床，晚安", "周四晚上八点提醒我交班费，晚安哦"])("%s still notes what it asks", (text) => {
    expect(read(text)).toMatchObject({ family: "quick_note" });
  });
});

describe("someone else's exam or care: told, not the student's", () => {
  test.each([
    "我表姐明年考公，1月10号笔试，她最近天天泡图书馆",
    "我堂弟下周三期末考，他妈天天盯着他复习",
    "舍友刚才提醒我后天下雪，叫我多穿点，还借了我一条围巾",
    "我妈打电话让我这周末降温记得加衣服",
  ])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk" });
  });

  test.each([
    ["室友提醒我明天交电费", "quick_note"],
    ["舍友提醒我后天降温，你也提醒我带伞", "quick_note"],
  ])("%s still asks", (text, family) => {
    expect(read(text).family).toBe(family);
  });
});

describe("the to-do pointed at as the one reminded of or noted", () => {
  test.each([
    ["你提醒我的那个交水费，已经交好了", "交水费"],
    ["之前提醒我的那条还书，已经还了", "还书"],
    ["提醒我的那个拿体检报告，已经拿到了", "拿体检报告"],
  ])("%s completes %s", (text, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "complete", task });
  });

  test("提醒我的那个 moved is the to-do re-dated", () => {
    expect(read("提醒我的那个交水费改到周六")).toMatchObject({ family: "task_edit", action: "update", task: "交水费" });
  });

  test("a reminder asked for is still a note", () => {
    expect(read("提醒我周五交水费")).toMatchObject({ family: "quick_note" });
  });
});

describe("a finished to-do told as a story names the to-do, not a clause of the story", () => {
  test.each([
    ["昨晚总算把那篇英语作文交了！！改了好几遍，手都酸了。", "英语作文"],
    ["今天终于把那份课程设计交了，调了好几天bug，现在只想睡觉。", "课程设计"],
  ])("%s", (text, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "complete", task });
  });

  test("几 without 好 still asks", () => {
    expect(read("线代还有几天考").family).toBe("exam_countdown");
  });
});

describe("to-dos noted on a day: the newest first, the day no deadline", () => {
  test.each(["昨天加的那几条任务给我看看", "上午记的那些待办列一下", "今天新建的几个待办有哪些"])("%s", (text) => {
    expect(read(text)).toEqual({ family: "query_tasks", input: { sort: "created_desc" } });
  });

  test("to-dos due on a day keep the day as their deadline", () => {
    expect(read("明天要交的待办有哪些")).toEqual({ family: "query_tasks", input: { deadline_before: "明天" } });
  });
});

describe("the weeks left before an exam, with a measure word", () => {
  test.each([
    ["线代期中还有几个星期", "线代"],
    ["概率论期末还有多少个礼拜啊", "概率论"],
    ["离散期末还剩几个礼拜", "离散"],
  ])("%s", (text, exam) => {
    expect(read(text)).toMatchObject({ family: "exam_countdown", exam });
  });

  test("the weeks left of the term are the term's", () => {
    expect(read("这学期还有几个礼拜").family).not.toBe("exam_countdown");
  });
});

describe("an exam stated with a school's room, or in Cantonese", () => {
  test.each([
    ["金融学期中12月18号上午九点，经管学院A203", "经管学院A203"],
    ["宏观经济学期末1月5号下午，法学院 305，记一下", "法学院 305"],
  ])("%s is sat in %s", (text, location) => {
    expect(read(text)).toMatchObject({ family: "exam_record", location });
  });

  test("a school named as who teaches it is no room", () => {
    expect(read("商学院的会计期末1月7号下午两点")).not.toHaveProperty("location");
  });

  test.each([
    ["我個Stats final改咗去1月8號下晝兩點，記低佢", "Stats final"],
    ["我個法律期中調咗去12月16號朝早十點", "法律期中"],
  ])("%s", (text, title) => {
    expect(read(text)).toMatchObject({ family: "exam_record", title });
  });

  test.each([
    ["我個人覺得好難", "我个人觉得好难"],
    ["畀我個建議", "给我个建议"],
  ])("%s keeps its 个", (text, said) => {
    expect(normalise(text).text).toBe(said);
  });
});
