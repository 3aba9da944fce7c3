/**
 * Missed blocks put again on a day said with no name: "帮我塞进周六" after blocks were checked in as not done (the
 * make-up reader, made-up-follow-ups.ts), "那就把它补到周日" after an answer that listed one missed block (the same reader:
 * the one block pointed at is what was missed, planned anew rather than its past block moved).
 */
import { describe, expect, test } from "vitest";
import { followUpOf } from "./follow-ups";
import type { PreviousRequest } from "./follow-up-words";

const CHECKED_IN: PreviousRequest = {
  text: "昨天那两块我都没动",
  answerTexts: [],
  said: "已记录2个学习块的打卡：12月1日（周二）14:00「线性方程组」：待打卡 → 没做；12月1日（周二）16:00「特征值」：待打卡 → 没做。它们回到了待安排，可以重新排。",
};
const ONE_LISTED: PreviousRequest = {
  text: "这周有啥没做的",
  answerTexts: [],
  said: "这周（11月30日—12月6日）落下了1个学习块，共2节：12月1日（周二）14:00「线性方程组」（线代期末复习，2节）。",
};

describe("blocks checked in as not done, squeezed into days said", () => {
  test.each([
    ["帮我塞进周六和周日", "周六和周日"],
    ["嗯，塞到这周末吧", "这周末"],
    ["行，补在周五晚上", "周五晚上"],
  ])("%s makes up what was missed", (text, when) => {
    expect(followUpOf(text, CHECKED_IN)).toEqual({ family: "make_up", text: `把没做的补到${when}` });
  });

  test("after blocks checked in as done there is nothing to make up", () => {
    // The request says them done too: "昨天那两块我都没动" alone is a skip told (the blocks pointed at by their count).
    const done = { ...CHECKED_IN, text: "昨天那两块都做完了", said: CHECKED_IN.said?.replaceAll("→ 没做", "→ 已完成") };
    expect(followUpOf("帮我塞进周六和周日", done)?.family).not.toBe("make_up");
  });
});

describe("the one missed block listed, pointed at and made up on a day", () => {
  test.each([
    ["那就把它补到周日", "把没做的补到周日"],
    ["那把这个塞到周五吧", "把没做的补到周五"],
    ["就把那块补在下周一", "把没做的补到下周一"],
  ])("%s", (text, readAs) => {
    expect(followUpOf(text, ONE_LISTED)?.text).toBe(readAs);
  });

  test("放 with no pointer still puts the thing where it is said", () => {
    expect(followUpOf("那就放周日上午", ONE_LISTED)?.text).toBe("把线性方程组放到周日上午");
  });
});
