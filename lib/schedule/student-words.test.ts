import { describe, expect, it } from "vitest";
import { executeTool } from "@/lib/schedule";
import { moveExample } from "@/testing/fixtures/seed-example";
import { studentWords } from "./student-words";

// The example's window starts on a Monday: 2026-03-02 is week 1, day 1 of a term that starts that day.
const TERM = { start_date: "2026-03-02", weeks: 20 };

describe("studentWords", () => {
  it("names tasks without ids and days by date and weekday, keeping only the first sentence", () => {
    const refused = executeTool(moveExample, "move", { task_id: 6, new_day: 4, new_slot_start: 1 });
    expect(refused.text).toMatch(/^移动失败：第4天第1-2节已被 \[1\]高等数学 占用。\n/);
    expect(studentWords(refused.text, moveExample, TERM)).toBe(`${dateOf(4)}第1-2节已被 「高等数学」 占用。`);
  });

  it("leaves a day it cannot map as it was", () => {
    expect(studentWords("第99天没有空", moveExample, TERM)).toBe("第99天没有空");
  });
});

function dateOf(day: number): string {
  const mapping = moveExample.window.day_mapping[day - 1];
  const date = new Date(Date.UTC(2026, 2, 2 + (mapping.week - 1) * 7 + mapping.day_of_week - 1));
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日${["周一", "周二", "周三", "周四", "周五", "周六", "周日"][mapping.day_of_week - 1]}`;
}
