import { describe, expect, it } from "vitest";
import { replyLanguage } from "./language";

/** Round 29: an exchange student writes English around the Chinese names of courses and things. Our own sentences. */
describe("the reply language", () => {
  it.each([
    "remind me every monday morning to top up my 校园卡",
    "my 大学物理 final is jan 8 at 2pm in 教二 301",
    "fit all my to-dos into this week except the 四级 one",
    "what's still open for 概率论",
    "mingtian wanshang you ke ma",
  ])("%s is answered in English", (text) => {
    expect(replyLanguage([text])).toBe("en");
  });

  it.each(["昨天的review都done了", "帮我把 lab report 的 deadline 改到周五", "这个week的复习排一下", "明天有课吗"])("%s is answered in Chinese", (text) => {
    expect(replyLanguage([text])).toBe("zh");
  });

  it("an answer without words takes the language of the message before it", () => {
    expect(replyLanguage(["3", "which of the 离散 chapters should go first"])).toBe("en");
  });
});
