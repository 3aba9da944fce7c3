/**
 * A study block named by its time with why it cannot be kept, then moved by a pointer in a later sentence (round 38,
 * E): "明天下午四点那块复习我估计赶不上，学院临时通知开年级大会。帮我把它挪到周五晚上七点吧" moves that block. Our own
 * sentences, with a look-alike whose pointer has no timed block to point at.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a timed block, why, then 把它 moved", () => {
  test.each([
    ["明天下午四点那块复习我估计赶不上，学院临时通知开年级大会。帮我把它挪到周五晚上七点吧。", "周五", "19:00"],
    ["周四上午那节复习我去不了，要陪室友去医院。你把它改到周六下午两点", "周六", "14:00"],
    ["后天晚上那块我肯定学不进去，那天有聚餐。把它挪到周日上午九点吧", "周日", "09:00"],
    ["周三下午那块离散我得去开会，辅导员临时叫的。帮我把那块调到周五晚上八点", "周五", "20:00"],
  ])("%s", (text, dayWord, clock) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", target: { dayWord, clock } });
  });

  test("a pointer with no timed block in the story names none", () => {
    expect(intentOf("今天好累，学院临时通知开年级大会。帮我把它挪到周五晚上七点吧。")).not.toMatchObject({ reference: { name: expect.stringContaining("今天好累") } });
  });
});
