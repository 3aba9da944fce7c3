/**
 * The eval's stand-in replies hand facts beside their text as the real tools do; facts the schema refuses are dropped
 * without a word where the model reads them (toolFactsOf), so a wrong weekday here would quietly test a model that
 * never saw the facts. Each day's weekday must also be its date's.
 */
import { describe, expect, it } from "vitest";
import { toolFactsSchema } from "@/lib/protocol/model-facts";
import { evalToolReply } from "./replies";

const CALLS: [tool: string, input: Record<string, unknown>][] = [
  ["list_tasks", {}],
  ["list_tasks", { status: "pending" }],
  ["list_tasks", { status: "suggested" }],
  ["query_day", { when: "周四" }],
  ["query_day", { when: "这周" }],
  ["query_free_time", { when: "周四下午" }],
  ["query_free_time", { when: "这周" }],
  ["query_free_time", { pick: "emptiest" }],
  ["find_first_free", { duration: 2 }],
  ["find_first_free", { day: 5, duration: 4 }],
  ["rough_schedule", {}],
  ["quick_note", {}],
];

/** 1 = Monday … 7 = Sunday, as the facts count. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

describe("the eval's stand-in replies", () => {
  it.each(CALLS)("%s %j hands facts the schema takes", (tool, input) => {
    const { facts } = evalToolReply(tool, input);
    expect(toolFactsSchema.safeParse(facts).error).toBeUndefined();
  });

  it("dates every day of the day and free-time replies with its own weekday", () => {
    const days = CALLS.flatMap(([tool, input]): { date: string; weekday: number }[] => {
      const { facts } = evalToolReply(tool, input);
      return facts && "days" in facts ? facts.days.map(({ date, weekday }) => ({ date, weekday })) : [];
    });
    expect(days.length).toBeGreaterThan(10);
    expect(days.filter((day) => day.weekday !== weekdayOf(day.date))).toEqual([]);
  });

  it("offers first free periods that the listing leaves free", () => {
    // 第3天 (Thursday) holds periods 1-4 and 9-10: two free periods first come at 5-6; 第5天 (Saturday) is empty.
    expect(evalToolReply("find_first_free", { duration: 2 }).facts).toEqual({ kind: "free_slot", slot: { day: 3, slot_start: 5, slot_end: 6 } });
    expect(evalToolReply("find_first_free", { day: 5, duration: 4 }).facts).toEqual({ kind: "free_slot", slot: { day: 5, slot_start: 1, slot_end: 4 } });
  });
});
