import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/**
 * Round 19 families around sick leave: blocks pointed at before the plan for them, a deed put into a day's free time,
 * a free-time question with the wish it is asked for, and the days of a leave pointed at in a check-in. Our own
 * sentences.
 */
describe("the blocks pointed at, then the plan for them", () => {
  it.each([
    ["线代复习还没排的那些，都放到下周", "线代", "下周"],
    ["住院那几天英语复习全空着，剩下的排进这周末", "英语", "这周末"],
  ])("%s plans that class", (text, hint, range) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints: [hint], range });
  });

  it("asking which are left is still a question first", () => {
    expect(detectIntent("线代复习还有哪些没排，都放到下周")).not.toMatchObject({ family: "schedule", hints: ["线代"] });
  });
});

describe("a deed put into a day's free time", () => {
  it.each([
    ["后天空下来把四级真题刷了吧", "四级真题", "后天"],
    ["周四空的时候把错题集弄了", "错题集", "周四"],
  ])("%s plans it on that day", (text, hint, range) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints: [hint], range });
  });
});

describe("a free-time question with the wish it is asked for", () => {
  it.each(["下周哪天最闲，我打算挑一天把欠的复习补上", "周末哪天比较空？我想抽一天去图书馆"])("%s asks the question alone", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time" } });
  });
});

describe("the days of a leave pointed at in a check-in", () => {
  it.each(["我前天到昨天都在发烧，那两天排的复习一节都没做", "上周三到周五我在住院，那几天排的复习都没做"])("%s reports them skipped", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "checkin", entries: [{ status: "skipped" }] });
  });

  it("asking which were missed still asks", () => {
    expect(detectIntent("这周有几节复习没做")).toMatchObject({ family: "progress", focus: "missed" });
  });
});
