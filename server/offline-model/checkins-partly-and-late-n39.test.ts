/**
 * Check-ins of part of a block and check-ins made up later (round 39, N): part of a block told with a student's verb
 * ("只啃了一半", "背了一节，剩下的…"), a block done whose check-in was forgotten ("当时忘了打卡，其实做了，现在补上"),
 * a missed block and its make-up joined by 顺手, and every earlier block asked checked in at once (asked which). A
 * check-in put off until the work is done ("打算全做完再一起打卡") is told, not asked.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { allEarlierCheckedIn } from "./understand/vague-group-deeds";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("part of a block, told with the student's verb", () => {
  test.each([
    ["今天早八那块只啃了一半", "今天"],
    ["今早交班前那块背了一节，剩下的被叫去换药了", "今早"],
    ["今天下午那块只弄了一半", "今天下午"],
    ["今天上午那块背了一半，剩下的被导师叫走了", "今天上午"],
  ])("%s → partial, %s", (text, when) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", when, entries: [{ status: "partial" }] });
  });

  test.each([["这本书我只啃了一半"], ["单词背了一节课的时间"]])("no check-in: %s", (text) => {
    expect(intentOf(text).family).not.toBe("checkin");
  });
});

describe("a block done, its check-in forgotten", () => {
  test.each([
    ["周一下午那节当时忘了打卡，其实做了，现在补上", "周一下午"],
    ["昨天晚上那节做了的，忘了打卡，帮我补一下", "昨天晚上"],
    ["上周五上午那块其实做完了，当时忘打卡了", "上周五上午"],
    ["上周三那两节其实做了，只是忘了打卡", "上周三"],
  ])("%s → one done check-in, %s", (text, when) => {
    expect(intentOf(text)).toEqual({ family: "checkin", when, entries: [{ status: "done" }] });
  });

  test("a forgotten check-in with nothing said done is read as before", () => {
    expect(intentOf("昨天那节忘了打卡").family).toBe("checkin");
  });
});

describe("a check-in put off until the work is done", () => {
  test.each([["下周的复习我打算全做完再一起打卡"], ["这周的题我准备刷完了再统一打卡"], ["周一下午那节我等会做完再打卡"]])("%s is told", (text) => {
    expect(intentOf(text)).toEqual({ family: "small_talk", topic: "chat" });
  });

  test("a reminder asked for it stays a note", () => {
    expect(intentOf("周一下午那节等会做完再打卡，提醒我").family).toBe("quick_note");
  });
});

describe("a missed block and its make-up, joined by 顺手", () => {
  test("昨天那块没做，顺手帮我找时间补上 → skipped, then re-planned", () => {
    expect(intentOf("昨天那块没做，顺手帮我找时间补上")).toMatchObject({
      family: "compound",
      parts: [{ family: "checkin", when: "昨天", entries: [{ status: "skipped" }] }, { family: "replan_missed" }],
    });
  });
});

describe("every earlier block asked checked in at once", () => {
  test.each([["帮我把之前的都打个卡"], ["把以前的全都打卡了吧"], ["之前的都标成完成"]])("%s is asked which", (text) => {
    expect(allEarlierCheckedIn(text)).toBe(true);
  });

  test.each([["把昨天的都打个卡"], ["之前那节复习做完了"], ["之前的那些都列出来"]])("%s names its blocks or asks nothing of them", (text) => {
    expect(allEarlierCheckedIn(text)).toBe(false);
  });
});
