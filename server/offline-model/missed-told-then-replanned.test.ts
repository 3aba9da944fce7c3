/**
 * Study told as missed with no block named, then re-planned by missed words of its own (round 38, E): "昨天前天的复习
 * 全鸽了，没做的那些在考试前给我补上" is the re-plan alone — the telling is its reason, nothing to record apart. A
 * block named, or a re-plan that leans on the telling for what it re-plans, keeps the check-in.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("missed with no block named, then the missed re-planned", () => {
  test.each([
    ["昨天前天的复习全鸽了，没做的那些在考试前给我补上", {}],
    ["这两天的复习都没做，落下的帮我排到周末", { range: "周末" }],
    ["上周的复习全翘了，漏掉的都补到下周", { range: "下周" }],
    ["周一周二的复习都鸽了，欠下的帮我重新排", {}],
  ])("%s", (text, fields) => {
    expect(intentOf(text)).toEqual({ family: "replan_missed", ...fields });
  });

  test.each([
    // A block named is recorded before the re-plan.
    "第三章没做，没做的帮我补上",
    // One block pointed at, though unnamed, is recorded too.
    "昨天那节没做成，把落下的排到这周",
    // The re-plan names nothing missed of its own: the telling says what it re-plans.
    "昨天的复习没做，帮我重新排一下",
  ])("%s keeps its check-in", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "compound", parts: [{ family: "checkin" }, { family: "replan_missed" }] });
  });
});
