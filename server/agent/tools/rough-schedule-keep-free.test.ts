/**
 * rough_schedule's keep_free on the demo student in a real database: words that name no part of the day are refused
 * with the spans the tool takes, and a part kept free closes its periods by the student's own period times, said
 * back in the reply and handed to the model as a fact.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { toolOutputSchema, type ToolOutput } from "@/lib/protocol";
import { createScheduleSession, type ScheduleSession } from "@/server/schedule/schedule-session";
import { createRoughScheduleTool } from "./rough-schedule";

// Monday 2026-04-27 16:00 in Shanghai (08:00 UTC).
const NOW = new Date("2026-04-27T08:00:00.000Z");
const EXECUTION = { toolCallId: "call-rough", messages: [], context: {} };

let counter = 0;

describe.each(testDatabases())("rough_schedule keep_free ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let session: ScheduleSession;

  beforeEach(async () => {
    counter += 1;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `空着工具-${factory.name}-${counter}` });
    session = createScheduleSession({ db: db(), userId, now: NOW });
  });

  async function execute(input: Record<string, unknown>): Promise<ToolOutput> {
    const tool = createRoughScheduleTool(session, { now: NOW });
    return toolOutputSchema.parse(await tool.execute!(input, EXECUTION));
  }

  it("refuses a word that names no part of every day, in Chinese, changing nothing", async () => {
    for (const keep_free of [["周三下雨"], ["14:00-13:00"], ["afternoon"]]) {
      const output = await execute({ task_class: "待办", range: "下周", keep_free });
      expect(output.ok).toBe(false);
      expect(output.text).toContain("要空着的时段只能是“早八”“上午”“中午”“下午”“晚上”");
    }
    expect(session.current()?.draftId).toBeUndefined();
  });

  it("keeps the afternoons free and says so, in the reply and the facts", async () => {
    const loaded = await session.load();
    const suggested = loaded.ok ? loaded.schedule.state.tasks.filter((task) => task.status === "suggested") : [];
    const before = new Set(suggested.map((task) => task.state_id));
    const output = await execute({ task_class: "待办", range: "下周", keep_free: ["下午"], allow_partial: true });
    expect(output.ok).toBe(true);
    expect(output.text).toContain("按你说的，每天下午空着，没有安排新的学习。");
    expect(output.facts).toMatchObject({ kind: "rough_plan", kept_free: ["下午"] });
    const fresh = session.current()!.state.tasks.filter((task) => task.status === "suggested" && !before.has(task.state_id));
    expect(fresh.length).toBeGreaterThan(0);
    for (const slot of fresh.flatMap((task) => task.slots ?? [])) expect(slot.slot_end < 5 || slot.slot_start > 8).toBe(true);
  });

  it("keeps a job's evenings free on its weekdays only, in the reply and the facts", async () => {
    const loaded = await session.load();
    const suggested = loaded.ok ? loaded.schedule.state.tasks.filter((task) => task.status === "suggested") : [];
    const before = new Set(suggested.map((task) => task.state_id));
    const output = await execute({ task_class: "待办", range: "下周", keep_free: ["周三、周五晚上"], allow_partial: true });
    expect(output.ok).toBe(true);
    expect(output.text).toContain("按你说的，周三、周五晚上空着，没有安排新的学习。");
    expect(output.facts).toMatchObject({ kind: "rough_plan", kept_free: ["周三、周五晚上"] });
    const state = session.current()!.state;
    const weekday = (day: number) => state.window.day_mapping.find((mapped) => mapped.day_index === day)?.day_of_week;
    const fresh = state.tasks.filter((task) => task.status === "suggested" && !before.has(task.state_id));
    expect(fresh.length).toBeGreaterThan(0);
    const evenings = fresh.flatMap((task) => task.slots ?? []).filter((slot) => slot.slot_end >= 9);
    expect(evenings.filter((slot) => [3, 5].includes(weekday(slot.day) ?? 0))).toEqual([]);
  });
});
