/**
 * A lead time asked after a story that timed the event (round 38, D): "周五晚上七点半…排练元旦晚会，我是主持人。到时候
 * 我肯定还窝在图书馆，提前二十分钟提醒我出发吧" rings twenty minutes before the rehearsal, and the note says what it
 * is for. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { notedMinute } from "@/testing/offline-model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };
const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a lead counted back from the story's event", () => {
  test.each([
    ["周五晚上七点半我们班在学活排练元旦晚会，我是主持人。到时候我肯定还窝在图书馆，提前二十分钟提醒我出发吧。", "2026-12-04 19:10", "排练"],
    ["明天下午三点系里开表彰大会，我要上台领奖。到时候我估计还在实验室，提前半小时叫我换衣服吧。", "2026-12-02 14:30", "表彰"],
    ["周六上午九点在体育馆有篮球赛，我是首发。我怕睡过头，提前一个小时提醒我起床。", "2026-12-05 08:00", "篮球"],
    ["周四晚上八点社团在礼堂彩排，我负责灯光。那会儿我多半还在自习，提前十五分钟提醒我过去。", "2026-12-03 19:45", "彩排"],
  ])("%s → %s", async (text, minute, what) => {
    expect(intentOf(text)).toMatchObject({ family: "quick_note", content: expect.stringContaining(what) });
    expect(await notedMinute(text, NOW)).toBe(minute);
  });

  test("near miss: a lead with its own day and clock keeps them", async () => {
    const text = "周五晚上七点半我们班排练元旦晚会。周五下午五点提前提醒我去借话筒。";
    expect(intentOf(text)).toMatchObject({ family: "quick_note", content: expect.not.stringContaining("七点半") });
  });
});
