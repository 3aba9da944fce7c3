/** A re-plan of missed work with the range said alone after it, a clause or a space of its own ("没做的重排 下周"). */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("the range said alone after a re-plan", () => {
  test.each([
    ["落下的补一下，这周末吧", "这周末"],
    ["没学的重新安排 下周", "下周"],
    ["漏掉的那几节重排，明天", "明天"],
  ])("%s → range %s", (text, range) => {
    expect(read(text)).toMatchObject({ family: "replan_missed", range });
  });

  test("a clause that says more than the range is no range: 没做的重排，明天有课", () => {
    expect(read("没做的重排，明天有课")).not.toHaveProperty("range");
  });
});

describe("the weekend said to be planned as usual", () => {
  test("按考试给我排复习，周六周日也照排 → one plan for the exams, no day off", () => {
    const intent = read("按考试给我排复习，周六周日也照排");
    expect(intent).toMatchObject({ family: "schedule", forExams: true, hints: [] });
    expect(intent).not.toHaveProperty("daysOff");
  });
});
