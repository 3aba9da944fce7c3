import { describe, expect, test } from "vitest";
import { calendarOf, calendarProviderOptions, toolFactsOf, toolModelOutput, type ToolFacts } from "./model-facts";

const LISTING: ToolFacts = { kind: "task_list", tasks: [{ id: 3, name: "复习线代", category: "学习", status: "pending", periods: 3 }] };

describe("toolModelOutput", () => {
  test("a remote model reads { ok, text } as before; the facts ride as the built-in model's provider options", () => {
    const output = toolModelOutput({ ok: true, text: "待安排任务共1个：…", facts: LISTING });
    expect(output).toEqual({ type: "json", value: { ok: true, text: "待安排任务共1个：…" }, providerOptions: { offline: { facts: LISTING } } });
    expect(toolFactsOf(output.providerOptions)).toEqual(LISTING);
  });

  test("a reply without facts is only its text", () => {
    expect(toolModelOutput({ ok: false, text: "查询失败。" })).toEqual({ type: "json", value: { ok: false, text: "查询失败。" } });
  });
});

describe("toolFactsOf", () => {
  test("reads nothing from other providers' options, or from facts of no known shape", () => {
    expect(toolFactsOf(undefined)).toBeUndefined();
    expect(toolFactsOf({ openai: { facts: LISTING } })).toBeUndefined();
    expect(toolFactsOf({ offline: { facts: { kind: "task_list", tasks: [{ id: "3" }] } } })).toBeUndefined();
    expect(toolFactsOf({ offline: { mentions: [] } })).toBeUndefined();
  });
});

describe("the calendar", () => {
  test("travels as the call's provider options and is read back", () => {
    const calendar = { days: [{ day: 1, date: "2026-12-01", weekday: 2 }], periods: [{ start: "08:00", end: "08:45" }] };
    expect(calendarOf(calendarProviderOptions(calendar))).toEqual(calendar);
    expect(calendarOf(undefined)).toBeUndefined();
    expect(calendarOf({ offline: { calendar: { days: [{ day: 1, date: "12月1日", weekday: 2 }], periods: [] } } })).toBeUndefined();
  });
});
