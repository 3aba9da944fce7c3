import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { LIST_ROWS, listParts } from "./lists";

describe.each(LIST_ROWS)("$family", (row) => {
  test.each(row.examples)("%s", (said, parts) => {
    expect(listParts(said)).toEqual(parts);
  });
  test.each(row.counterexamples)("%s is no list of requests", (said) => {
    expect(listParts(said)).toBeUndefined();
  });
});

describe("one request per item", () => {
  test("two notes", () => {
    expect(detectIntent("帮我记三件事：周四前交班费；周五去拿快递；周日给妈妈打电话")).toMatchObject({
      family: "compound",
      parts: [{ family: "quick_note" }, { family: "quick_note" }, { family: "quick_note" }],
    });
  });

  test("two completions", () => {
    expect(detectIntent("做完了：背单词✓；洗衣服✓")).toEqual({
      family: "compound",
      parts: [
        { family: "task_edit", action: "complete", task: "背单词" },
        { family: "task_edit", action: "complete", task: "洗衣服" },
      ],
    });
  });

  test("a header that asks nothing per item reads the list whole", () => {
    expect(detectIntent("没做完的：重新排；能排多少排多少").family).toBe("replan_missed");
  });
});

describe("a timetable of exams", () => {
  test("one exam record per subject, commas or semicolons between them", () => {
    expect(detectIntent("期末考试日期：大学英语1月5日上午；线性代数1月8日下午")).toMatchObject({
      family: "compound",
      parts: [
        { family: "exam_record", title: "大学英语", when: "1月5日上午" },
        { family: "exam_record", title: "线性代数", when: "1月8日下午" },
      ],
    });
  });
});
