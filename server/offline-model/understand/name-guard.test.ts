/**
 * Names that are not names (name-guard.ts and the cleaners beside it): a piece of the sentence — a particle, a verb,
 * a pointer, a question word, who said it — is never the to-do, keyword or exam acted on. Our own sentences.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { isName } from "./name-guard";
import { referredRequest } from "./references";
import { dayAfterNamingPeriod } from "./bound-clause";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("a piece of the sentence is never the to-do changed", () => {
  test.each([
    ["麻烦删一下吧", "delete"],
    ["帮我删一下", "delete"],
    ["确认删除", "delete"],
    ["标完成", "complete"],
    ["那个刚才的待办不要了", "delete"],
  ])("%s: the student is asked which (no name)", (text, action) => {
    expect(read(text)).toEqual({ family: "task_edit", action, task: "" });
  });

  test("the how asked beside a deed is no second to-do: 周报发了，咋标成已完成", () => {
    expect(read("周报发了，咋标成已完成")).toEqual({ family: "task_edit", action: "complete", task: "周报" });
  });

  test.each([
    ["概率论还要多久才考", "概率论"],
    ["离散多久考完", "离散"],
  ])("how long until an exam is asked, never a completion: %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  test.each([
    ["删一下高数作业", "delete", "高数作业"],
    ["把确认书删了", "delete", "确认书"],
  ])("near miss: a real name beside the same pieces is kept: %s", (text, action, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action, task });
  });

  test("isName: pieces alone are no name, a name among them is", () => {
    expect(["一下", "确认", "咋", "怎么", "直接", "那个待办我", "你弄一下"].map(isName)).toEqual([false, false, false, false, false, false, false]);
    expect(["确认书", "高数作业", "一下午的实验"].map(isName)).toEqual([true, true, true]);
  });
});

describe("a note of nothing but the request's own words is no note", () => {
  test.each(["帮我取消一下", "那个你弄一下"])("%s notes nothing", (text) => {
    expect(read(text)).not.toMatchObject({ family: "quick_note" });
  });

  test("near misses: an empty lead-in and a pointer alone keep their readers; a real note stays", () => {
    expect(read("你帮我记着")).toEqual({ family: "quick_note", content: "" });
    expect(read("这个帮我记一下")).toEqual({ family: "quick_note", content: "这个" });
    expect(read("帮我记一下取消健身卡")).toMatchObject({ family: "quick_note", content: expect.stringContaining("取消健身卡") });
  });
});

describe("who said it is no part of the name; a meeting keeps its 会", () => {
  test.each([
    ["辅导员说班会改到周五了，帮我改一下", "班会", "周五"],
    ["导师说组会改到周三上午了，帮我改一下", "组会", "周三上午"],
    ["例会改到下周一了，帮我改一下", "例会", "下周一"],
  ])("%s", (text, task, deadline) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "update", task, deadline });
  });
});

describe("keywords without the question around them", () => {
  test.each([
    ["线代作业有没有要交的", "线代作业"],
    ["英语相关的都调出来", "英语"],
    ["离散相关的全翻出来", "离散"],
  ])("%s → %s", (text, keyword) => {
    expect(read(text)).toEqual({ family: "query_tasks", input: { keyword } });
  });

  test("near miss: whether any are due names no keyword", () => {
    expect(read("有没有到期的")).toEqual({ family: "query_tasks", input: {} });
  });
});

describe("exams: a level keeps its name, a bare exam word is no title", () => {
  test.each([
    ["英语六级还有几天", "英语六级"],
    ["日语二级哪天考", "日语二级"],
  ])("%s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  test("near miss: 期末 is still dropped from a course's exam", () => {
    expect(read("线代期末啥时候考")).toEqual({ family: "exam_countdown", exam: "线代" });
  });

  test("学院说第12周要考试: which exam is asked, none is recorded as 要考试", () => {
    expect(read("学院说第12周要考试")).toEqual({ family: "exam_untold", when: "第12周" });
    expect(read("第12周考线代")).toEqual({ family: "exam_record", title: "线代", when: "第12周" });
  });
});

describe("what the model is up to, asked as of a friend", () => {
  test.each(["干嘛呢", "忙啥呢", "你在忙什么"])("%s is chat", (text) => {
    expect(read(text)).toEqual({ family: "small_talk", topic: "chat" });
  });

  test("near miss: what the student does today is the day's question", () => {
    expect(read("今天干啥")).toMatchObject({ family: "schedule_question", question: { toolName: "query_day" } });
  });
});

describe("a to-do kept open by the mark forbidden", () => {
  test.each([
    ["实验报告别勾掉，还差数据", "实验报告"],
    ["读书笔记先不要标完成", "读书笔记"],
    ["体检表别急着标完成，还没盖章", "体检表"],
  ])("%s", (text, task) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "reopen", task });
  });

  test("near misses: a mark not to forget, or the to-do dropped instead", () => {
    expect(read("别忘了把高数作业标完成")).not.toMatchObject({ action: "reopen" });
    expect(read("不用标完成了，直接删掉")).not.toMatchObject({ action: "reopen" });
  });
});

describe("a deed with neither what nor which", () => {
  test.each(["帮我处理一下那个", "那个你弄一下", "给我搞下这个"])("%s asks both", (text) => {
    expect(referredRequest({ text, answers: [] }, [], "zh")).toMatchObject({ kind: "ask", question: expect.stringContaining("哪一个任务") });
  });

  test("near miss: a named deed is not asked about", () => {
    expect(referredRequest({ text: "帮我删一下高数作业", answers: [] }, [], "zh")).toMatchObject({ kind: "intent" });
  });
});

describe("a period that names the thing, and a day said later with 前", () => {
  test.each([
    ["这个月的房租还没交，下周二之前要交", "下周二之前"],
    ["本周的周报还没写，周日前发掉", "周日前"],
  ])("%s", (text, deadline) => {
    expect(dayAfterNamingPeriod(text)).toBe(deadline);
  });

  test("near miss: no later day keeps the period", () => {
    expect(dayAfterNamingPeriod("这个月的话费还没交")).toBeUndefined();
  });
});
