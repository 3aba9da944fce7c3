/** "高数还有多少天": a course's days left, read as the countdown to that course's exam. Sentences of our own. */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("a course's days left counts down to its exam", () => {
  test.each([
    ["线代还有几天", "线代"],
    ["数电还剩几天", "数电"],
    ["大学物理还有几个星期", "大学物理"],
  ])("%s counts down to %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  test.each(["期末还有多少天", "现在还有几天", "寒假还有多少天"])("%s names no exam", (text) => {
    expect(read(text)).not.toMatchObject({ exam: expect.anything() });
  });

  test("a to-do's days left is no exam", () => {
    expect(read("作业还有多少天")).not.toMatchObject({ family: "exam_countdown" });
  });
});
