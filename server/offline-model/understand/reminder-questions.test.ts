/** Reminders asked about are a listing of the noted to-dos, never a note or the timetable's day. Our own sentences. */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a question about reminders lists the to-dos", () => {
  it.each([
    ["周五的答辩那条提醒定在什么时候", "答辩"],
    ["体检的提醒是几点来着", "体检"],
    ["给我设的那个组会的提醒是哪天", "组会"],
  ])("%s asks after %s", (text, keyword) => {
    expect(detectIntent(text)).toMatchObject({ family: "query_tasks", input: { keyword } });
  });

  it.each(["后天都有哪些提醒", "我一共设了几个提醒", "周五会响的提醒有什么"])("%s names no to-do", (text) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("query_tasks");
    expect(intent).not.toHaveProperty("input.keyword");
  });

  it.each([
    ["三点提醒我去开会", "quick_note"],
    ["记得提醒我周五交班费", "quick_note"],
    ["提醒我什么时候该交作业", "quick_note"],
  ])("%s is still a note", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });

  it("what reminders are for is no listing", () => {
    expect(detectIntent("提醒有啥用")).not.toMatchObject({ family: "query_tasks" });
  });
});
