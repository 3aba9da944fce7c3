import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";
import { asksRepeatingReminder } from "./repeat-reminders";

/**
 * Families from a round about the winter break and the new year (round 32): repeating reminders said with their
 * stretch or asked for good, news that asks for nothing, the term's length put right, progress and missed work,
 * a done mark owned as a slip. Each row is our own sentence; the near misses must keep their old reading.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a reminder that repeats", () => {
  it.each([
    "寒假每天早上八点都提醒我跑步",
    "这学期每周五下午提醒我交周报",
    "考试周天天晚上十点叫我睡觉",
    "我们每周二晚上都有社团例会，帮我一直提醒",
    "每天晚上背单词，你每次都提醒一下",
  ])("%s", (text) => {
    expect(asksRepeatingReminder(text)).toBe(true);
  });

  it.each(["寒假第一天早上九点提醒我背单词", "我们每周三晚上开组会，这周的提醒我一下", "每天都在下雨，帮我提醒明天带伞"])("%s rings once", (text) => {
    expect(asksRepeatingReminder(text)).toBe(false);
  });
});

describe("news and stories that ask for nothing", () => {
  it.each([
    "周五要是降温就不去跑步了",
    "后天如果下雪就不去图书馆了",
    "数学老师说下周可能有个随堂测，具体哪天还没说",
    "听说月底可能要交读书笔记，具体几号还没定",
    "之前通知说周六补周五的课，现在又取消了，周六不用上课",
    "群里说周日的调课取消了，周日不用去了",
    "昨天晚上那顿烧烤吃得好满足",
    "周末跟室友出去玩得太开心了",
    "这家店的麻辣烫太好吃了",
  ])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["要是明天下雨就帮我把跑步挪到周四", "下周可能有个小测，具体哪天还没定，帮我记一下", "明天晚上吃火锅，记一下"])("%s still asks", (text) => {
    expect(read(text).family).not.toBe("small_talk");
  });
});

describe("the term's length and week put right", () => {
  it.each([
    ["我们学校今年结课早，一共就16周，现在是第12周", 12, 16],
    ["这学期才16周，这周是第11周", 11, 16],
    ["这周是第13周，一共只有17周", 13, 17],
  ])("%s", (text, week, weeks) => {
    expect(read(text)).toMatchObject({ family: "term_set", currentWeek: week, weeks });
  });

  it("a remark about the break alone sets nothing", () => {
    expect(read("今年放假早，我好开心").family).not.toBe("term_set");
  });
});

describe("progress, missed work and a slipped done mark", () => {
  it.each(["帮我看下这周的复习做完多少", "冲刺阶段了，看看今天的计划做完多少"])("%s asks the progress", (text) => {
    expect(read(text)).toMatchObject({ family: "progress" });
  });

  it.each([
    ["昨天没复习的两节，补到周六", "周六"],
    ["落下的那些，帮我排进周末", "周末"],
    ["上周没打卡的那几节，挪到下周补上", "下周"],
  ])("%s is one re-plan", (text, range) => {
    expect(read(text)).toMatchObject({ family: "replan_missed", range });
  });

  it.each([
    ["实验报告还没写完呢，刚刚不小心标成已完成了", "实验报告"],
    ["英语作文其实没交，刚才手滑点成完成了", "英语作文"],
  ])("%s reopens the to-do", (text, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "reopen", task });
  });

  it("a to-do the student must go somewhere to finish is still to come", () => {
    expect(read("月底前要去教务处把表交了")).not.toMatchObject({ family: "task_edit", action: "complete" });
    expect(read("刚去教务处把表交了")).toMatchObject({ family: "task_edit", action: "complete" });
  });
});

describe("plans around the break", () => {
  it.each(["按考试日期把线代和高数的复习排一下", "英语按考试时间排"])("%s is planned for the exams", (text) => {
    expect(read(text)).toMatchObject({ family: "schedule", forExams: true });
  });

  it("a class put before its exam keeps the stretch", () => {
    expect(read("把线代复习排到考试前")).toMatchObject({ family: "schedule", range: "期末前" });
  });

  it.each([
    ["这周的复习排一下，周六我要回家，别排了", "这周", [6]],
    ["周末我要回家那两天不排，这周的高数复习排一下", "这周", [6, 7]],
  ])("%s keeps the days told free", (text, range, days) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, daysOff: days });
  });

  it("a note asked for a day after a to-do reported done is both", () => {
    expect(read("英语作文写完了，再帮我记到周五下午三点去取快递")).toMatchObject({
      family: "compound",
      parts: [{ family: "task_edit", action: "complete" }, { family: "quick_note" }],
    });
  });
});
