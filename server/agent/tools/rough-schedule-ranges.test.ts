/**
 * The ranges rough_schedule says back, on the demo student in a real database on a Sunday evening in Asia/Shanghai:
 * every range the student reads is dates ("12月6日 周日", "12月7日–12月13日"), never a window day index glued to a
 * date ("第1到12月6日"), and a week with no period left is refused in their words with the days ahead offered.
 */
import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { toolOutputSchema, type ToolOutput } from "@/lib/protocol";
import { createScheduleSession } from "@/server/schedule/schedule-session";
import { createRoughScheduleTool } from "./rough-schedule";

// Sunday 2026-12-06 in Asia/Shanghai, week 13 of the demo term: at 20:30 the last two periods (20:50–22:30) are
// still ahead; at 22:00 every period of the day has begun.
const SUNDAY_EVENING = new Date("2026-12-06T12:30:00.000Z");
const SUNDAY_NIGHT = new Date("2026-12-06T14:00:00.000Z");
const EXECUTION = { toolCallId: "call-rough", messages: [], context: {} };
const WINDOW_INDEX = /第\d+(?:到|-)|第\d+天|规划窗口|粗排/;

let counter = 0;

describe.each(testDatabases())("rough_schedule's ranges in dates ($name)", (factory) => {
  const db = useTestDatabase(factory);

  async function execute(now: Date, input: Record<string, unknown>) {
    counter += 1;
    const userId = await insertDemoStudent(db(), { now, name: `周日晚上-${factory.name}-${counter}` });
    const session = createScheduleSession({ db: db(), userId, now });
    const tool = createRoughScheduleTool(session, { now });
    const output: ToolOutput = toolOutputSchema.parse(await tool.execute!(input, EXECUTION));
    return { output, session };
  }

  it("这周 late on Sunday: the week is over, said with today's date and next week's dates, and nothing is drafted", async () => {
    const { output, session } = await execute(SUNDAY_NIGHT, { range: "这周" });
    expect(output).toEqual({
      ok: false,
      text: "这周已经过完了：今天（12月6日 周日）剩下的节次都已经开始。可以排到下周（12月7日–12月13日），或者说“接下来七天”。",
    });
    expect(session.current()?.state.tasks.some((task) => task.status === "suggested")).toBe(false);
  });

  it("这周 on Sunday evening plans tonight and says which day is left in a date, not 第1到…", async () => {
    const { output } = await execute(SUNDAY_EVENING, { range: "这周", allow_partial: true });
    expect(output.text).toContain("注意：“这周”里还能排的只有12月6日 周日，只在这天里安排。");
    expect(output.text.split("注意：")[1]).not.toMatch(WINDOW_INDEX);
  });

  it("a range already past says its dates and that it is over; day indexes outside the window are each said whole", async () => {
    const past = await execute(SUNDAY_NIGHT, { range: "上周" });
    expect(past.output.ok).toBe(false);
    expect(past.output.text).toMatch(/^“上周”（11月23日–11月29日）已经过去了，不能再往里排；能排的是12月6日–12月\d+日。$/);
    const indexes = await execute(SUNDAY_NIGHT, { range: "第3到第90天" });
    expect(indexes.output.ok).toBe(false);
    expect(indexes.output.text).toMatch(/^第3天到第90天不在能排的日子里（能排的是12月6日–12月\d+日）。$/);
  });
});
