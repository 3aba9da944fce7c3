import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a to-do wished for with no day (有空去…) is noted, not asked as free time", () => {
  test.each([
    ["改天有空去剪个头发，不急", "剪个头发"],
    ["等有时间把相册整理一下", "相册整理"],
    ["有空去趟银行办张卡，慢慢来", "银行办张卡"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content });
  });

  test.each(["有空吗", "有空去图书馆吗", "明天下午有空吗", "哪天有空找个两节的时间", "有空的话帮我排一下复习", "有空的时候"])(
    "%s is no such to-do",
    (text) => {
      expect(detectIntent(text).family).not.toBe("quick_note");
    },
  );
});
