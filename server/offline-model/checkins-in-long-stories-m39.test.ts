/**
 * A block missed, told in a long story (round 39, M): "我摸黑啥也干不了" says nothing could be done — 啥 / 什么 with 也
 * and a verb that could not be done asks nothing; "就这么", "就这样" are how it went, no block's name; a block "就这么
 * 没了" is the block skipped. The day said at the story's start carries on to the block ("昨晚…，晚上那节…").
 */
import { describe, expect, test } from "vitest";
import { currentRequest } from "./understand/request";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(currentRequest([{ text }])!.text, { nearest: true });

describe("a block missed, told in a long story", () => {
  test.each([
    ["昨晚宿舍突然停电，我摸黑啥也干不了，晚上那节复习就这么泡汤了。今天还得想办法补回来，唉。", "昨天晚上"],
    ["昨晚停电，我什么也做不了，晚上那节复习泡汤了", "昨天晚上"],
    ["今早闹钟没响，一觉睡到十点，早上那块复习就这么没了，气死。", "今天早上"],
  ])("%s → skipped, %s", (text, when) => {
    expect(intentOf(text)).toEqual({ family: "checkin", entries: [{ status: "skipped" }], when });
  });

  test.each([["我的复习资料没了，急死"], ["昨天啥也没干，你说我是不是废了？"], ["什么也学不进去怎么办"]])("no skipped block: %s", (text) => {
    const intent = intentOf(text);
    expect(intent.family === "checkin" && intent.entries.some((entry) => entry.block === "资料")).toBe(false);
  });
});
