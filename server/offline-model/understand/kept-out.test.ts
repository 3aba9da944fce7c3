/**
 * What a scheduling request keeps out of the plan, read from the student's words (rough_schedule's exclude), and the
 * negated clauses that keep nothing out: a time kept free, a plan asked to be lighter.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { keptOut, onlyKeptIn } from "./kept-out";

describe("keptOut", () => {
  test.each([
    ["除了整理电脑的那个，其余待办都排进这周吧", ["整理电脑"], "其余待办都排进这周吧"],
    ["下周的待办除了策划案都安排上", ["策划案"], "下周的待办都安排上"],
    ["除英语作文外下周全排上", ["英语作文"], "下周全排上"],
    ["下周把待办都排上，四级真题那个先留着", ["四级真题"], "下周把待办都排上"],
    ["这周的复习帮我排一下，概率论暂时不用排", ["概率论"], "这周的复习帮我排一下"],
    ["复习全排到下周，离散数学除外", ["离散数学"], "复习全排到下周"],
    ["帮我把这周的待办排一排，不排策划案", ["策划案"], "帮我把这周的待办排一排"],
    ["下周都排上，错题本、英语作文先不排了", ["错题本", "英语作文"], "下周都排上"],
    ["plan my to-dos for next week except the lab report", ["lab report"], "plan my to-dos for next week"],
    ["把这周的复习都排了，概率论先放一放", ["概率论"], "把这周的复习都排了"],
    ["下周待办全安排，策划案我自己安排", ["策划案"], "下周待办全安排"],
    ["下周待办都排，四级真题下次再排", ["四级真题"], "下周待办都排"],
    ["下周的待办只有策划案不排，其他都排", ["策划案"], "下周的待办，其他都排"],
    ["除了离散数学的复习，别的都排到下周", ["离散数学"], "别的都排到下周"],
    // Kept until a time or an event it names: "留到…再说", "等…再弄".
    ["这周待办都排上，洗鞋那个留到放假再说", ["洗鞋"], "这周待办都排上"],
    ["下周的复习都排上，英语作文等考完四级再弄", ["英语作文"], "下周的复习都排上"],
    ["这周待办排一下，取快递那个拖到周末再说", ["取快递"], "这周待办排一下"],
    ["这周的待办都排上，体检表放到下周再说", ["体检表"], "这周的待办都排上"],
  ])("%s keeps %j out", (text, names, rest) => {
    expect(keptOut(text)).toEqual({ names, rest });
  });

  test.each(["把读书报告放到下周再排", "等下周再排吧", "下周排复习，周六下午别排", "这周的复习排一下，别排太满", "复习排到下周，晚上十点以后不要排", "周末别排", "删除任务：交班费"])(
    "%s keeps nothing out",
    (text) => {
      expect(keptOut(text)).toEqual({ names: [], rest: text });
    },
  );
});

describe("a scheduling request with something kept out", () => {
  test.each([
    ["这周把待办都排了，策划案那个先别排", { range: "这周", looseOnly: true, exclude: ["策划案"] }],
    ["下周的复习都安排上，离散数学除外", { range: "下周", exclude: ["离散数学"] }],
    ["除错题本外，这周的待办都塞进去", { range: "这周", looseOnly: true, exclude: ["错题本"] }],
    ["下周都排上，错题本、英语作文先不排了", { range: "下周", exclude: ["错题本", "英语作文"] }],
  ])("%s", (text, expected) => {
    const intent = detectIntent(text);
    expect(intent).toMatchObject({ family: "schedule", hints: [], ...expected });
  });

  test("without a range it is still a plan to ask the range of, the names kept", () => {
    expect(detectIntent("除了英语作文其余都安排上")).toMatchObject({ family: "schedule", exclude: ["英语作文"] });
    expect(detectIntent("除了英语作文其余都安排上")).not.toHaveProperty("range");
  });

  test("keeping one thing out alone takes its block off, and an ordinary request keeps nothing out", () => {
    expect(detectIntent("把错题本先不排了")).toMatchObject({ family: "edit", action: "unplace" });
    expect(detectIntent("下周排复习，周六别排")).not.toHaveProperty("exclude");
    expect(detectIntent("帮我把离散数学的复习排到下周")).not.toHaveProperty("exclude");
  });
});

describe("all but one held back: the plan is for that one alone", () => {
  test.each([
    ["下周的待办除了四级真题别的都不用排", ["四级真题"], "下周"],
    ["除了英语作文以外，其他这周先不安排", ["英语作文"], "这周"],
    ["这周末除了错题本、读书笔记都暂时别排", ["错题本", "读书笔记"], "这周末"],
  ])("%s", (text, hints, range) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints, range });
    expect(detectIntent(text)).not.toHaveProperty("exclude");
  });

  test.each(["除了错题本都排进下周", "除了周末都别排", "把待办里的错题本删除，别的先不排"])("%s holds back no single one", (text) => {
    expect(onlyKeptIn(text)).toBeUndefined();
  });
});

/** Family D: the plan asked for as usual (照排, 照常), one thing taken out of it with 把…去掉. Our own sentences. */
describe("a plan as usual, with one thing taken out", () => {
  test.each([
    ["这周的待办照常安排，就把策划案去掉", "这周", ["策划案"]],
    ["下周照旧排，把错题本拿掉吧", "下周", ["错题本"]],
  ])("%s plans %s without %j", (text, range, exclude) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints: [], range, exclude });
  });

  test.each([
    ["把错题本去掉", "a block taken off, with no plan asked"],
    ["下周的复习帮我排一下，把周末去掉", "a time is no name"],
  ])("%s keeps no name out (%s)", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "schedule", exclude: expect.anything() });
  });
});

describe("one thing asked for, the rest said to wait", () => {
  test.each([
    ["别的待办都不急，这周只排四级真题那一条", ["四级真题"], "这周"],
    ["其他的都不着急，这周先排高数那一个", ["高数"], "这周"],
    ["别的复习都不急，下周只排线代", ["线代"], "下周"],
    ["剩下的任务可以缓缓，这周只排实验报告那一项", ["实验报告"], "这周"],
  ])("%s asks for %j alone", (text, hints, range) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints, range });
  });

  test("near misses: the rest waiting said alone asks for nothing; a subject of its own that waits is kept out", () => {
    expect(detectIntent("这周的待办都不急")).not.toMatchObject({ family: "schedule" });
    expect(detectIntent("下周待办都排，四级真题下次再排")).toMatchObject({ family: "schedule", exclude: ["四级真题"] });
  });
});
