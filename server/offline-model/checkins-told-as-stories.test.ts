/**
 * A block missed, told as what happened to it (round 38, H): "停电了，昨晚那节复习直接泡汤", "周三那节复习黄了" — the
 * plan come to nothing (泡汤, 黄了, 打水漂) is the block skipped; and a check-in keyed with slips of the same sound
 * ("作天的复习没作": 昨天, 没做). Homework not given (没作业) and a plan that is no study block stay no check-in.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a block come to nothing, told", () => {
  test.each([
    ["停电了，昨晚那节复习直接泡汤", "昨晚"],
    ["周三那节复习黄了，临时加班", "周三"],
    ["昨晚的复习全泡汤了", "昨晚"],
    ["今早那节复习泡汤了，宿舍断网", "今早"],
    ["作天的复习没作，事情太多了", "昨天"],
    ["作天晚上那两节没作", "昨天晚上"],
    ["作晚那节复习没作成", "昨晚"],
  ])("%s → skipped, %s", (text, when) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", when, entries: [{ status: "skipped" }] });
  });

  test.each([["昨天没作业真爽"], ["工作天数怎么算"], ["周末去爬山的计划黄了"]])("no check-in: %s", (text) => {
    expect(intentOf(text).family).not.toBe("checkin");
  });

  test("the slip is read only where it cannot be a word of its own", () => {
    expect(normalise("这周工作天有几天").text).toContain("工作天");
    expect(normalise("昨天没作业").text).toContain("没作业");
  });
});
