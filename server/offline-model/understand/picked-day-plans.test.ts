import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { THAT_DAY } from "./picked-day-plans";

describe("the emptiest day asked, then a thing put on 那天, is a question and a move on the day it answers", () => {
  test.each([
    ["下周哪天最闲？把错题本放那天", "错题本"],
    ["帮我看看这周哪天最空，然后英语听力排到那一天吧", "英语听力"],
  ])("%s", (text, name) => {
    expect(detectIntent(text)).toMatchObject({
      family: "compound",
      parts: [
        { family: "schedule_question", question: { toolName: "query_free_time", input: { pick: "emptiest" } } },
        { family: "edit", action: "move", reference: { name }, target: { dayWord: THAT_DAY } },
      ],
    });
  });

  test.each([
    ["下周哪天最闲？把错题本放那天晚上", { slotStart: 9 }],
    ["这周哪天最空，英语听力排到那天下午三点半吧", { clock: "15:30" }],
    ["看看下周哪天最空 把模电实验报告安排在那天早上九点", { clock: "09:00" }],
  ])("%s: the time after 那天 says where on that day", (text, at) => {
    expect(detectIntent(text)).toMatchObject({
      family: "compound",
      parts: [{ family: "schedule_question" }, { family: "edit", action: "move", target: { dayWord: THAT_DAY, ...at } }],
    });
  });

  test.each([
    // A wish about the day asks for nothing to be placed.
    "下周哪天最闲，我打算挑一天把欠的补上",
    // A day that is not the emptiest is asked as itself.
    "周六有空吗，把错题本放那天",
  ])("%s is no such pair", (text) => {
    const intent = detectIntent(text);
    const parts = intent.family === "compound" ? intent.parts : [intent];
    expect(parts.some((part) => part.family === "edit" && part.action === "move" && part.target.dayWord === THAT_DAY)).toBe(false);
  });
});
