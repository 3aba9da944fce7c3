/**
 * Chatter, then the student turning to the point ("好啦说正事", "言归正传", "扯远了，说回正题"), then a request: the
 * request is read from after the turn, and the chatter's day words ("今天…") are no deadline of it. Our own sentences.
 */
import { describe, expect, it } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { detectIntent } from "./intents";

describe("a request after chatter and a turn to the point", () => {
  it.each([
    ["今天上课老师又拖堂二十分钟 饭都凉了 气死 好了说正事 下周一上午十点去教务处盖章 帮我记一下", "下周一上午十点去教务处盖章"],
    ["昨天和室友去看了电影 结局太烂了 扯远了 说回正题 周四晚上七点班会 记一下", "周四晚上七点班会"],
    ["明天食堂好像有新菜，好期待，好啦讲正经的，周五前交实验报告，帮我记着", "周五前交实验报告"],
    ["今天路上看到一只超大的橘猫 哈哈 行了聊正事 后天下午两点去银行办卡 帮我记住", "后天下午两点去银行办卡"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content });
  });

  it("the chatter's 今天 is no deadline, in traditional characters too", async () => {
    const step = await nextStep([user("今天室友煮泡麵煮到燒焦 笑死 好啦講正事 禮拜四早上九點去體檢 幫我記著")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note" });
    expect((step as { input: { content: string; deadline?: string } }).input.deadline ?? "").not.toContain("今天");
    expect((step as { input: { content: string } }).input.content).toMatch(/^禮拜四早上九點去體檢/);
  });

  it.each([
    // the turn with nothing asked after it, and 正事 as a thing the student does
    "今天食堂的饭好难吃，我们说正事吧",
    "今天一整天都在忙正事，累死了",
  ])("%s asks nothing to be noted", (text) => {
    expect(detectIntent(text).family).not.toBe("quick_note");
  });
});
