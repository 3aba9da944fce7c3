/**
 * Limits said beside a short plan request (round 39, N): weekdays' evenings taken by a shift before 别排 are kept free,
 * not a thing kept out ("周二周四晚上值班别排"); a visit away takes the whole day ("周六要去工厂参观"); the morning
 * refused after the verb ("别排早上"); a medical student's mornings on the wards; and why the evenings are gone
 * ("我要在机房画图") names no subject.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a plan's limits, said short", () => {
  test("a shift's evenings before 别排 are kept free", () => {
    const intent = intentOf("概率论复习排进下周，周二周四晚上值班别排");
    expect(intent).toMatchObject({ family: "schedule", hints: ["概率论"], keepFree: ["周二、周四晚上"], range: "下周" });
    expect(intent).not.toHaveProperty("exclude");
  });

  test("a thing said before 别排 is still kept out", () => {
    expect(intentOf("待办都排进下周，英语作文先别排")).toMatchObject({ family: "schedule", exclude: ["英语作文"] });
  });

  test("a visit away takes the day", () => {
    expect(intentOf("离散复习排进下周，每天不超过两节，周六要去工厂参观")).toMatchObject({ family: "schedule", hints: ["离散"], dailyCap: 2, daysOff: [6], range: "下周" });
  });

  test("an appointment leaves the rest of its day", () => {
    expect(intentOf("线代复习排进下周，周日要去医院体检")).not.toHaveProperty("daysOff");
  });

  test.each([
    ["夜班耽误的那几块重新排一下，别排早上，下夜班要睡觉", "replan_missed", "上午"],
    ["前两天没做的那些重新排一下，别排晚上", "replan_missed", "晚上"],
    ["照着出科考和期末的时间倒着给我排复习，上午我都在病房，别排上午", "schedule", "上午"],
    ["待办都排进这周吧，晚上别排，我要在机房画图", "schedule", "晚上"],
  ])("%s keeps %s free", (text, family, part) => {
    expect(intentOf(text)).toMatchObject({ family, keepFree: [part] });
  });

  test("the reason names no subject", () => {
    expect(intentOf("待办都排进这周吧，晚上别排，我要在机房画图")).toMatchObject({ hints: [], wantsAll: true });
    expect(intentOf("把画图作业排进这周")).toMatchObject({ family: "schedule", hints: ["画图作业"] });
  });

  test("a class refused by name stays kept out", () => {
    expect(intentOf("英语听力别排晚上").family).not.toBe("replan_missed");
  });
});
