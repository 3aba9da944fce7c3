import { describe, expect, it } from "vitest";
import { termOutside } from "./term-outside";

// Monday 2025-02-24 is week 1 of an 18-week term; its last day is Sunday 2025-06-29.
const TERM = { start_date: "2025-02-24", weeks: 18 };

describe("termOutside", () => {
  it("is null on the first and the last day of the term", () => {
    expect(termOutside(TERM, "2025-02-24")).toBeNull();
    expect(termOutside(TERM, "2025-06-29")).toBeNull();
  });
  it("says how many days remain before the first Monday", () => {
    expect(termOutside(TERM, "2025-02-23")).toEqual({ kind: "not_started", start_date: "2025-02-24", days_until: 1 });
    expect(termOutside(TERM, "2025-01-24")).toMatchObject({ kind: "not_started", days_until: 31 });
  });
  it("says the last day of a term that has ended (Monday after the last Sunday)", () => {
    expect(termOutside(TERM, "2025-06-30")).toEqual({ kind: "ended", end_date: "2025-06-29", weeks: 18 });
    expect(termOutside(TERM, "2026-03-02")).toMatchObject({ kind: "ended" });
  });
});
