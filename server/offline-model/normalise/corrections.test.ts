import { describe, expect, test } from "vitest";
import { CORRECTION_ROWS } from "./corrections";
import { inOriginalWords, normalise } from "./normalise";

describe.each(CORRECTION_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});

describe("a corrected reading still gives back the student's own words", () => {
  test("the corrected day moved before the thing comes back in the student's characters", () => {
    const reading = normalise("記一下周二交讀後感，不對，是周三");
    expect(reading.text).toBe("记一下周三交读后感");
    expect(inOriginalWords(reading, "周三交读后感")).toBe("周三交讀後感");
  });
});
