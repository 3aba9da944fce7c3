/** The study blocks of one day said by where they are (那两块, 那几节, 都) and shifted together: one batch, not a plan. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("the blocks of a day, shifted together", () => {
  test.each([
    ["周四排的那两块复习，整体往后挪一天，时间不变", { dayWord: "周四", count: 2, target: { dayShift: 1 } }],
    ["明天下午那几节学习都提前两天", { dayWord: "明天", dayPart: { first: 5, last: 8 }, target: { dayShift: -2 } }],
    ["周六的那三块复习全部顺延一周", { dayWord: "周六", count: 3, target: { dayShift: 7 } }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "shift_day", ...expected });
  });

  test("a single block said by where it is is no batch", () => {
    expect(detectIntent("周四那块英语往后挪一天")).not.toMatchObject({ action: "shift_day" });
  });
});
