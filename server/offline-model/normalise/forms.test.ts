import { describe, expect, test } from "vitest";
import { FORM_ROWS } from "./forms";
import { normalise } from "./normalise";

describe.each(FORM_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});
