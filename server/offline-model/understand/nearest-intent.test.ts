import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { nearestRequest } from "./nearest-intent";

const guessed = (text: string) => detectIntent(text, { nearest: true });

describe("the last-chance reading: phrasings no rule lists, read by the nearest request's own readers", () => {
  it.each([
    ["这周大概是什么情况", { family: "schedule_question", question: { toolName: "query_day", input: { when: "这周" } } }],
    ["新加一个任务 复习英语听力 两节", { family: "create_task", content: "复习英语听力两节", estimatedSections: 2 }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toEqual({ family: "unknown" });
    expect(guessed(text)).toEqual(intent);
  });

  it.each([
    ["这礼拜打卡打了几次", { family: "progress", focus: "summary", range: "这礼拜" }],
    ["这学期还剩多少个礼拜", { family: "term_question" }],
    ["现在算第几个教学周了", { family: "term_question" }],
  ])("reads a question about progress or the term that no rule lists: %s", (text, intent) => {
    expect(detectIntent(text)).toEqual({ family: "unknown" });
    expect(guessed(text)).toEqual(intent);
  });

  it("reads a statement of something to do by a time as a note, even when it lands near a question", () => {
    expect(guessed("下周五之前得把助学金申请交到辅导员那")).toEqual({ family: "quick_note", content: "下周五之前得把助学金申请交到辅导员那" });
  });

  it("keeps a note's own words that hold a note verb's character (设计, 参加) and drops the note words", () => {
    expect(guessed("第12周周四前交毕业设计中期表")).toEqual({ family: "quick_note", content: "第12周周四前交毕业设计中期表" });
    expect(guessed("第14周周三前交机械设计作业")).toEqual({ family: "quick_note", content: "第14周周三前交机械设计作业" });
    expect(guessed("第13周周五参加建模校赛")).toEqual({ family: "quick_note", content: "第13周周五参加建模校赛" });
    expect(guessed("帮我记一下第16周周二前交数据库设计")).toEqual({ family: "quick_note", content: "第16周周二前交数据库设计" });
  });

  it("keeps the 下 that begins the note's own day or part of it (叫我下午…, 记下周…), and drops the particle 下", () => {
    expect(guessed("叫我下午四点半去拿快递")).toEqual({ family: "quick_note", content: "下午四点半去拿快递" });
    expect(guessed("叫我下午五点出发")).toEqual({ family: "quick_note", content: "下午五点出发" });
    // Being called by a name asks for no reminder.
    expect(guessed("叫我小王就行")).toEqual({ family: "unknown" });
    expect(guessed("喊我下周二交体检表")).toEqual({ family: "quick_note", content: "下周二交体检表" });
    expect(guessed("帮我记下午两点去图书馆占座")).toEqual({ family: "quick_note", content: "下午两点去图书馆占座" });
    expect(guessed("提醒下我后天交党费")).toEqual({ family: "quick_note", content: "后天交党费" });
  });

  it("guesses no question for a message that asks nothing ('今晚吃火锅'); an A-not-A 不 at the end asks", () => {
    // Chat (small_talk) or nothing at all: either way no tool and no question.
    expect(["unknown", "small_talk"]).toContain(guessed("今晚吃火锅").family);
    expect(["unknown", "small_talk"]).toContain(guessed("今天上了四节课").family);
    expect(guessed("今晚还能挤点时间出来学习不")).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time" } });
  });

  it("ends a name where finishing begins, and guesses nothing when nothing is left", () => {
    expect(guessed("考完试就解放了").family).not.toBe("task_edit");
  });

  it("takes the object of 把 as the to-do's name", () => {
    expect(guessed("我今天把作业写完了好开心")).toEqual({ family: "task_edit", action: "complete", task: "作业" });
  });

  it("answers chat as chat, with no tool", () => {
    expect(guessed("今天上课好困啊")).toEqual({ family: "small_talk", topic: "chat" });
  });

  it("leaves chat, nods and bare day words alone", () => {
    for (const text of ["今天好累啊", "明天见", "下周", "嗯", "ok", "考试好难"]) expect(guessed(text).family, text).toMatch(/^(?:unknown|small_talk)$/);
  });

  it("is off unless asked for: an answer to the model's own question is read against that question", () => {
    expect(detectIntent("这周大概是什么情况")).toEqual({ family: "unknown" });
  });

  it("goes by nothing below the threshold", () => {
    expect(nearestRequest("量子纠缠的哲学意义")).toBeUndefined();
  });
});
