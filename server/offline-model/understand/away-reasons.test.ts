/**
 * A scheduling request with why the student will be away told beside it: the reason names no subject and no range of
 * its own, and "那天 / 那两天别排" after it keeps its days free.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { tellsAway, withoutAwayReasons } from "./away-reasons";

describe("the reason for being away is a constraint, not a subject", () => {
  test.each([
    ["周五要去外地比赛，那天别排，离散复习排进这周", { hints: ["离散"], range: "这周", daysOff: [5] }],
    ["概率论复习放到下周，周二周四我要去实习，那两天别排", { hints: ["概率论"], range: "下周", daysOff: [2, 4] }],
    ["线代复习排到下周，周六我要去监考，那天也别排", { hints: ["线代"], range: "下周", daysOff: [6] }],
    ["这周末要回老家，线代复习排在这周", { hints: ["线代"], range: "这周" }],
    ["下周我出差回来以后，待办都排进去", { hints: [], range: "下周", looseOnly: true }],
    ["后天起出去集训，待办排到明天吧", { hints: [], range: "明天", looseOnly: true }],
    ["下周二我要去医院复查，那天别排，线代复习排到下周", { hints: ["线代"], range: "下周", daysOff: [2] }],
    ["这周六我要回家，周末别给我排，离散复习排在这周", { hints: ["离散"], range: "这周", daysOff: [6, 7] }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", ...intent });
  });

  test("a bound in the week with the days after it kept free is the week", () => {
    expect(detectIntent("下周要出去比赛，这周的复习排在周五之前，周末别排")).toMatchObject({ family: "schedule", range: "这周", daysOff: [6, 7] });
    // With Friday itself left open the bound still says something the week does not.
    expect(detectIntent("这周的复习排在周四之前，周末别排")).not.toMatchObject({ range: "这周" });
  });
});

describe("near misses: the same words asking or naming something", () => {
  test("a clause with a request verb is no reason", () => {
    expect(tellsAway("比赛的报名表排到这周")).toBe(false);
    expect(tellsAway("帮我把回家前的待办排一下")).toBe(false);
  });

  test("那天 with no reason before it points at nothing", () => {
    expect(withoutAwayReasons("线代复习排到下周，那天别排")).toBe("线代复习排到下周，那天别排");
  });

  test("a message that only tells is left whole", () => {
    expect(withoutAwayReasons("周三我要监考")).toBe("周三我要监考");
  });
});
