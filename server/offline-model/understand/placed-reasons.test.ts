/**
 * "为啥X塞在思政课里？思政要点名的，挪到周四下午两点": a why-question about a block, then a move with no object of its
 * own — the block the question named is moved, and the reason between is no part of it.
 */
import { expect, test } from "vitest";
import { detectIntent } from "./intents";

test.each([
  ["为啥概率论第一章塞在思政课里？思政要点名的，挪到周四下午两点", "概率论第一章", "周四"],
  ["为什么英语听力排在周一早上？我起不来，改到周三下午四点", "英语听力", "周三"],
  ["怎么把错题本放到周五晚上了，那天我要聚餐，换到周六上午", "错题本", "周六"],
  ["为啥线代那块排在周二晚上，挪到周四晚上七点吧", "线代", "周四"],
])("%s moves the block the question named", (text, name, day) => {
  expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target: { dayWord: day } });
});

test.each([
  // The question alone moves nothing.
  "为啥概率论第一章塞在思政课里？",
  // A move said with its own object is read as said, not as the question's block.
  "为啥周三排这么满？把英语听力挪到周五",
  // No why-question: the clauses are read as they come.
  "概率论第一章塞在思政课里了，挺好的",
])("%s is no move of the question's block", (text) => {
  const intent = detectIntent(text);
  expect(intent.family === "edit" && intent.action === "move" && "reference" in intent && "name" in intent.reference && /概率论第一章|周三/.test(intent.reference.name)).toBe(false);
});
