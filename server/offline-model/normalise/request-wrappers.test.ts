import { describe, expect, test } from "vitest";
import { REQUEST_WRAPPER_ROWS } from "./request-wrappers";
import { normalise } from "./normalise";

describe.each(REQUEST_WRAPPER_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });
  test.each(row.counterexamples)("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});
