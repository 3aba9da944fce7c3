/** Hindsight and a guess about finishing later (hindsight-remarks.ts): small talk, never a check-in or a note. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("hindsight and guesses about finishing are small talk", () => {
  test.each([
    // Hindsight: what would have been done.
    "早知道上周就把线代刷完了",
    "如果前天没熬夜打游戏，英语作业早就写好了",
    "要是上礼拜没感冒，错题本早就整理完了",
    "当初要是早点开始背单词就好了",
    // A guess that it will be finished later.
    "今晚那节估计能学完",
    "等下晚自习那块我大概能做完吧",
    "明天上午的复习应该可以看完",
  ])("%s", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  test.each([
    // Still a check-in, a request or a question.
    ["下午那节做完了", "checkin"],
    ["早知道这么难就多排两节了，帮我下周再排两节高数", "schedule"],
    ["今晚那节估计能学完，学完帮我打卡", undefined],
    // An estimate for a to-do told, not a guess about a block.
    ["下周一要交的读书笔记，一个小时应该能写完吧", "quick_note"],
    ["那篇综述周四截止，两天估计能弄完", undefined],
  ])("%s is not small talk", (text, family) => {
    const intent = detectIntent(text);
    expect(intent.family).not.toBe("small_talk");
    if (family) expect(intent.family).toBe(family);
  });
});
