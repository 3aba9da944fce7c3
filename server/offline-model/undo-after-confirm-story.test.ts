/**
 * A confirmation told in a story, and the write it made taken back sentences later (round 38, E): "我刚才没细看就点了
 * 确认，结果周六周日从早到晚全是复习。…你帮我把那次撤掉" is an undo, not a block called 那次 taken off. Our own
 * sentences, with look-alikes that take one block off or take nothing back.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("the confirmed write, pointed at and taken back", () => {
  test.each([
    "我刚才没细看就点了确认，结果周六周日从早到晚全是复习。这谁顶得住啊，你帮我把那次撤掉。",
    "手快按了确认，后来才发现周三晚上排了四节。太离谱了。把那版撤回吧",
    "室友拿我手机点了确认，排得乱七八糟的。气死了。帮我把这次还原一下",
    "刚刚点到确认了，可我还没看完呢。周五全被占满了，那个方案帮我撤销",
  ])("%s", (text) => {
    expect(intentOf(text)).toEqual({ family: "undo" });
  });

  test.each([
    // A block pointed at is taken off alone.
    "点了确认以后发现周三那块太晚了，把周三那块撤掉",
    // Confirmed and kept.
    "我点了确认，排得挺好的，谢谢",
  ])("%s is no undo", (text) => {
    expect(intentOf(text).family).not.toBe("undo");
  });
});
