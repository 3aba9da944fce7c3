import { describe, expect, test } from "vitest";
import { detectIntent } from "../understand/intents";
import { normalise } from "./normalise";

/** More Wu words (wu-words.ts) as students type them: our own sentences, and the near misses that keep their words. */
const reading = (text: string) => normalise(text).text;

describe("more Wu words read as Mandarin", () => {
  test.each([
    // 阿拉 for I / we.
    ["阿拉同桌下礼拜考雅思", "我同桌下周考雅思"],
    ["阿拉明朝有课伐", "我明天有课吗"],
    // 晏 for late, before a little or a few days.
    ["论文可以晏两天交", "论文可以晚两天交"],
    ["读书报告晏一点交也没关系", "读书报告晚一点交也没关系"],
    // 落脱 for left undone.
    ["昨日落脱两块复习", "昨天漏了两块复习"],
    // 前头 after a day or a clock time is "before".
    ["礼拜四前头交", "星期四前交"],
    ["夜里九点钟前头记得交", "晚上九点钟前记得交"],
    // 老早晓得: had I known.
    ["老早晓得就多背点单词了", "早知道就多背点单词了"],
    // 得来要死, 得要命: very.
    ["忙得来要死", "忙死了"],
    ["困得要命", "困死了"],
  ])("%s", (text, expected) => {
    expect(reading(text)).toBe(expected);
  });

  test.each([
    // 阿拉伯 is Arabic, 晏 alone a name, 前头 alone is in front.
    ["阿拉伯语课几点上", "阿拉伯语课几点上"],
    ["晏殊的词背完了", "晏殊的词背完了"],
    ["教学楼前头集合", "教学楼前头集合"],
  ])("%s keeps its words", (text, expected) => {
    expect(reading(text)).toBe(expected);
  });

  test.each(["今朝热得来要死", "搿两天忙得要命", "阿拉表妹后天要考驾照，伊紧张得来要死"])("%s asks for nothing: no note", (text) => {
    expect(["small_talk", "unknown"]).toContain(detectIntent(reading(text)).family);
  });

  test.each(["上礼拜落脱几块复习，帮我看看", "搿个礼拜落脱几块复习，我想晓得"])("%s asks for the missed blocks", (text) => {
    expect(detectIntent(reading(text))).toMatchObject({ family: "progress", focus: "missed" });
  });
});
