/**
 * A check-in typed by voice (round 38, H): pauses, a pointer said twice and the outcome said again to confirm it
 * ("呃就是 昨天晚上那个 那个离散的 我没学 对 没学"), the block pointed at by its subject with no study word (那个X的).
 * What was gone to rather than studied, and a to-do, are no check-in. A space between words ends a clause as a
 * comma would, so a check-in then a re-plan said by voice is both ("今天两节都没做 烦死了 帮我重新排一下").
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { withoutSpokenFillers } from "./understand/spoken-checkin-fillers";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a check-in typed by voice", () => {
  test.each([
    ["呃就是 昨天晚上那个 那个离散的 我没学 对 没学", "昨天晚上", "离散", "skipped"],
    ["嗯 就是 前天下午那个 那个概率的 没做 嗯 没做", "前天下午", "概率", "skipped"],
    ["周二上午那个 线代的 呃 做完了 对 做完了", "周二上午", "线代", "done"],
    ["周一晚上那个英语的 学了一半", "周一晚上", "英语", "partial"],
    ["额 今天早上那个 那个物理的 没看 对", "今天早上", "物理", "skipped"],
  ])("%s → %s %s %s", (text, when, block, status) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", when, entries: [{ block, status }] });
  });

  test.each([["昨天那个聚会的我没去"], ["昨天那个快递的没去拿"]])("no check-in: %s", (text) => {
    expect(intentOf(text).family).not.toBe("checkin");
  });

  test("only a message typed with spaces loses its pauses", () => {
    expect(withoutSpokenFillers("对，昨天的复习做完了")).toBe("对，昨天的复习做完了");
    expect(withoutSpokenFillers("嗯 那个 那个 第三章 没做 对")).toBe("那个 第三章 没做");
  });
});

describe("a check-in then a re-plan, typed by voice", () => {
  test.each([
    ["今天两节都没做 烦死了 帮我重新排一下", "今天"],
    ["昨天的复习都鸽了 帮我重新排一下", "昨天"],
    ["第三章没做 帮我补回来", undefined],
  ])("%s", (text, when) => {
    expect(intentOf(text)).toMatchObject({ family: "compound", parts: [{ family: "checkin", ...(when ? { when } : {}) }, { family: "replan_missed" }] });
  });

  test("missed work re-planned by missed words of its own stays the re-plan alone", () => {
    expect(intentOf("昨天前天的复习全鸽了 没做的那些在考试前给我补上")).toEqual({ family: "replan_missed" });
  });
});
