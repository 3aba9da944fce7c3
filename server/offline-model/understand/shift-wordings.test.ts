/** A noted thing's time shifted in words the shift readers take only once the reason or the news around it is set aside. */
import { describe, expect, test } from "vitest";
import { followUpOf } from "./follow-ups";
import type { PreviousRequest } from "./follow-up-words";

function noted(text: string, said: string): PreviousRequest {
  return { text, answerTexts: [], said };
}
const CLINIC = noted("提醒我周三下午三点去校医院复查", "已记下：去校医院复查（截止 12月2日 周三 15:00）。");
const TALK = noted("提醒我周四晚上七点去听考研讲座", "已记下：听考研讲座（截止 12月3日 周四 19:00）。");
const FORM = noted("记一下礼拜二上午十点交奖学金材料", "已记下：交奖学金材料（截止 12月1日 周二 10:00）。");

describe("a shift with the time it comes to said after it as the reason", () => {
  test.each([
    ["提前半小时，两点半就得出门", CLINIC, "14:30"],
    ["推迟一个小时，四点才下课", CLINIC, "16:00"],
    ["早一个小时吧，六点就要去占座", TALK, "18:00"],
  ])("%s", (text, previous, clock) => {
    expect(followUpOf(text, previous)?.text).toContain(clock);
  });
});

describe("a shift told as news of the thing, named first", () => {
  test.each([
    ["讲座改成提前一小时开始了", TALK, "18:00"],
    ["讲座推迟半小时开始", TALK, "19:30"],
    ["复查改成晚一个小时了", CLINIC, "16:00"],
  ])("%s", (text, previous, clock) => {
    expect(followUpOf(text, previous)?.text).toMatch(new RegExp(`^把.*改到.*${clock}`));
  });

  test("a name that is no part of the note's title is not the note's shift", () => {
    expect(followUpOf("班会改成提前一小时开始了", TALK)?.text ?? "").not.toContain("考研讲座改到");
  });
});

describe("a day shift counted in 日", () => {
  test.each([
    ["再推后一日", "周三"],
    ["顺延一日吧", "周三"],
    ["提前一日", "周一"],
  ])("%s after a note due 周二", (text, day) => {
    expect(followUpOf(text, FORM)?.text).toContain(`改到${day}上午十点`);
  });
});
