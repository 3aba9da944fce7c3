import { describe, expect, test } from "vitest";
import type { ModelCalendar } from "@/lib/protocol/model-facts";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

/** A window from Tuesday 1 December 2026, week 13 of the term, for a week. */
const calendar: ModelCalendar = {
  days: Array.from({ length: 7 }, (_, index) => ({
    day: index + 1,
    date: `2026-12-${String(1 + index).padStart(2, "0")}`,
    weekday: ((index + 1) % 7) + 1,
    week: index < 6 ? 13 : 14,
  })),
  periods: [{ start: "08:00", end: "08:45" }],
};

const term = { ok: true, text: "现在是第13周（共18周），学期从2026年9月7日到2027年1月10日。" };

describe("a term question", () => {
  test("asks the term first", async () => {
    expect(await nextStep([user("第17周周四是几号")], undefined, calendar)).toMatchObject({ toolName: "query_term" });
  });

  test("a day named by the term's week is dated before the term's summary", async () => {
    const step = await nextStep([user("第17周周四是几号"), ...toolExchange("c1", "query_term", {}, term)], undefined, calendar);
    expect(step).toEqual({ kind: "text", text: `第17周周四是2026年12月31日。\n${term.text}` });
  });

  test("a question naming no day of a week is answered by the term alone", async () => {
    const step = await nextStep([user("这学期最后一周从哪天开始"), ...toolExchange("c1", "query_term", {}, term)], undefined, calendar);
    expect(step).toEqual({ kind: "text", text: term.text });
  });
});
