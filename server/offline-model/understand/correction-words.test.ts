import { describe, expect, test } from "vitest";
import { followUpOf } from "./follow-ups";

/** Round 32: a correction that points back at what it fixes ("那个是…") and says the wrong value after the right one. */
describe("a noted time corrected with the wrong value said after the right one", () => {
  test.each([
    ["不对，那个是三点交，不是两点", "提醒我周四下午两点交实习周记", "周四下午三点"],
    ["说错了，时间是五点半，不是五点", "明天下午五点提醒我去拿快递", "明天下午五点半"],
    ["不对不对，这个是十点截止，不是九点", "记一下周六上午九点交问卷", "周六上午十点"],
    ["搞错了，应该是周日，而不是周六", "记一下周六晚上八点给家里打电话", "周日"],
  ])("%s after %s", (text, previous, when) => {
    const followUp = followUpOf(text, { text: previous, answerTexts: [] });
    expect(followUp?.family).toBe("correction");
    expect(followUp?.text).toContain(when);
  });
});

describe("near misses keep their reading", () => {
  test("the right value after the wrong one still reads", () => {
    expect(followUpOf("不对，不是两点，是三点", { text: "提醒我周四下午两点交实习周记", answerTexts: [] })?.text).toContain("周四下午三点");
  });
  test("a clause after the value that is no wrong value is no correction of the time", () => {
    expect(followUpOf("不对，是三点，还有把周报也记上", { text: "提醒我周四下午两点交实习周记", answerTexts: [] })?.text ?? "").not.toContain("下午三点，还有");
  });
});
