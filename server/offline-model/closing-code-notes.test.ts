/**
 * A note that ends on a noun closed by 码 (round 38, D): "周五下午那节课要带U盘拷代码" — 代码 is no keyboard slip for a
 * closing 吗, so nothing is asked and the obligation is a note. The slip itself ("明天下五有空码") still asks. Our own
 * sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a noun closed by 码 at the end", () => {
  test.each([
    "周五下午那节课要带U盘拷代码",
    "周五要带U盘拷代码",
    "明天上午那节课要记得改密码",
    "周四的实验课要带学生证扫二维码",
    "下周一上午要去教务处留个号码",
  ])("%s is a note", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "quick_note" });
  });

  test.each(["明天下五有空码", "周五下午有空码"])("near miss: %s still asks", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule_question" });
  });
});
