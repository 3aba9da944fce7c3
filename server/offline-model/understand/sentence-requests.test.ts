import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);
const families = (text: string) => {
  const intent = read(text);
  return intent.family === "compound" ? intent.parts.map((part) => part.family) : [intent.family];
};

describe("three or more sentences, each a request of its own, are each asked", () => {
  test.each([
    ["现在是第几周了？明天有什么课？提醒我周五下午交班费", ["term_question", "schedule_question", "quick_note"]],
    // A numbered list on one line, joined by the normaliser as sentences.
    ["①本周是第几周 ②期末考试都在什么时候 ③下周一之前有什么要交", ["term_question", "exam_countdown", "query_tasks"]],
    // A sigh between two requests is passed over.
    ["1. 周六上午十点提醒我去拿快递 2. 室友又在打游戏吵死了 3. 周六下午有空吗", ["quick_note", "schedule_question"]],
  ])("%s", (text, expected) => {
    expect(families(text)).toEqual(expected);
  });

  test("the note of a list keeps only its own words", () => {
    const intent = read("1. 周六上午十点提醒我去拿快递 2. 室友又在打游戏吵死了 3. 周六下午有空吗");
    const parts = intent.family === "compound" ? intent.parts : [];
    expect(parts[0]).toMatchObject({ family: "quick_note", content: expect.stringContaining("快递") });
    expect(JSON.stringify(intent)).not.toContain("游戏");
  });

  test.each([
    // One check-in told in three sentences.
    ["第一章复习完了。第二章没看。第三章看了一半", "checkin"],
    // Groans before one question.
    ["累死了。今天又熬夜了。明天上午有课吗", "schedule_question"],
  ])("%s stays one request", (text, family) => {
    expect(read(text).family).toBe(family);
  });
});
