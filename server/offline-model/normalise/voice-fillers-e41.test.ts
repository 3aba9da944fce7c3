import { describe, expect, test } from "vitest";
import { inOriginalWords, normalise } from "./normalise";
import type { Reading } from "./reading";
import { VOICE_FILLER_ROWS, withVoiceFillersRead } from "./voice-fillers";

/** The rows alone, on the words as typed: the other steps of the normaliser are theirs to test. */
function read(said: string): string {
  const reading: Reading = { text: said, original: said, starts: [...said].map((_, index) => index), ends: [...said].map((_, index) => index + 1) };
  return withVoiceFillersRead(reading).text;
}

describe.each(VOICE_FILLER_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, reading) => {
    expect(read(said)).toBe(reading);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(read(said)).toBe(said);
  });
});

describe("what is saved stays the student's own words", () => {
  test("a filler dropped from the reading is not cut into the note", () => {
    const reading = normalise("后天就是说中午跟小组吃饭讨论选题");
    expect(reading.text).toBe("后天中午跟小组吃饭讨论选题");
    expect(inOriginalWords(reading, "跟小组吃饭讨论选题")).toBe("跟小组吃饭讨论选题");
  });
});
