import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { SPOKEN_ORDER_ROWS, inSpokenOrder } from "./spoken-order";

describe.each(SPOKEN_ORDER_ROWS)("$family", (row) => {
  it.each(row.examples)("%s → %s", (said, read) => {
    expect(inSpokenOrder(said)).toBe(read);
  });
  it.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(inSpokenOrder(said)).toBe(said);
  });
});

describe("said in spoken order, read as the block edit it asks for", () => {
  it.each([
    ["对调一下吧，树的遍历和最短路径那两节", { family: "edit", action: "swap" }],
    ["算了，数电那块，先撤下来吧", { family: "edit", action: "unplace", reference: { name: "数电" } }],
    ["周四的，那个，线代，算了挪到周六吧，上午九点", { family: "edit", action: "move", reference: { name: "线代" }, target: { dayWord: "周六", clock: "09:00" } }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });
});

describe("a to-do named by its reminder, then changed, is that to-do's edit", () => {
  it.each([
    ["把提醒我交电费那条改到明天晚上八点", { family: "task_edit", action: "update", task: "交电费" }],
    ["提醒我取快递的那个删了吧", { family: "task_edit", action: "delete", task: "取快递" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });
});
