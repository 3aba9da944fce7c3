/**
 * The rough_schedule agent tool on the demo student in a real database: the student's words become planner options
 * (待办 = loose tasks only, daily_cap, allow_partial), periods of today that have begun are never planned, and the
 * draft keeps the window as loaded.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { toolOutputSchema, type ToolOutput } from "@/lib/protocol";
import type { ScheduleState } from "@/lib/schedule/state";
import { createScheduleSession, type ScheduleSession } from "@/server/schedule/schedule-session";
import { createRoughScheduleTool } from "./rough-schedule";

// Monday 2026-04-27 16:00 in Shanghai (08:00 UTC): periods 1-6 of today have begun (period 7 starts at 16:00, so it
// has begun too: a period whose start time is reached is closed).
const NOW = new Date("2026-04-27T08:00:00.000Z");
const EXECUTION = { toolCallId: "call-rough", messages: [], context: {} };

let counter = 0;

describe.each(testDatabases())("rough_schedule tool ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let session: ScheduleSession;

  beforeEach(async () => {
    counter += 1;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `粗排工具-${factory.name}-${counter}` });
    session = createScheduleSession({ db: db(), userId, now: NOW });
  });

  async function execute(input: Record<string, unknown>): Promise<ToolOutput> {
    const tool = createRoughScheduleTool(session, { now: NOW });
    return toolOutputSchema.parse(await tool.execute!(input, EXECUTION));
  }

  async function run(input: Record<string, unknown>): Promise<{ output: ToolOutput; state: ScheduleState }> {
    const output = await execute(input);
    const loaded = session.current();
    if (!loaded) throw new Error("the tool did not load the schedule");
    return { output, state: loaded.state };
  }

  function placedOn(state: ScheduleState, filter: (source: string) => boolean) {
    return state.tasks
      .filter((task) => task.status === "suggested" && filter(task.source))
      .flatMap((task) => task.slots ?? []);
  }

  it("待办 plans only the loose tasks, never before the first period that has not begun today", async () => {
    const { output, state } = await run({ task_class: "待办", range: "这周", allow_partial: true });
    expect(output.ok, output.text).toBe(true);
    const loose = placedOn(state, (source) => source === "task");
    expect(loose.length).toBeGreaterThan(0);
    expect(placedOn(state, (source) => source === "task_item")).toEqual([]);
    for (const slot of loose) {
      expect(slot.day >= 2 || slot.slot_start >= 8).toBe(true);
      expect(slot.day).toBeLessThanOrEqual(7);
    }
    // The session's cut-off: period 8 (16:55) is the first that has not begun at 16:00.
    expect(state.window.open_from).toEqual({ day: 1, slot: 8 });
  });

  it("离散和概率论 plans both classes together and no loose task; a name that fits no class changes nothing", async () => {
    const { output, state } = await run({ task_class: "离散和概率论", range: "下周", allow_partial: true });
    expect(output.ok, output.text).toBe(true);
    expect(output.text.split("\n")[0]).toMatch(/^粗排完成：已为 \[(离散数学期末复习|概率论复习)\].*为 \[(离散数学期末复习|概率论复习)\]/);
    const planned = new Set(state.tasks.filter((task) => task.status === "suggested").map((task) => task.category));
    expect([...planned].sort()).toEqual(["概率论复习", "离散数学期末复习"]);

    const refused = await execute({ task_class: "离散、日语", range: "下周" });
    expect(refused).toEqual({ ok: false, text: expect.stringMatching(/^粗排失败：没有名为「日语」的任务类。/) });
  });

  it("daily_cap keeps every day's study at or under the cap, counting blocks already there", async () => {
    const { output, state } = await run({ range: "下周", daily_cap: 3, allow_partial: true });
    expect(output.ok, output.text).toBe(true);
    for (let day = 8; day <= 14; day++) {
      // Study is every task that is not a course; a guest in a 水课 counts too.
      const study = state.tasks
        .filter((task) => !(task.source === "event" && task.event_type === "course"))
        .flatMap((task) => (task.slots ?? []).filter((slot) => slot.day === day))
        .reduce((sum, slot) => sum + slot.slot_end - slot.slot_start + 1, 0);
      expect(study).toBeLessThanOrEqual(3);
    }
    expect(output.text).toContain("未能安排");
  });

  it("days_off keeps the weekdays named free of every suggested block and says so in the student's words", async () => {
    const { output, state } = await run({ range: "下周", days_off: ["周六", "周日"], allow_partial: true });
    expect(output.ok, output.text).toBe(true);
    const weekend = new Set(state.window.day_mapping.filter((day) => day.day_of_week >= 6).map((day) => day.day_index));
    const suggested = placedOn(state, () => true);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.filter((slot) => weekend.has(slot.day))).toEqual([]);
    expect(output.text).toContain("周六、周日按你说的空着，没有安排学习。");
  });

  it("without allow_partial a week that cannot take everything changes nothing and says what is missing", async () => {
    const { output, state } = await run({ range: "这周" });
    expect(output.ok).toBe(false);
    expect(output.text).toMatch(/^粗排失败：.*还差\d+节/);
    expect(state.tasks.some((task) => task.status === "suggested")).toBe(false);
  });

  it("exclude keeps the named to-do and class pending, says so in the student's words and leaves it for the card", async () => {
    const { output, state } = await run({ range: "下周", exclude: ["错题本", "概率论"], allow_partial: true });
    expect(output.ok, output.text).toBe(true);
    expect(output.text).toContain("「错题本」、「概率论」没有排，按你说的留着。");
    expect(output.text).not.toMatch(/\[\d+\]整理离散数学错题本/);
    expect(state.tasks.find((task) => task.name === "整理离散数学错题本")?.status).toBe("pending");
    expect(state.tasks.filter((task) => task.category === "概率论复习").every((task) => task.status !== "suggested")).toBe(true);
    expect(state.tasks.some((task) => task.status === "suggested")).toBe(true);
    expect(output.facts).toMatchObject({ kind: "rough_plan", kept_out: ["错题本", "概率论"] });
    expect(session.draftNotes()).toEqual(["「错题本」、「概率论」没有排，按你说的留着。"]);
  });

  it("exclude naming nothing pending plans the rest and says so; a name fitting several to-dos changes nothing", async () => {
    const { output } = await run({ task_class: "待办", range: "下周", exclude: ["日语作文"], allow_partial: true });
    expect(output.ok, output.text).toBe(true);
    expect(output.text).toContain("没有找到叫「日语作文」的待排任务，其余的照常排了。");
    expect(output.facts).toMatchObject({ not_found: ["日语作文"] });

    counter += 1;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `粗排工具-两个整理-${counter}` });
    session = createScheduleSession({ db: db(), userId, now: NOW });
    const refused = await run({ task_class: "待办", range: "下周", exclude: ["整理"] });
    expect(refused.output).toEqual({ ok: false, text: expect.stringMatching(/^粗排失败：「整理」对得上好几条待办：.*是哪一条？$/) });
    expect(refused.state.tasks.some((task) => task.status === "suggested")).toBe(false);
    expect(session.draftNotes()).toEqual([]);
  });

  it("refuses a cap outside 1-12 with a Chinese reason", async () => {
    const output = await execute({ range: "下周", daily_cap: 0 });
    expect(output.ok).toBe(false);
    expect(output.text).toMatch(/^参数错误：daily_cap/);
  });
});
