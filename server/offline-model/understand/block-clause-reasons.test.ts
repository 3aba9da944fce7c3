import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

/** A block named with where it was, or why it cannot stay, in a clause of its own, then moved. Our own sentences. */
describe("a block's clause saying where it was or why it cannot stay, then its move", () => {
  test.each([
    ["图论基础原来在周四晚上的，改放周日九点", "图论基础", { dayWord: "周日", clock: "09:00" }],
    ["代数系统本来排在后天上午，挪到周五下午三点", "代数系统", { dayWord: "周五", clock: "15:00" }],
    ["树与最小生成树之前在明晚那块，改排周六第3节", "树与最小生成树", { dayWord: "周六", slotStart: 3 }],
    ["线代第二章那块别夹在两节体育课中间了，换到周日上午九点", "线代第二章", { dayWord: "周日", clock: "09:00" }],
    ["英语听力那节不要塞在午休里了，挪到周三晚上七点", "英语听力", { dayWord: "周三", clock: "19:00" }],
  ])("%s", (text, name, target) => {
    expect(read(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });

  test.each([
    // No move follows: the clause alone is no request to move.
    "图论基础原来在周四晚上的",
    // A to-do's deadline re-dated keeps its reading.
    "实验报告原来周三交，改到周五",
  ])("%s is not read as a block moved by its clause", (text) => {
    expect(read(text)).not.toMatchObject({ family: "edit", action: "move", reference: { name: expect.stringMatching(/原来|周三/) } });
  });
});

describe("a block pointed at by its day and clock before its name", () => {
  test.each([
    ["后天上午九点那个代数系统挪到周日下午", "代数系统", { dayWord: "周日" }],
    ["周二晚上七点半那个英语听力换到周四晚上八点", "英语听力", { dayWord: "周四", clock: "20:00" }],
    // 个 for 那个 after a clock, as Wu speakers say it.
    ["礼拜五下半天三点钟个线代复习挪到礼拜天上半天九点", "线代复习", { clock: "09:00" }],
    // Cantonese 搬去: a block carried to another day.
    ["聽日朝早九點嗰個英語聽力搬去禮拜日下晝", "英语听力", { dayWord: "星期日" }],
  ])("%s", (text, name, target) => {
    expect(read(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });

  test("a clock before 那节 still points at the block by its time, for the decider to find", () => {
    expect(read("周五上午十点那节离散复习挪到周日上午")).toMatchObject({ family: "edit", reference: { name: "周五上午十点那节离散复习" } });
  });

  test("a name with a number in it keeps the number", () => {
    expect(read("第3章那块挪到周五下午")).toMatchObject({ family: "edit", reference: { name: "第3章" } });
  });
});
