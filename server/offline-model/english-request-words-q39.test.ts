/**
 * English requests read by the same readers as the Chinese (round 39, Q): a small English vocabulary in the rows the
 * Chinese goes through — "arvo" as the afternoon, "plz" before a plan, parts of the day kept free ("no evenings"),
 * the term's length after its week, "handed in" as done, how urgent a new task is before its noun, an exam said called
 * off — and English remarks that ask for nothing though their words lead the nearest sentence to a request. Our own
 * sentences.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("English words read by the Chinese readers' rows", () => {
  test.each([
    // Round 40: "Thu" reads as "Thursday" (normalise/english-shorthands.ts).
    ["am I free Thu arvo?", { family: "schedule_question", question: { toolName: "query_free_time", input: { when: "Thursday", part: "afternoon" } } }],
    ["周四 arvo 有空吗", { family: "schedule_question", question: { input: { part: "afternoon" } } }],
    ["plz plan next week's revision, no evenings", { family: "schedule", range: "next week", keepFree: ["晚上"] }],
    ["plan next week, leave friday evening free", { family: "schedule", keepFree: ["周五晚上"] }],
    ["schedule the 概率论 review next week, nothing in the mornings", { family: "schedule", keepFree: ["上午"] }],
    ["actually we're in week 12, the term has 18 weeks", { family: "term_set", currentWeek: 12, weeks: 18 }],
    ["we're in week 3 and the semester is 8 weeks long", { family: "term_set", currentWeek: 3, weeks: 8 }],
    ["which week of the semester are we in?", { family: "term_question" }],
    ["just handed in the physics lab report", { family: "task_edit", action: "complete", task: "physics lab report" }],
    ["I turned in my essay", { family: "task_edit", action: "complete", task: "essay" }],
    ["add an urgent task: submit the visa form by Friday", { family: "create_task", content: "submit the visa form by Friday" }],
    ["move my 谓词逻辑 review to Saturday morning", { family: "edit", action: "move", reference: { name: "谓词逻辑" } }],
    ["the 离散 final got cancelled, take it off", { family: "exam_cancel", exam: "离散 final" }],
    ["the Econ quiz got called off, delete it", { family: "exam_cancel", exam: "Econ quiz" }],
  ])("%s", (text, intent) => {
    expect(intentOf(text)).toMatchObject(intent);
  });

  test.each(["my class got cancelled today", "was the 离散 final cancelled?", "the meeting got cancelled"])("%s calls off no exam", (text) => {
    expect(intentOf(text).family).not.toBe("exam_cancel");
  });

  test("a class said in the morning keeps no morning free", () => {
    expect(intentOf("plan my revision for next week, no morning classes that day")).not.toMatchObject({ keepFree: ["上午"] });
  });

  test("a quiz only called off waits to see it kept", () => {
    expect(intentOf("my stats midterm was cancelled")).toMatchObject({ family: "exam_cancel", unlessUnkept: true });
  });
});

describe("English remarks that ask for nothing", () => {
  test.each([
    "my roommate always reminds me to drink water lol",
    "my mom keeps planning my week for me haha",
    "how do people even plan their week like this haha",
    "I'm free! finals are over 🎉",
    "exams are finally over",
  ])("%s is small talk", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk" });
  });

  test.each([
    ["my roommate reminds me, can you note it", "quick_note"],
    ["I'm free tomorrow, plan my review", "schedule"],
    ["how do people plan their week? can you plan mine for next week", "schedule"],
  ])("%s still asks", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});
