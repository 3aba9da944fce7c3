import { describe, expect, it } from "vitest";
import { checkTargets, firstPageVerdict, renderRounds, type RoundRow } from "./report";
import { turnFinished } from "./scenarios";

const MB = 2 ** 20;

function round(overrides: Partial<RoundRow> & Pick<RoundRow, "round">): RoundRow {
  return {
    database: "PGlite",
    scenario: "week view",
    requestsPerSecond: 100,
    p50: 10,
    p99: 40,
    completed: 1200,
    errors: 0,
    errorDetail: "",
    rssBytes: 300 * MB,
    heapBytes: 50 * MB,
    loopDelayP99: 20,
    loopDelayMax: 45,
    ...overrides,
  };
}

const threeRounds = (overrides: Array<Partial<RoundRow>> = []) =>
  [1, 2, 3].map((number, index) => round({ round: number, ...overrides[index] }));

describe("checkTargets", () => {
  it("passes three clean, flat rounds with a short tail", () => {
    const verdicts = checkTargets(threeRounds());
    expect(verdicts.map((verdict) => [verdict.target, verdict.pass])).toEqual([
      ["0 errors", true],
      ["RSS round 2 → 3 within 10 %", true],
      ["week view p99 < 10× p50 (rounds 2-3)", true],
    ]);
  });

  it("fails on a single error in any round and names what it was", () => {
    const [errors] = checkTargets(threeRounds([{}, {}, { errors: 1, errorDetail: "1 non-2xx (500×1)" }]));
    expect(errors.pass).toBe(false);
    expect(errors.measured).toBe("1 (1 non-2xx (500×1))");
  });

  it("compares round 3's memory with round 2's, not round 1's (warm-up growth is allowed)", () => {
    const warmUp = checkTargets(threeRounds([{ rssBytes: 100 * MB }, { rssBytes: 300 * MB }, { rssBytes: 329 * MB }]));
    expect(warmUp[1].pass).toBe(true);
    const growing = checkTargets(threeRounds([{}, { rssBytes: 300 * MB }, { rssBytes: 331 * MB, heapBytes: 51 * MB }]));
    expect(growing[1]).toMatchObject({ pass: false, measured: "300 → 331 MB (+10.3 %); heap after GC 50 → 51 MB" });
  });

  it("fails the week view when the p99 of a warm round (2 or 3) reaches ten times its p50", () => {
    const verdicts = checkTargets(threeRounds([{}, { p50: 10, p99: 100 }, {}]));
    expect(verdicts[2]).toMatchObject({ pass: false, measured: "4.0×, 10.0×, 4.0×" });
  });

  it("shows but does not judge round 1's tail, which includes the server's first compiles", () => {
    const verdicts = checkTargets(threeRounds([{ p50: 10, p99: 150 }, {}, {}]));
    expect(verdicts[2]).toMatchObject({ pass: true, measured: "15.0×, 4.0×, 4.0×" });
  });

  it("holds turns to errors and memory only, per database", () => {
    const rows = [...threeRounds(), ...threeRounds().map((row) => ({ ...row, scenario: "turn" as const, p99: 10_000 }))];
    const verdicts = checkTargets(rows.map((row) => ({ ...row, database: "Postgres" })));
    expect(verdicts.filter((verdict) => verdict.subject === "Postgres, turn").map((verdict) => verdict.target)).toEqual([
      "0 errors",
      "RSS round 2 → 3 within 10 %",
    ]);
  });
});

describe("renderRounds", () => {
  it("writes one line per round with memory in MB", () => {
    const lines = renderRounds(threeRounds()).split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^\| PGlite +\| week view \| 1 +\| 100\.0 \| 10\.0 +\| 40\.0 +\| 1200 +\| 0 +\| 300 +\| 50 +\| 20 \/ 45 +\|$/);
  });
});

describe("turnFinished", () => {
  it("accepts a stream that reached its finish chunk", () => {
    expect(turnFinished('data: {"type":"start"}\n\ndata: {"type":"finish"}\n\ndata: [DONE]\n\n')).toBe(true);
  });

  it("refuses a stream with an error chunk, or one cut off before its finish", () => {
    expect(turnFinished('data: {"type":"error","errorText":"x"}\n\ndata: {"type":"finish"}\n\n')).toBe(false);
    expect(turnFinished('data: {"type":"start"}\n\n')).toBe(false);
  });
});

describe("firstPageVerdict", () => {
  it("passes a fresh install's first page under 3 s after ready, and fails it at 3 s", () => {
    expect(firstPageVerdict("PGlite", 1234.4)).toEqual({ target: "first page < 3 s after ready", subject: "PGlite, fresh install", measured: "1234 ms", pass: true });
    expect(firstPageVerdict("Postgres", 3000).pass).toBe(false);
  });
});
