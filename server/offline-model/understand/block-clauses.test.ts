/**
 * A block said in a clause of its own (that 那节 / 那块, perhaps what it clashes with) and then moved in the next
 * clause is one move; "能的话…" after asking whether it can change is only courtesy before the move.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a block's clause, then its move", () => {
  test.each([
    ["周四晚上那节线代复习，挪到周日下午三点", { name: "线代复习" }, { dayWord: "周日", clock: "15:00" }],
    ["数据结构那块和社团例会撞了，改到周六上午十点", { name: "数据结构" }, { dayWord: "周六", clock: "10:00" }],
    ["英语听力那两节跟实验课冲突了，帮我调到明天晚上", { name: "英语听力" }, { dayWord: "明天" }],
  ])("%s", (text, reference, target) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference, target });
  });

  test("a clause that points at no block stays a to-do's re-dating", () => {
    expect(detectIntent("实验报告跟别的作业冲突，改到周五")).toMatchObject({ family: "task_edit", action: "update" });
  });
});

describe("能的话 before the move", () => {
  test.each([
    ["还能调吗？可以的话把图论基础挪到周五晚上七点", "图论基础"],
    ["行的话把英语听力移到周六早上八点", "英语听力"],
  ])("%s", (text, name) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name } });
  });
});
