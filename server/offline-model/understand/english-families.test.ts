import { describe, expect, it } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

/**
 * Round 29 families of an exchange student who writes in English, Chinese course names mixed in, sometimes in pinyin:
 * the ones the round's misses named. Read through the normaliser as a turn reads them. Our own sentences.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("when a course meets, asked with when's", () => {
  it.each([
    ["when's 线代 this week", "线代"],
    ["when's 高数 next week?", "高数"],
    ["when’s 大学英语 this week", "大学英语"],
    ["when's my 概率论 class", "概率论"],
    ["when is my next 线代 class", "线代"],
  ])("%s asks the day's courses for %s", (text, course) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { course } } });
  });

  it("whose turn it is asks no course", () => {
    expect(read("when's my turn to clean the dorm")).not.toMatchObject({ question: { input: { course: expect.any(String) } } });
  });
});

describe("what is left of today", () => {
  it.each(["any more classes today or am I done", "anymore classes today?", "any more classes tonight", "am I done with classes today?"])(
    "%s asks only what is still to come",
    (text) => {
      expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { remaining_only: true } } });
    },
  );

  it.each(["I had 3 classes today, exhausted", "my 线代 class got cancelled tomorrow", "we had 体育 this morning"])("%s tells, asks nothing", (text) => {
    expect(read(text)).not.toMatchObject({ family: "schedule_question" });
  });

  it.each(["any classes today", "what classes do I have tomorrow"])("%s asks the whole day", (text) => {
    expect(read(text)).not.toMatchObject({ question: { input: { remaining_only: true } } });
  });
});

describe("what has not been placed yet", () => {
  it.each([
    "which review items haven't been slotted in yet",
    "what hasn't been placed yet",
    "any blocks not planned yet?",
    "which of my 离散 chapters haven't been put on the calendar",
  ])("%s lists the pending ones", (text) => {
    expect(read(text)).toEqual({ family: "schedule_question", question: { toolName: "list_tasks", input: { status: "pending" } } });
  });

  it("an order not placed yet is a note", () => {
    expect(read("I haven't placed the order yet, remind me tonight")).toMatchObject({ family: "quick_note" });
  });
});

describe("a plan's options said in English", () => {
  it.each([
    ["spread the 离散 review over next week, no more than 2 periods on any day", { dailyCap: 2 }],
    ["plan my to-dos this week, at most three periods a day", { dailyCap: 3 }],
    ["spread my 线代 review across next week, max 1 period per day", { dailyCap: 1 }],
    ["put the 概率论 review into next week but keep the weekend clear", { daysOff: [6, 7] }],
    ["schedule my 线代 review for next week, nothing on friday", { daysOff: [5] }],
    ["plan my to-dos this week and leave saturday and sunday free", { daysOff: [6, 7] }],
    ["plan the 英语 review next week, skip wednesday", { daysOff: [3] }],
    ["fit all my to-dos into this week except the 四级 one", { exclude: ["四级"] }],
    ["schedule my to-dos for next week except the 英语作文 thing", { exclude: ["英语作文"] }],
    ["put all my to-dos into next week, max 3 a day", { dailyCap: 3 }],
    // a part of a day kept free: no option for it, and no question about it either
    ["schedule my to-dos for this week, leave friday evening free", { range: "this week" }],
  ])("%s", (text, options) => {
    expect(read(text)).toMatchObject({ family: "schedule", ...options });
  });

  it.each([
    // a day asked about, not kept free
    "is saturday free?",
    // a cap asked about, not set
    "how many periods a day is too many",
    // spread with nothing to spread over
    "spread the word about the 社团 party",
  ])("%s plans nothing", (text) => {
    expect(read(text)).not.toMatchObject({ family: "schedule" });
  });
});

describe("the week told in English", () => {
  it.each([
    ["my uni says it's week 14 now, not 13", 14],
    ["actually it's week 12, not 11", 12],
    ["our school says we're in week 10 already", 10],
    ["the registrar says this week is week 9", 9],
  ])("%s sets week %i", (text, week) => {
    expect(read(text)).toMatchObject({ family: "term_set", currentWeek: week });
  });

  it.each(["my friend says it's week 14 at her school", "is it week 14 now?"])("%s sets no week", (text) => {
    expect(read(text)).not.toMatchObject({ family: "term_set" });
  });
});

describe("a reminder that repeats, asked in English", () => {
  it.each([
    "remind me every monday morning to top up my 校园卡",
    "remind me on fridays to call home",
    "every sunday night remind me to do laundry",
    "remind me daily to drink water",
  ])("%s is told no note repeats", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "app_help" });
  });

  it.each(["remind me monday morning to top up my 校园卡", "remind me to pay the weekly rent on friday"])("%s is one note", (text) => {
    expect(read(text)).toMatchObject({ family: "quick_note" });
  });
});

describe("what is still open for a course", () => {
  it.each([
    ["what's still open for 概率论", "概率论"],
    ["anything still open for 线代?", "线代"],
    ["what is still open for 大学物理", "大学物理"],
  ])("%s asks the to-dos of %s", (text, keyword) => {
    expect(read(text)).toMatchObject({ family: "query_tasks", input: { keyword } });
  });

  it.each(["is the library open on sunday", "what's open on sunday near campus"])("%s asks no to-do", (text) => {
    expect(read(text)).not.toMatchObject({ family: "query_tasks" });
  });
});

describe("an exam stated in English around a Chinese course", () => {
  it.each([
    ["my 大学物理 final is jan 8 at 2pm in 教二 301", "大学物理 final", "jan 8 at 2pm", "教二 301"],
    ["the 马原 exam is on dec 20 at 10am in 三教 204", "马原 exam", "dec 20 at 10am", "三教 204"],
    ["my physics final is jan 8 at 2pm in room 301", "physics final", "jan 8 at 2pm", "room 301"],
  ])("%s records %s", (text, title, when, location) => {
    expect(read(text)).toEqual({ family: "exam_record", title, when, location });
  });

  it.each([
    ["my 离散 exam moved to jan 13, 10am", "离散 exam", "jan 13, 10am"],
    ["I have a 概率论 exam on jan 14 at 9am", "概率论 exam", "jan 14 at 9am"],
    ["I've got a 马原 quiz on dec 18 at 2pm", "马原 quiz", "dec 18 at 2pm"],
  ])("%s records %s at %s", (text, title, when) => {
    expect(read(text)).toEqual({ family: "exam_record", title, when });
  });

  it("a remark after the day is no part of when", () => {
    expect(read("my 离散 exam is jan 13, I'm scared")).toEqual({ family: "exam_record", title: "离散 exam", when: "jan 13" });
  });

  it("线代 midterm is next friday 9am records it with no place", () => {
    expect(read("线代 midterm is next friday 9am")).toEqual({ family: "exam_record", title: "线代 midterm", when: "next friday 9am" });
  });

  it("an exam that went badly records nothing", () => {
    expect(read("I failed my 高数 final")).not.toMatchObject({ family: "exam_record" });
  });
});

describe("a to-do that fell through, marked back", () => {
  it.each([
    ["actually the electricity payment bounced, mark it not done", "electricity payment"],
    ["the lab report got sent back, can you set it to unfinished", "lab report"],
    ["the 体测 form was rejected so please mark it as not done", "体测 form"],
    ["oops the 网费 payment failed, mark it incomplete", "网费 payment"],
  ])("%s reopens %s", (text, task) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "reopen", task });
  });

  it("a payment that bounced and was paid again is done", () => {
    expect(read("the rent payment bounced but I paid it again, mark it done")).not.toMatchObject({ action: "reopen" });
  });
});

describe("a plan whose parts are listed after a colon", () => {
  it.each([
    ["set up an HSK 5 prep plan: listening, reading, writing, 3 periods each", "HSK 5 prep", ["listening", "reading", "writing"], 3],
    ["make a study plan for 线代: vectors, matrices and determinants, 2 periods each", "线代", ["vectors", "matrices", "determinants"], 2],
    ["create a 雅思 plan: speaking, writing, two periods each", "雅思", ["speaking", "writing"], 2],
  ])("%s proposes %s", (text, name, parts, periods) => {
    expect(read(text)).toMatchObject({ family: "propose_class", name, chapters: parts.length, periodsEach: periods, items: parts.map((content) => ({ content, duration: periods })) });
  });

  it("create a 线代 study plan with 6 chapters, 2 periods each names the plan before the word plan", () => {
    expect(read("create a 线代 study plan with 6 chapters, 2 periods each")).toMatchObject({ family: "propose_class", name: "线代", chapters: 6, periodsEach: 2 });
  });

  it("a plan of one thing is no list", () => {
    expect(read("make a plan: go to bed early, 2 periods each")).not.toMatchObject({ family: "propose_class" });
  });
});

describe("a block moved from the day it is on", () => {
  it.each([
    ["move the 谓词逻辑 block from wednesday to friday 4pm", "谓词逻辑", { dayWord: "friday", clock: "16:00" }],
    ["move 树 from saturday to sunday 2pm", "树", { dayWord: "sunday", clock: "14:00" }],
    ["move the 图论 session from thursday afternoon to saturday 9am", "图论", { dayWord: "saturday", clock: "09:00" }],
  ])("%s moves %s", (text, name, target) => {
    expect(read(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });

  it("a lecture moved by the school is no block moved here", () => {
    expect(read("the teacher moved the lecture from wednesday to friday")).not.toMatchObject({ family: "edit", action: "move" });
  });
});

describe("everyday questions in pinyin", () => {
  it.each([
    ["mingtian wanshang you ke ma", { toolName: "query_day", input: { when: "明天", part: "evening" } }],
    ["zhouwu xiawu you kong ma", { toolName: "query_free_time", input: { when: "周五", part: "afternoon" } }],
    ["jintian you mei you ke", { toolName: "query_day", input: { when: "今天" } }],
    ["zhouwu shangwu you shenme ke", { toolName: "query_day", input: { when: "周五", part: "morning" } }],
  ])("%s", (text, question) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question });
  });

  it.each(["do you know ma", "you kept my notes right"])("%s is no pinyin question", (text) => {
    expect(read(text)).not.toMatchObject({ family: "schedule_question" });
  });
});
