import { describe, expect, test } from "vitest";
import { followUpOf } from "./follow-ups";
import { redateNoted } from "./note-time-follow-ups";

describe("a noted to-do re-dated by a follow-up that names no to-do", () => {
  test.each([
    // 那天 / 当天 is the day the note had: only the time is new.
    ["换到当天晚上七点", "下周四下午3点提醒我去取护照", "下周四晚上七点"],
    ["改成那天上午九点吧", "周六傍晚提醒我给猫买粮", "周六上午九点"],
  ])("%s after %s", (said, noted, when) => {
    expect(redateNoted(said, { text: noted, answerTexts: [] })?.text).toContain(when);
  });
});

describe("a time change on the day the note had", () => {
  test("那天 before the new time keeps the noted day once", () => {
    expect(followUpOf("调到那天中午十二点", { text: "下周五早上8点提醒我去体检", answerTexts: [] })?.text).toContain("下周五中午十二点");
  });
});
