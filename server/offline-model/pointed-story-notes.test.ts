/**
 * A story, then "这个…记着" with the worry of forgetting (round 38, D): "…组长说下周二下午两点在图书馆三楼讨论室碰头，…。
 * 这个我肯定会忘，你帮我记着吧" notes the story's meeting with its day and hour, never "这个我肯定会忘". Our own
 * sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("the story pointed at by 这个 before the cue", () => {
  test.each([
    ["我们小组终于把选题定下来了，吵了一个多小时。组长说下周二下午两点在图书馆三楼讨论室碰头，每个人带自己那部分的提纲。这个我肯定会忘，你帮我记着吧。", "下周二下午两点"],
    ["社团终于招完新了，累死。部长说周四晚上七点在学活开总结会，每人交一份心得。这个我肯定记不住，帮我记一下。", "周四晚上七点"],
    ["导师下午在群里说下周一上午十点组会改在实验楼305。这个你帮我记着吧。", "下周一上午十点"],
    ["班长说周日下午三点去体育馆拍毕业照，要穿正装。这事儿我老忘，你帮我记下来。", "周日下午三点"],
  ])("%s", (text, when) => {
    expect(intentOf(text)).toMatchObject({ family: "quick_note", content: expect.stringContaining(when) });
  });

  test.each([
    // the worry alone, with nothing told before it, notes what is said
    ["明天下午三点开班会，这个我肯定会忘，帮我记一下", "班会"],
  ])("near miss: %s", (text, word) => {
    expect(intentOf(text)).toMatchObject({ family: "quick_note", content: expect.stringContaining(word) });
  });
});
