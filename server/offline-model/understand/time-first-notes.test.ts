import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

/**
 * Round 34: a note typed in shorthand, its time first and set apart by a space, then a bare 提醒 or 叫我 (or the
 * chat's tmr for tomorrow). The note keeps the time and the thing; near misses keep their readings.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a time said first, then a bare 提醒 and the thing", () => {
  test.each([
    ["周五下午 提醒交水费", "周五下午交水费"],
    ["明早8点 提醒吃药", "明早8点吃药"],
    ["两小时后 提醒收衣服", "两小时后收衣服"],
    ["今晚十点 提醒给家里打电话", "今晚十点给家里打电话"],
  ])("%s notes %s", (text, content) => {
    expect(read(text)).toEqual({ family: "quick_note", content });
  });

  test("asking what is to be reminded of stays a question", () => {
    expect(read("明天 提醒事项有哪些").family).not.toBe("quick_note");
  });
});

describe("tmr is tomorrow", () => {
  test.each([
    ["tmr 9pm 提醒收快递", "明天晚上9点收快递"],
    ["tmrw交实验报告 记一下", "明天交实验报告"],
    ["tmw 早上8点 提醒带身份证", "明天早上8点带身份证"],
  ])("%s notes %s", (text, content) => {
    expect(read(text)).toEqual({ family: "quick_note", content });
  });
});

describe("a clock, a space, then 叫我去…", () => {
  test.each([
    ["明天一大早6点 喊我去占座", "明天一大早6点去占座"],
    ["周六上午9点 叫我去排队取快递", "周六上午9点去排队取快递"],
    ["后天一早6点半 叫我去排队打疫苗", "后天一早6点半去排队打疫苗"],
  ])("%s notes %s", (text, content) => {
    expect(read(text)).toEqual({ family: "quick_note", content });
  });

  test.each(["我妈明早8点 叫我去跑步", "食堂排队排到门口，八点叫我也没用", "打印店排了半天队"])("%s asks for no note", (text) => {
    expect(read(text).family).not.toBe("quick_note");
  });
});
