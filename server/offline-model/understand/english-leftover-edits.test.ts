import { describe, expect, it, test } from "vitest";
import type { ConfirmRequestData } from "@/lib/protocol";
import { assistantText, cardNote, nextStep, toolExchange, user } from "@/testing/offline-model";
import { whichTaskQuestion } from "../decide/questions";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

/**
 * English edits the readers made up or missed after round 28: a to-do edited though none was named, a block said
 * moved, the plan just made dropped, a block pointed at by its hour. Our own sentences, read as a turn reads them
 * (the guess from the nearest sentence included).
 */
const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("no to-do named, no change asked: never an edit", () => {
  it.each([
    "is the gym still open tonight",
    "take the trash out friday",
    "my card payment bounced",
    "is the library open on sunday",
    "the printer in the dorm died again",
    "my bike got stolen lol",
    "I skipped 早饭 today",
    "skipped the gym again today",
  ])("%s edits, looks up and plans no to-do", (text) => {
    const intent = read(text);
    expect(intent.family).not.toMatch(/^(?:task_edit|edit|query_tasks|schedule|checkin)$/);
  });

  // Near misses: with the words of an edit, or a block taken off a day, they still are edits.
  it.each([
    ["the electricity payment bounced, mark it not done", { family: "task_edit", action: "reopen", task: "electricity payment" }],
    ["take the 谓词逻辑 block off friday", { family: "edit", action: "unplace", reference: { name: "谓词逻辑" } }],
    ["take 图论 off the schedule", { family: "edit", action: "unplace", reference: { name: "图论" } }],
    ["my 网费 payment bounced, set it back to not done", { family: "task_edit", action: "reopen", task: "网费 payment" }],
  ])("%s is still read as its edit", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });
});

describe("a block said moved to a day", () => {
  it.each([
    ["the 谓词逻辑 block got moved to friday", "谓词逻辑", "friday"],
    ["the 图论 session got moved to thursday", "图论", "thursday"],
    ["so my 概率论 block was moved to saturday", "概率论", "saturday"],
  ])("%s moves the block %s", (text, name, dayWord) => {
    expect(read(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target: { dayWord } });
  });

  // Near misses: a to-do said moved is re-dated.
  it.each([
    ["the 线代 homework deadline got moved to friday", "线代 homework"],
    ["the lab report got moved to monday", "lab report"],
  ])("%s re-dates the to-do %s", (text, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "update", task });
  });
});

describe("the plan just made, dropped", () => {
  it.each(["cancel the plan you just made", "scrap that plan", "get rid of the new schedule", "ditch this draft"])("%s takes the plan back", (text) => {
    expect(read(text)).toEqual({ family: "undo" });
  });

  it.each(["cancel the 图论 block on friday", "make a plan for next week", "drop the plan for next week"])("%s is no undo", (text) => {
    expect(read(text)).not.toEqual({ family: "undo" });
  });

  const draft: ConfirmRequestData = {
    draft_id: "d9",
    base_version: 3,
    summary: "新排1个学习块",
    changes: [{ state_id: 4, name: "图论", category: "学习", change: "place", from: [], to: [{ day: 3, week: 13, day_of_week: 3, date: "2026-12-02", slot_start: 7, slot_end: 8 }] }],
  };
  const planned = [user("plan my 图论 review this week"), assistantText("Done in the plan; confirm it to save it."), cardNote({ type: "data-confirm_request", data: draft })];

  test("while the draft's card waits, its 取消 is pointed at and nothing confirmed before is offered back", async () => {
    const step = await nextStep([...planned, user("cancel the plan you just made")]);
    expect(step).toMatchObject({ kind: "text" });
    expect(step.kind === "text" && step.text).toContain("取消");
  });

  test.each([
    ["confirmed", cardNote({ type: "data-schedule_completed", data: { draft_id: "d9", commit_id: "c9", version: 4, placed: 1, moved: 0, embedded: 0, removed: 0 } })],
    ["cancelled", cardNote({ type: "data-status", data: { stage: "deliver", text: "方案已取消，不会写入日程。", draft_id: "d9" } })],
  ])("once the draft was %s, the last write is offered back", async (_, note) => {
    expect(await nextStep([...planned, note, user("cancel the plan you just made")])).toMatchObject({ kind: "tool", toolName: "undo_schedule" });
  });

  test("said of the plan confirmed, the confirmed one is offered back though a draft waits", async () => {
    expect(await nextStep([...planned, user("把刚确认的那版撤回")])).toMatchObject({ kind: "tool", toolName: "undo_schedule" });
  });

  test("with nothing confirmed yet, the draft's own 取消 is pointed at", async () => {
    const step = await nextStep([user("cancel the plan you just made"), ...toolExchange("u1", "undo_schedule", {}, { ok: false, text: "还没有写入过日程的安排，没有可以撤销的。" })]);
    expect(step).toMatchObject({ kind: "text" });
    expect(step.kind === "text" && step.text).toContain("取消");
  });
});

describe("a block pointed at by the hour it starts", () => {
  it.each([
    ["move my 4pm block to 7pm", "今天下午4点", { dayWord: "today", clock: "19:00" }],
    ["push wednesday's 4pm session to 7pm", "周三下午4点", { dayWord: "wednesday", clock: "19:00" }],
    ["move the 9am session to 2pm tomorrow", "今天上午9点", { dayWord: "tomorrow", clock: "14:00" }],
    ["can you move tomorrow's 8:30pm block to 6pm", "明天晚上8点30分", { dayWord: "tomorrow", clock: "18:00" }],
  ])("%s moves the block at %s", (text, name, target) => {
    expect(read(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });

  it.each(["push my 4pm meeting to 7pm", "move my 4pm class to 7pm"])("%s moves no study block by its hour", (text) => {
    expect(read(text)).not.toMatchObject({ family: "edit", reference: { name: expect.stringMatching(/点/) } });
  });

  it("with no block then, the placed blocks are offered in the student's clock", () => {
    expect(whichTaskQuestion("今天下午4点", true, "en")).toBe("I couldn't find a block starting at 4pm today. Which one do you mean?");
    expect(whichTaskQuestion("周五晚上7点", true, "zh")).toBe("没有找到周五晚上7点开始的学习块，你指的是哪一块？");
    expect(whichTaskQuestion("化学", true, "zh")).toBe("没有找到“化学”，你指的是哪一个任务？");
  });
});
