import { describe, expect, it } from "vitest";
import { spanOf } from "./checkin-words";

// 2026-04-23 is a Thursday; that week's Monday is 2026-04-20.
const TODAY = "2026-04-23";

describe("a stretch of days counted back from today", () => {
  it.each([
    ["前两天", "2026-04-21", "2026-04-22"],
    ["这两天", "2026-04-22", "2026-04-23"],
    ["最近三天", "2026-04-21", "2026-04-23"],
    ["这几天", "2026-04-21", "2026-04-23"],
    ["前3天", "2026-04-20", "2026-04-22"],
    ["这周前三天", "2026-04-20", "2026-04-22"],
    ["上周后两天", "2026-04-18", "2026-04-19"],
  ])("%s → %s to %s", (words, from, to) => {
    expect(spanOf(words, TODAY)).toMatchObject({ from, to });
  });

  it("leaves single days and whole weeks as they were", () => {
    expect(spanOf("前天", TODAY)).toMatchObject({ from: "2026-04-21", to: "2026-04-21" });
    expect(spanOf("这周", TODAY)).toMatchObject({ from: "2026-04-20", to: "2026-04-26" });
    expect(spanOf("最近", TODAY)).toMatchObject({ label: "最近两周" });
  });
});
