/**
 * Limits said around a plan or a re-plan of missed work: a class held back from the re-plan (exclude), a weekday a
 * reason names and a pointer keeps free, limits said before the request they belong to, "…就好" closing a range,
 * and hours taken by training said with no verb, then pointed back at.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a class held back from the re-plan of missed work", () => {
  test.each([
    ["没做完的都补上，线代的先不补", ["线代"]],
    ["漏掉的帮我重新排，不过概率论那块先不补", ["概率论"]],
    ["上周落下的补回来，英语暂时不补了", ["英语"]],
  ])("%s → exclude %j", (text, exclude) => {
    expect(read(text)).toMatchObject({ family: "replan_missed", exclude });
  });

  test.each([["没做完的都补上"], ["只把线代落下的补上"]])("nothing held back: %s", (text) => {
    expect(read(text)).not.toHaveProperty("exclude");
  });
});

describe("a weekday a reason names, pointed back at and kept free", () => {
  test.each([
    ["落下的补到下周，周四我要去体检，那天空出来", [4]],
    ["没做的帮我补一下，周五我有面试，那天空着", [5]],
    ["漏掉的重新排，周一我得去医院，那天别排", [1]],
  ])("%s → days off %j", (text, daysOff) => {
    expect(read(text)).toMatchObject({ family: "replan_missed", daysOff });
  });

  test("a weekday with no pointer back keeps nothing free", () => {
    expect(read("落下的补到下周，周四我要去体检")).not.toHaveProperty("daysOff");
  });
});

describe("hours said as a span with the first 点 left out", () => {
  test.each([
    ["落下的补一下，晚上七到十点别排", ["19:00-22:00"]],
    ["没做完的重新排，下午两到四点不要塞东西", ["14:00-16:00"]],
    ["待办排进下周，晚上八到十点我要上班，别排", ["20:00-22:00"]],
  ])("%s → keep free %j", (text, keepFree) => {
    expect(read(text)).toMatchObject({ keepFree });
  });
});

describe("limits said before the request they belong to", () => {
  test.each([
    ["一天最多排三节，线代和英语都排到下周", { dailyCap: 3, range: "下周", hints: ["线代", "英语"] }],
    ["最近很累，每天最多排两节，概率论排进这周", { dailyCap: 2, range: "这周", hints: ["概率论"] }],
    ["周日不要排，高数复习放到下周", { daysOff: [7], range: "下周", hints: ["高数"] }],
  ])("%s → one plan", (text, fields) => {
    expect(read(text)).toMatchObject({ family: "schedule", ...fields });
  });

  test("a limit said of its own subject stays that subject's", () => {
    expect(read("线代每天最多排两节，英语排到下周")).toMatchObject({ family: "compound" });
  });
});

describe("…就好 / 就行 closing the range names nothing", () => {
  test.each([
    ["帮我排一下线代的复习，排下周就好", "下周", ["线代"]],
    ["英语复习排一下，这周就行", "这周", ["英语"]],
    ["把高数排进去，排这周就可以", "这周", ["高数"]],
  ])("%s → range %s, hints %j", (text, range, hints) => {
    expect(read(text)).toMatchObject({ family: "schedule", range, hints });
  });
});

describe("hours taken by training or a job, said with no verb, then pointed back at", () => {
  test.each([
    ["每天下午五点到七点社团排班，复习排下周的时候绕开那个时间段", ["17:00-19:00"], "下周"],
    ["每周晚上七点到九点球队训练，把待办排进这周，都避开这段", ["19:00-21:00"], "这周"],
    ["每天下午三点到五点校队训练，待办排下周，避开这几个小时", ["15:00-17:00"], "下周"],
  ])("%s → keep free %j", (text, keepFree, range) => {
    expect(read(text)).toMatchObject({ family: "schedule", keepFree, range, hints: [] });
  });

  test("a date with the job keeps nothing free", () => {
    expect(read("明天晚上去打工，待办排进这周")).not.toHaveProperty("keepFree");
  });
});
