import { Tiktoken } from "js-tiktoken/lite";
import o200kBase from "js-tiktoken/ranks/o200k_base";
import { describe, expect, it } from "vitest";
import { executeTool } from "@/lib/schedule";
import { randomInstance } from "@/testing/planner/random-instance";

// 18 weeks of a term with 300 tasks: a weekly timetable, class items and loose tasks. (npm run bench measures the
// same overview after the planner has placed what fits.)
function termLongState() {
  return randomInstance({ days: 126, tasks: 300, seed: 3 }).state;
}

describe("get_overview on a window to the end of term", () => {
  const state = termLongState();
  const reply = executeTool(state, "get_overview", {});

  it("summarises by week: one line per week, the first week by day", () => {
    expect(reply.ok).toBe(true);
    const lines = reply.text.split("\n");
    expect(lines[0]).toBe(`规划窗口共126天，每天12个时段，总计1512个时段。`);
    expect(lines.filter((line) => /^第\d+周（第\d+-\d+天）：/.test(line))).toHaveLength(18);
    expect(lines.filter((line) => /^第\d+天：/.test(line))).toHaveLength(7);
  });

  it("stays under about 2,000 tokens (o200k)", () => {
    const tokens = new Tiktoken(o200kBase).encode(reply.text).length;
    expect(tokens).toBeLessThan(2_000);
  });

  it("lists the pending tasks up to a cap and says how to see the rest", () => {
    const pending = state.tasks.filter((task) => task.status === "pending").length;
    expect(pending).toBeGreaterThan(30);
    expect(reply.text).toContain(`待安排任务${pending}个：`);
    expect(reply.text).toContain(`……另有${pending - 30}个待安排任务`);
  });

  it("keeps the day-by-day overview for two weeks and less", () => {
    const { state: short } = randomInstance({ days: 14, tasks: 60, seed: 3 });
    const text = executeTool(short, "get_overview", {}).text;
    expect(text).toContain("每日概况：");
    expect(text).not.toContain("每周概况");
  });
});
