/**
 * Notes and reminders told in a story (round 39, M): a cue-less obligation keeps its note when the story closes on
 * the student wanting to give up ("…估计得花五六个小时。我现在只想躺平。"); a repeating reminder asked with more than
 * one courtesy before it ("你能不能每天十点半提醒我") is still a repeat; a reminder five minutes ahead is counted back;
 * a block to be done, then where it goes ("正好把X那块做了，放周六上午八点开始"), is a placement, after a story too.
 */
import { describe, expect, test } from "vitest";
import { currentRequest } from "./understand/request";
import { detectIntent } from "./understand/intents";
import { reminderBeforeEvent } from "./understand/reminder-before-event";

const intentOf = (text: string) => detectIntent(currentRequest([{ text }])!.text, { nearest: true });

describe("notes and reminders in a story", () => {
  test("an obligation, then giving up for now", () => {
    const intent = intentOf("今天组会被导师说了，说我文献综述写得太水。他让我下周二之前重新写一版交上去，估计得花五六个小时。我现在只想躺平。");
    expect(intent).toMatchObject({ family: "quick_note" });
    expect(intent.family === "quick_note" && intent.content).toContain("文献综述");
  });

  test("only giving up stays talk", () => {
    expect(intentOf("今天好累。我现在只想躺平。").family).not.toBe("quick_note");
  });

  test.each([
    ["我想每天晚上十一点准时睡觉，但老是刷手机刷到一点。你能不能每天十点半提醒我放下手机？"],
    ["最近总是忘记喝水，嘴唇都干裂了。你能每天下午三点提醒我喝杯水吗？"],
  ])("a repeat: %s", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk", about: ["repeating_reminders"] });
  });

  test("a one-off reminder stays a note", () => {
    expect(intentOf("你能不能明天十点半提醒我交表").family).toBe("quick_note");
  });
});

describe("a reminder to prepare, before the event it prepares for", () => {
  test.each([
    ["周一早八那门老师说下周一要随堂小测，范围是第九章。我这人记性差，下周日晚上九点提醒我把第九章翻一遍。", "这周日晚上九点"],
    ["下周二要交开题报告，下周六上午提醒我再改一遍", "这周六上午"],
    ["下周二考完试，下周六晚上提醒我去聚餐", undefined],
    ["老师说下周三要交读书报告，我这拖延症肯定又拖到最后。下周二晚上八点提醒我开始写吧。", undefined],
    ["下周日晚上九点提醒我收衣服", undefined],
  ])("%s → %s", (text, deadline) => {
    expect(reminderBeforeEvent(text)).toBe(deadline === undefined ? undefined : deadline);
  });
});

describe("a block to be done, then where it goes", () => {
  test.each([
    ["正好把离散的树与最小生成树那块做了，放周六上午八点开始。"],
    ["周六本来要回家，结果车票没抢到，那就留学校吧。正好把离散的树与最小生成树那块做了，放周六上午八点开始。"],
  ])("%s → placed", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", reference: { name: "离散的树与最小生成树" }, target: { dayWord: "周六", clock: "08:00" } });
  });

  test("a block done, said with no place after it, is a check-in", () => {
    expect(intentOf("昨天把离散的树与最小生成树那块做了").family).toBe("checkin");
  });
});
