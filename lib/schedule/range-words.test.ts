import { describe, expect, it } from "vitest";
import { dateSpanWords, nextWeekOf, nothingLeftText } from "./range-words";

describe("ranges in the student's words", () => {
  it("says one day with its weekday and a span by its first and last dates", () => {
    expect(dateSpanWords("2026-12-06", "2026-12-06")).toBe("12月6日 周日");
    expect(dateSpanWords("2026-12-28", "2027-01-03")).toBe("12月28日–1月3日");
  });

  it("finds next week's Monday to Sunday from any day, Sunday included", () => {
    expect(nextWeekOf("2026-12-06")).toEqual({ from: "2026-12-07", to: "2026-12-13" });
    expect(nextWeekOf("2026-12-07")).toEqual({ from: "2026-12-14", to: "2026-12-20" });
  });

  it("says a span with nothing left as over, by its name, and what to ask next", () => {
    expect(nothingLeftText("这周", "2026-12-06", "plan")).toBe(
      "这周已经过完了：今天（12月6日 周日）剩下的节次都已经开始。可以排到下周（12月7日–12月13日），或者说“接下来七天”。",
    );
    expect(nothingLeftText("今晚", "2026-12-03", "free_time")).toBe("今晚已经没有能用的时间了：今天（12月3日 周四）剩下的节次都已经开始。可以问下周（12月7日–12月13日）哪天有空。");
    expect(nothingLeftText("上周", "2026-12-06", "emptiest", { span: { from: "2026-11-23", to: "2026-11-29" } })).toBe(
      "“上周”（11月23日–11月29日）已经过去了。可以问下周（12月7日–12月13日）哪天最空。",
    );
    expect(nothingLeftText("这周", "2026-12-06", "emptiest", { part: "上午" })).toBe("这周的上午都已经过去了（今天是12月6日 周日）。可以问下周（12月7日–12月13日）哪天上午最空。");
  });
});
