/**
 * A block made up later and told as made up ("周日那块周一晚上补上了"): a check-in of the planned day's block as done.
 * Asking for the make-up ("帮我补上") is a re-plan, and a question about it checks nothing in.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a block made up later, told", () => {
  test.each([
    ["周四那块周五下午补上了", "周四"],
    ["昨天那两节今天都补回来了", "昨天"],
    ["周二的复习周三补齐了", "周二"],
    ["禮拜一那堂禮拜二補做了", "星期一"],
  ])("%s → done, on %s", (text, when) => {
    expect(read(text)).toMatchObject({ family: "checkin", entries: [{ status: "done" }], when });
  });

  test.each([
    ["帮我把落下的补上", "replan_missed"],
    ["周四没做的那块帮我补上", "replan_missed"],
  ])("asked, not told: %s", (text, family) => {
    expect(read(text).family).toBe(family);
  });

  test.each([["落下的都补上了吗"], ["作业补上了"]])("no check-in: %s", (text) => {
    expect(read(text).family).not.toBe("checkin");
  });
});
