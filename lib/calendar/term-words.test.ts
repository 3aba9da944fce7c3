import { describe, expect, it } from "vitest";
import { termAnswer, weekWords } from "./term-words";

const TERM = { start_date: "2026-09-07", weeks: 18 };

describe("where today stands in the term", () => {
  it("names the week, the term's first and last day and what is left", () => {
    expect(weekWords(TERM, "2026-12-05")).toBe("第13周（共18周）");
    expect(termAnswer(TERM, "2026-12-05")).toBe("今天是12月5日（周六），第13周（共18周）。学期从9月7日（周一）到2027年1月10日（周日），还剩 5 周零 1 天。");
    expect(termAnswer(TERM, "2027-01-08")).toBe("今天是1月8日（周五），第18周（共18周）。学期从2026年9月7日（周一）到1月10日（周日），还剩 2 天。");
  });

  it("says why there is no week before the term and after it, and how to fix the start", () => {
    expect(weekWords(TERM, "2026-09-06")).toBeNull();
    expect(termAnswer(TERM, "2026-09-01")).toBe("今天是9月1日（周二），学期还没开始：第1周从9月7日（周一）开始，还有 6 天。如果开学日期不对，告诉我“现在是第几周”就能改。");
    expect(termAnswer(TERM, "2027-02-01")).toBe("今天是2月1日（周一），学期已经在1月10日（周日）结束了（共18周）。新学期开始了的话，告诉我“现在是第几周”就能改。");
  });
});
