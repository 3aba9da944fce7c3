import { describe, expect, test } from "vitest";
import { OPENER_ROWS } from "./openers";
import { inOriginalWords, normalise } from "./normalise";
import { detectIntent } from "../understand/intents";

describe.each(OPENER_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});

describe("the request under the openers, as the readers see it", () => {
  const read = (said: string) => detectIntent(normalise(said).text);

  test.each([
    ["麻烦你一下，概率论是哪天考来着", { family: "exam_countdown" }],
    ["那个那个，帮我把高数作业删掉", { family: "task_edit", action: "delete", task: "高数作业" }],
    ["嗯，现在不是第13周，是第14周", { family: "term_set", currentWeek: 14 }],
    ["把集合与二元关系放到周六上午，可以吗？", { family: "edit" }],
  ])("%s", (said, intent) => {
    expect(read(said)).toMatchObject(intent);
  });

  test("what is saved comes back in the student's own characters, without the opener", () => {
    const reading = normalise("那個那個，幫我記一下週五交報告");
    expect(reading.text).toBe("帮我记一下周五交报告");
    expect(inOriginalWords(reading, "周五交报告")).toBe("週五交報告");
  });
});
