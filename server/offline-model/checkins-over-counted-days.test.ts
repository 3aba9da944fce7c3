/**
 * A check-in over days counted back from today (round 38, H): "前两天的复习都没做", "这两天一节都没碰", "这周前三天的
 * 都按时做了" — the stretch is the check-in's when (lib/schedule/counted-days.ts reads it), never a block's name nor
 * the whole week. Said as the object of a re-plan ("前两天没学的那几节，帮我补上"), it is the re-plan alone.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a check-in over counted days", () => {
  test.each([
    ["前两天的复习都没做", "前两天", "skipped"],
    ["这两天的复习一节都没碰，太颓了", "这两天", "skipped"],
    ["这周前三天的复习都按时做了，夸我", "这周前三天", "done"],
    ["最近三天排的复习全鸽了", "最近三天", "skipped"],
    ["前几天的复习其实都做完了", "前几天", "done"],
    ["上周后两天的复习没做", "上周后两天", "skipped"],
  ])("%s → when %s", (text, when, status) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", when, entries: [{ status }] });
    expect(intentOf(text)).not.toMatchObject({ entries: [{ block: expect.anything() }] });
  });

  test.each([
    ["前两天没学的那几节，帮我重新找时间补上"],
    ["前几天落下的那些，帮我重新排一下"],
  ])("the missed as a re-plan's object: %s", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "replan_missed" });
  });

  test.each([
    ["前两天落下了哪些", "progress"],
    ["昨天那节没做成，把落下的排到这周", "compound"],
  ])("look-alike %s stays %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});
