import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a pasted notice with the student's own deed and time after it: the note is the student's", () => {
  test.each([
    ["【通知】本周五下午两点体测，请穿运动服\n\n我脚扭了，提醒我周四前找体育老师开证明", "找体育老师开证明"],
    ["班长 18:20：周日上午九点志愿活动，图书馆门口集合\n\n我去不了，周六前提醒我跟班长说一声", "跟班长说一声"],
  ])("%s notes %s", (text, deed) => {
    const intent = read(text);
    expect(intent.family).toBe("quick_note");
    expect(intent.family === "quick_note" && intent.content).toContain(deed);
  });

  test("near miss: going to the event itself keeps the notice's thing", () => {
    const intent = read("辅导员 09:30：@所有人 周五晚上七点在三教开年级大会\n\n提醒我周五去开会");
    expect(intent.family === "quick_note" && intent.content).toContain("年级大会");
  });
});
