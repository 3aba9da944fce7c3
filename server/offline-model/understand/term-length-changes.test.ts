import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 32: the term's length asked to be changed, with the week confirmed beside it and reasons around it. */
describe("the term's length changed", () => {
  it.each([
    ["学期周数改为18周", { family: "term_set", weeks: 18 }],
    ["这周是第10周，总周数设成20", { family: "term_set", weeks: 20, currentWeek: 10 }],
    ["教务说考试周要算进去，现在第12周没问题，学期总周数帮我改成二十", { family: "term_set", weeks: 20, currentWeek: 12 }],
    ["校历上写的是18周，把周数调成18吧", { family: "term_set", weeks: 18 }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });
});

describe("near misses are no term length", () => {
  it.each(["把复习周数改成3", "论文长度改成3000字", "这学期一共几周？"])("%s", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "term_set", weeks: expect.any(Number) });
  });
});
