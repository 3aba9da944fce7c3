import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 19: something told before the ask is its context, asking no change of its own. Our own sentences. */
describe("told, then asked", () => {
  it("a class the school moved, then a free-time question, is the question", () => {
    expect(detectIntent("实验课改到周三下午了，那个时间段我有空吗")).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time" } });
  });

  it.each([
    ["住院前排的线代还在周五上午吗", "周五", "morning"],
    ["之前排的英语听力是不是还在明天晚上", "明天", "evening"],
  ])("%s asks what that day holds", (text, when, part) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "query_day", input: { when, part } } });
  });

  it.each([
    ["补做的化学实验安排在下周二上午十点，提醒我带护目镜", "化学实验"],
    ["学院的体测定在周五下午三点，到时候提醒我带运动鞋", "体测"],
  ])("%s notes the arrangement with what to bring", (text, word) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("quick_note");
    expect(intent.family === "quick_note" ? intent.content : "").toContain(word);
  });

  it("a block the student moves is still a move", () => {
    expect(detectIntent("把线代那块挪到周三下午")).toMatchObject({ family: "edit", action: "move" });
  });
});
