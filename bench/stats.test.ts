import { describe, expect, it } from "vitest";
import { formatMs, formatPercent, formatRatio, percentile, timeSync } from "./stats";

describe("percentile", () => {
  it("takes the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
  });

  it("gives the only value for a single sample and NaN for none", () => {
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("does not reorder its input", () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("timeSync", () => {
  it("runs warmup plus timed runs and reports the number of timed runs", () => {
    let calls = 0;
    const timing = timeSync(() => calls++, 10, 5);
    expect(calls).toBe(15);
    expect(timing.runs).toBe(10);
    expect(timing.p99).toBeGreaterThanOrEqual(timing.p50);
  });
});

describe("formatting", () => {
  it("shows milliseconds with precision by size", () => {
    expect(formatMs(0.1234)).toBe("0.123");
    expect(formatMs(12.34)).toBe("12.3");
    expect(formatMs(1234.5)).toBe("1235");
    expect(formatMs(Number.NaN)).toBe("—");
  });

  it("shows ratios and percentages", () => {
    expect(formatRatio(3.456)).toBe("3.46×");
    expect(formatRatio(456.7)).toBe("457×");
    expect(formatPercent(0.0412)).toBe("4.1%");
  });
});
