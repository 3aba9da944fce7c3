/**
 * English requests set beside the timetable (round 39, Q): a block put or moved right before or after a class, a
 * block pointed at by the class it follows, and a reminder timed from a class, an exam or a block. The readers that
 * find the class, the exam or the block know the Chinese sentence only, so the English one is read as it
 * (normalise/english-class-places.ts, normalise/english-reminder-anchors.ts). Our own sentences.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

async function passes(evalCase: EvalCase): Promise<boolean> {
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.score.passed;
}

describe("an English block put or moved beside a class is the Chinese one", () => {
  test.each([
    ["put 函数与等价关系 right after my Thursday linear algebra class", "把函数与等价关系放在周四线性代数课后面"],
    ["plz put 集合与二元关系 right before my Monday morning class", "把集合与二元关系放在周一上午那门课前面"],
    // Round 40: a block said as one ("session", "block") keeps 那块, so its move never re-dates a deadline.
    ["move the 谓词逻辑 session to right after my Thursday morning classes", "把谓词逻辑那块挪到周四上午的课后面"],
    ["the study block after my Wednesday PE class, move it to Sunday evening", "周三体育课后面那个学习块挪到周日晚上"],
  ])("%s", (text, read) => {
    expect(normalise(text).text).toBe(read);
  });

  test.each([
    ["schedule 图论基础 right after my Friday programming class", 15, 4, 7],
    ["put the 错题本 task right after my Thursday morning classes", 28, 3, 5],
  ])("%s is placed there", async (text, task, day, slot) => {
    expect(await passes({ category: "place", text, tools: ["place"], fields: { task_id: task, day, slot_start: slot }, forbid: ["quick_note", "rough_schedule"] })).toBe(true);
  });

  test("a block moved after a class met on another weekday is read off that day", async () => {
    const [result] = await evaluate(createOfflineModel(), [{ category: "move", text: "move 谓词逻辑 to right after my Friday afternoon class", tools: ["query_day", "move"] }]);
    expect(result.score.passed).toBe(true);
    expect(result.run.calls.find((call) => call.toolName === "move")?.input).toMatchObject({ task_id: 9, new_day: 4, new_slot_start: 7 });
  });

  test.each([
    "I was late for my Friday afternoon class",
    "put 错题本 right after my chemistry class",
    "move 谓词逻辑 to Saturday morning",
    "my Thursday morning classes are so boring",
  ])("no known class, or none said beside: %s stays as it is", (text) => {
    expect(normalise(text).text).toBe(text);
  });
});

describe("an English reminder timed from a class, an exam or a block", () => {
  test.each([
    ["remind me 10 min before my Thursday morning first class", "周四上午第一节课前10分钟提醒我"],
    ["remind me a week before the 离散 exam to start doing mock papers", "离散考试前一周提醒我start doing mock papers"],
    ["the night before the 高数 exam, remind me at 9pm to pack my calculator", "高数考试前一天晚上21点提醒我pack my calculator"],
    ["remind me 2 days before my stats final", "概率论期末考试前2天提醒我"],
    ["remind me to stretch 5 minutes before my 谓词逻辑 block starts", "谓词逻辑那块开始前5分钟提醒我stretch"],
  ])("%s", (text, read) => {
    expect(normalise(text).text).toBe(read);
  });

  test.each([
    ["ping me 10 min before my Friday programming class to print the handout", "handout", "2026-12-04 13:50"],
    ["remind me half an hour before my Wednesday PE class to bring my shoes", "shoes", "2026-12-02 13:30"],
  ])("%s is due at the class's clock", async (text, content, deadline) => {
    expect(await passes({ category: "quick_note", text, tools: ["quick_note"], fields: { content }, deadline })).toBe(true);
  });

  test("the exam's day is looked up first", async () => {
    expect(await passes({ category: "quick_note", text: "the night before the 高数 exam, remind me at 9pm to pack my calculator", tools: ["query_exams", "quick_note"], fields: { exam: "高数" } })).toBe(true);
  });

  test.each([
    "remind me before class to bring my laptop",
    "remind me to eat before my Friday class",
    "remind me 10 min before the meeting",
    "I always get nervous 10 min before my Friday programming class",
  ])("no lead and known anchor: %s is not read as one", (text) => {
    expect(normalise(text).text).not.toMatch(/课前|考试前|开始前|提醒我/);
  });

  test("the mixed-English table leaves a reminder beside a class whole", () => {
    expect(detectIntent(normalise("remind me 10 min before my Thursday morning first class").text)).toMatchObject({ family: "quick_note" });
  });
});
