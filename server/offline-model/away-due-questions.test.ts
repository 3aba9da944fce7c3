/**
 * Whether something due slipped past while the student was away (round 38, D): "我请假这几天有没有漏掉什么要交的" asks
 * for to-dos, not for study blocks missed, and the stretch away names no to-do (a keyword of it would hide them all).
 * Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("something due missed while away", () => {
  test.each([
    "我请假这几天有没有漏掉什么要交的",
    "出去比赛这几天有没有落下什么该交的",
    "我生病这几天落下了哪些要交的东西",
    "回家那两天有没有错过什么得交的",
    "出差期间有没有漏了什么要交的",
  ])("%s lists to-dos with no keyword", (text) => {
    expect(intentOf(text)).toEqual({ family: "query_tasks", input: {} });
  });

  test.each([
    // study blocks missed are progress
    ["这几天有没有漏掉什么复习", "progress"],
    ["我请假这几天有没有漏掉什么", "progress"],
  ])("near miss: %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});
