/**
 * A block put or moved right beside a class (round 39, L): "排在"/"安排在" with a class place is one place, as 放在
 * is ("整理错题本排在周四上午那两节课后面"), and a class met on another weekday than its first is read off the asked
 * day's agenda ("挪到周五下午那门课后面"). A scheduling verb with a part of the day only is still a plan for the
 * rough scheduler. Our own sentences.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

async function passes(evalCase: EvalCase): Promise<boolean> {
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.score.passed;
}

describe("a scheduling verb beside a class puts the item there", () => {
  test.each([
    ["整理错题本排在周四上午那两节课后面", 28, 3, 5],
    ["图论基础排在周五程序设计课后面", 15, 4, 7],
    ["树与最小生成树安排到下周一离散课后面", 16, 7, 7],
  ])("%s", async (text, task, day, slot) => {
    expect(await passes({ category: "place", text, tools: ["place"], fields: { task_id: task, day, slot_start: slot }, forbid: ["rough_schedule"] })).toBe(true);
  });

  test.each(["错题本排在周四下午", "把离散数学的复习排到下周", "把高数作业安排在明天晚上"])("no class said: %s stays a plan", (text) => {
    expect(intentOf(text)).not.toMatchObject({ family: "edit" });
  });
});

describe("a block moved after a class met on another weekday", () => {
  test.each([
    ["把谓词逻辑那节挪到周五下午那门课后面", 4, 7],
    ["谓词逻辑复习换到周五程序设计课之后吧", 4, 7],
  ])("%s", async (text, day, slot) => {
    expect(await passes({ category: "move", text, tools: ["move"], fields: { task_id: 9, new_day: day, new_slot_start: slot } })).toBe(true);
  });

  test("a clock said is kept", async () => {
    expect(await passes({ category: "move", text: "谓词逻辑挪到周五下午四点", tools: ["move"], fields: { task_id: 9, new_day: 4, new_slot_start: 7 }, forbid: ["query_day"] })).toBe(true);
  });
});

describe("a block pointed at by the class it follows is the day's first block after that class", () => {
  test.each([
    ["周三下午上完课之后那节复习，挪到周日晚上吧", 6],
    ["明天下午最后一节课后面那个学习块挪到后天晚上", 3],
    ["周三体育课后面那节复习挪到周六上午九点", 5],
    ["周三下午上完体育以后的那个复习块，搬到周日下午", 6],
    ["明天体育下课后那个复习块改到周六上午", 5],
  ])("%s", async (text, day) => {
    expect(await passes({ category: "move", text, tools: ["move"], fields: { task_id: 9, new_day: day }, forbid: ["unplace"] })).toBe(true);
  });

  test("a block named keeps its name", async () => {
    expect(await passes({ category: "move", text: "谓词逻辑那块放到周四上午两节课后面吧", tools: ["move"], fields: { task_id: 9, new_day: 3, new_slot_start: 5 } })).toBe(true);
  });
});

describe("a session dropped with the reason said after it", () => {
  test.each(["明天那节复习我不想上了，取消吧", "明天那节复习取消吧"])("%s", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "unplace", reference: { name: "明天那节复习" } });
  });

  test("a day with two blocks asks which is taken off, never checks one in", async () => {
    expect(await passes({ category: "look_alike", text: "明天那节复习我不想上了，取消吧", tools: ["list_tasks", "ask_user"], forbid: ["record_checkin", "unplace"] })).toBe(true);
  });

  test("a reason said with no pointer before it changes nothing", () => {
    expect(intentOf("周三下午那节谓词逻辑取消吧，不排了")).not.toMatchObject({ reference: { name: expect.stringContaining("取消") } });
  });

  test("a class said cancelled is news, not a block taken off", () => {
    expect(intentOf("明天那节课取消了")).not.toMatchObject({ family: "edit", action: "unplace" });
  });
});
