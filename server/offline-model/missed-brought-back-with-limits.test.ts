/**
 * Missed work brought back with a limit said the student's way (round 38, H): picked up again ("把落下的复习捡回来",
 * "欠的那些捞回来吧"), a part of the day waved off ("早八就算了", "晚上的话就免了"), and a class held back after a
 * spoken pause instead of a comma ("…捡回来 但线代先不管"). A lost thing picked up is no re-plan.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("missed work brought back, with limits", () => {
  test.each([
    ["落下的复习帮我捡回来", {}],
    ["之前欠的复习捞回来吧，每天最多两节", { dailyCap: 2 }],
    ["把我落下的复习捡回来 但线代先不管", { exclude: ["线代"] }],
    ["落下的补到下周 不过概率论那些先别补", { range: "下周", exclude: ["概率论"] }],
    ["没做完的那几节补到下周吧，早八就算了", { range: "下周", keepFree: ["早八"] }],
    ["落下的补一下，晚上的话就免了", { keepFree: ["晚上"] }],
    ["漏掉的复习拾回来，中午就不用了", { keepFree: ["中午"] }],
  ])("%s", (text, fields) => {
    expect(intentOf(text)).toEqual({ family: "replan_missed", ...fields });
  });

  test("a plan with a part waved off keeps it free too", () => {
    expect(intentOf("帮我把离散排到下周，早八就算了")).toMatchObject({ family: "schedule", keepFree: ["早八"], range: "下周" });
  });

  test.each([["把丢了的钥匙捡回来"], ["周三晚上就算了"]])("no re-plan: %s", (text) => {
    expect(intentOf(text).family).not.toBe("replan_missed");
  });

  test("a class named before the missed work is still the one re-planned", () => {
    expect(intentOf("把离散落下的补到周末")).toEqual({ family: "replan_missed", range: "周末", subject: "离散" });
  });
});
