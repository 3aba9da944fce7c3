/**
 * A study block to be done at a time still ahead (round 38, H): "今晚把第二章做了", "明天下午把集合那节做了",
 * "周末把落下的两节做了" — the block put at that time (or the missed work re-planned into it), never a check-in nor a
 * note. A time gone by keeps the check-in, and a to-do keeps its note.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a block to be done at a time ahead", () => {
  test.each([
    ["今晚把第二章做了", "edit"],
    ["明晚把第四章过一遍", "edit"],
    ["这周末把函数那节做了", "schedule"],
    ["明天下午把集合那节做了", "edit"],
    ["今天下午把第三章做了吧", "edit"],
    ["后天上午把图论那块复习了", "edit"],
  ])("%s → put there (%s)", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });

  test.each([
    ["周末把落下的两节做了", "周末"],
    ["下周三把漏掉的那节做了吧", "下周三"],
  ])("missed work done then → re-planned into %s", (text, range) => {
    expect(intentOf(text)).toMatchObject({ family: "replan_missed", range });
  });

  test.each([
    ["上周末把第二章做完了", "上周末"],
    ["昨天把第二章做完了", "昨天"],
  ])("a time gone by is a check-in: %s", (text, when) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", when, entries: [{ block: "第二章", status: "done" }] });
  });

  test("a to-do to be done then stays a note", () => {
    expect(intentOf("明天把作业做了").family).toBe("quick_note");
  });
});
