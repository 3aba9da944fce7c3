import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

/** "最早哪天能塞进去": the earliest place asked with a verb of planning is a search, not a plan (time-questions.ts). */
describe("the earliest place asked with a verb of planning", () => {
  test.each([
    ["读书笔记那个要三节，最早哪天能排进去", 3],
    ["图论要两节，最早什么时候塞得下", 2],
    ["错题本需要两节，最早哪儿能挤进去", 2],
  ])("%s", (text, duration) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "find_first_free", input: { duration } } });
  });

  test.each(["把错题本排进去", "读书笔记塞进周五晚上"])("%s is still a plan", (text) => {
    expect(detectIntent(text).family).not.toBe("schedule_question");
  });
});

/** Progress asked by what is left or forgotten, and a share of the blocks told done. */
describe("progress asked by what is left, or forgotten", () => {
  test.each([
    ["线代还有几章没复习", "missed"],
    ["马原还剩几个专题没复习？", "missed"],
    ["这周有没有忘了打卡的复习", "missed"],
    ["我漏打卡的学习块有哪些", "missed"],
  ])("%s", (text, focus) => {
    expect(detectIntent(text)).toMatchObject({ family: "progress", focus });
  });

  test.each([
    // Told, not asked: a block not reviewed is a check-in; a reminder to check in is a note.
    ["第三章没复习", "checkin"],
    ["明晚提醒我别忘了打卡", "quick_note"],
  ])("%s stays %s", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });
});

describe("a share of the blocks pointed at, told done", () => {
  test.each([
    ["没打卡的那三节里只复习了两节", 2],
    ["今天那两节里我就看了一节", 1],
  ])("%s is a check-in", (text, periods) => {
    expect(detectIntent(text)).toMatchObject({ family: "checkin", entries: [{ status: "partial", periods_done: periods }] });
    expect(detectIntent(text)).not.toMatchObject({ entries: [{ block: expect.anything() }] });
  });

  test("a share asked about is still a question", () => {
    expect(detectIntent("这周那四节里我做了几节？").family).toBe("progress");
  });
});

describe("a vague change and a plan put back as it was", () => {
  test.each(["把那个报告的时间动一动", "线代作业的截止调一调"])("%s asks what the change is", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "update", missing: expect.any(String) });
  });

  test.each(["刚确认的那版，帮我恢复到之前的样子", "把日程恢复成原来那样"])("%s takes the last write back", (text) => {
    expect(detectIntent(text)).toEqual({ family: "undo" });
  });

  test("a to-do put back is no undo of the timetable", () => {
    expect(detectIntent("把待办恢复到原来的样子").family).not.toBe("undo");
  });
});

/** Round 26: the earliest place for practice of a national exam is the timetable's, not the exam's day. */
describe("最早 for an exam's practice", () => {
  test.each([
    ["六级听力练两节的话，最早哪天塞得进去", 2],
    ["雅思口语练习要三节最早什么时候放得下", 3],
  ])("%s looks for a run of %i periods", (text, duration) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "find_first_free", input: { duration } } });
  });

  test("the exam's own day is still a countdown", () => {
    expect(detectIntent("四级啥时候考")).toMatchObject({ family: "exam_countdown", exam: "四级" });
  });
});
