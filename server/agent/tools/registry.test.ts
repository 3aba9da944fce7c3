/**
 * The tool contract (lib/protocol/tools.ts) and the registry of factories (registry.ts) agree: every tool has a label,
 * a kind, a routing description, an input schema, a stage that offers it and a factory that builds exactly it. An
 * entry added to one side only, or half filled in, fails here.
 */
import { asSchema, type JSONSchema7 } from "ai";
import { beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { createUser } from "@/db/queries/users";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { timetableExample } from "@/testing/fixtures/seed-example";
import {
  businessCardDataSchema,
  PLANNER_TOOL_NAMES,
  PLANNER_TOOLS,
  toolOutputSchema,
  TOOL_LABELS,
  type BusinessCardData,
  type PlannerToolKind,
  type PlannerToolName,
  type ScheduleCompletedData,
} from "@/lib/protocol";
import { scheduleCommits } from "@/db/schema";
import { executeTool, SCHEDULE_TOOL_NAMES, type ScheduleToolName } from "@/lib/schedule";
import type { ScheduleSession } from "@/server/schedule/schedule-session";
import { startMeter } from "../budget";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { STAGE_TOOLS } from "../stages";
import type { TurnToolContext } from "./context";
import type { ToolLedger } from "./guard";
import { createTurnTools, TOOL_FACTORIES } from "./registry";

const NOW = new Date("2026-04-27T08:00:00.000Z");
const ZONE = "Asia/Shanghai";
const EXECUTION = { toolCallId: "call-registry", messages: [], context: {} };
const KINDS: readonly PlannerToolKind[] = ["read", "write", "quick_task", "build", "propose", "ask"];

/** A draft in memory: the schedule tools run on it, and a write is only remembered. */
function memorySession(): ScheduleSession {
  let state = timetableExample;
  const term = { id: 1, start_date: "2026-04-20", weeks: 18, section_times: [...DEFAULT_SECTION_TIMES], timezone: ZONE };
  const schedule = () => ({ term, base: timetableExample, baseVersion: 1, state });
  return {
    load: async () => ({ ok: true, schedule: schedule() }),
    current: () => schedule(),
    commitToDraft: async (next) => {
      state = next;
    },
    revert: async () => false,
    refresh: () => undefined,
    draftNotes: () => [],
  };
}

/** A context no tool below reaches the database through (its inputs are answered before any query). */
function offlineContext(cards: BusinessCardData[] = []): TurnToolContext {
  return { db: undefined as never, userId: 0, now: NOW, timeZone: ZONE, emitCard: (card) => cards.push(card), session: memorySession() };
}

function newLedger(): ToolLedger {
  return { meter: startMeter({ maxModelCalls: 50, maxToolCalls: 50, maxElapsedMs: 60_000 }, 0), calls: [], clock: () => 0 };
}

/** Arguments each tool answers without a database: valid ones for the schedule tools, refused ones for the rest. */
const OFFLINE_INPUT: Record<PlannerToolName, Record<string, unknown>> = {
  get_overview: {},
  query_range: { day: 1 },
  find_first_free: { duration: 2 },
  find_free: { duration: 2 },
  list_tasks: { status: "pending" },
  query_free_time: { when: "第1天" },
  query_day: { when: "第1天" },
  get_task_info: { task_id: 1 },
  place: { task_id: 999, day: 1, slot_start: 1 },
  move: { task_id: 999, new_day: 1, new_slot_start: 1 },
  swap: { task_a: 998, task_b: 999 },
  batch_move: { moves: [] },
  unplace: { task_id: 999 },
  rough_schedule: { daily_cap: 0 },
  propose_task_class: {},
  ask_user: { question: "这周还是下周？", options: ["这周", "下周"] },
  quick_note: {},
  create_task: {},
  query_tasks: { limit: 0 },
  complete_task: {},
  update_task: { task: "" },
  delete_task: {},
  undo_schedule: {},
  query_progress: { focus: "all" },
  record_checkin: { entries: [] },
  record_exam: { title: "" },
  query_exams: { exam: "" },
  cancel_exam: { exam: "" },
  query_term: { extra: 1 },
  set_term_week: { current_week: 0 },
};

function contractJsonSchema(name: PlannerToolName): JSONSchema7 {
  return z.toJSONSchema(PLANNER_TOOLS[name].inputSchema, { io: "input", unrepresentable: "any" }) as JSONSchema7;
}

describe("the tool contract", () => {
  test.each(PLANNER_TOOL_NAMES)("%s has a label, a kind, a routing description and a described input schema", (name) => {
    const entry = PLANNER_TOOLS[name];
    expect(entry.label).toMatch(/\p{Script=Han}/u);
    expect(TOOL_LABELS[name]).toBe(entry.label);
    expect(KINDS).toContain(entry.kind);
    expect(entry.description).toMatch(/适用：[\s\S]*不适用：/);
    const schema = contractJsonSchema(name);
    expect(schema.type).toBe("object");
    for (const property of Object.values(schema.properties ?? {})) expect(property).toHaveProperty("description");
  });

  test("the schedule tools keep their read / write kinds from the schedule core", () => {
    expect(PLANNER_TOOL_NAMES.filter((name) => ["read", "write"].includes(PLANNER_TOOLS[name].kind))).toEqual([
      ...SCHEDULE_TOOL_NAMES,
      // The questions about time read the same draft, answering in dates and clock times.
      "query_free_time",
      "query_day",
    ]);
  });

  test("every stage offers registered tools only, and every tool is offered by some stage", () => {
    const offered = new Set(Object.values(STAGE_TOOLS).flat());
    for (const name of offered) expect(Object.keys(TOOL_FACTORIES)).toContain(name);
    expect([...PLANNER_TOOL_NAMES].filter((name) => !offered.has(name))).toEqual([]);
  });
});

describe("the tool registry", () => {
  test("has one factory per contract name, in the contract's order", () => {
    expect(Object.keys(TOOL_FACTORIES)).toEqual([...PLANNER_TOOL_NAMES]);
  });

  test.each(PLANNER_TOOL_NAMES)("%s: the factory builds the tool its name says", async (name) => {
    const tool = TOOL_FACTORIES[name](offlineContext());
    expect(tool.description).toBe(PLANNER_TOOLS[name].description);
    const offered = await asSchema<unknown>(tool.inputSchema).jsonSchema;
    const contract = contractJsonSchema(name);
    expect(Object.keys(offered.properties ?? {})).toEqual(Object.keys(contract.properties ?? {}));
    expect(offered.required ?? []).toEqual(contract.required ?? []);
  });

  test("builds the turn's tools in the contract's order, each recording its calls under its own name", async () => {
    const ledger = newLedger();
    const tools = createTurnTools(offlineContext(), ledger);
    expect(Object.keys(tools)).toEqual([...PLANNER_TOOL_NAMES]);
    // undo_schedule has no argument to refuse: it always reads the commit log (tested on a database below).
    const offline = PLANNER_TOOL_NAMES.filter((name) => name !== "undo_schedule");
    for (const name of offline) {
      const execute = tools[name].execute;
      if (!execute) throw new Error(`${name} has no execute`);
      toolOutputSchema.parse(await execute(OFFLINE_INPUT[name] as never, EXECUTION));
    }
    expect(ledger.calls.map((call) => call.name)).toEqual(offline);
    expect(ledger.meter.toolCalls).toBe(offline.length);
  });

  test("every tool hands the model { ok, text } and its facts, if any, as the built-in model's provider options", async () => {
    const tools = createTurnTools(offlineContext(), newLedger());
    const input = { status: "pending" };
    const output = toolOutputSchema.parse(await tools.list_tasks.execute!(input, EXECUTION));
    const listing = executeTool(timetableExample, "list_tasks", input);
    expect(output).toEqual({ ok: true, text: listing.text, facts: listing.facts });
    // What an OpenAI-compatible model is sent is the reply as before; only the built-in model reads the facts.
    expect(await tools.list_tasks.toModelOutput!({ toolCallId: "c1", input, output })).toEqual({
      type: "json",
      value: { ok: true, text: listing.text },
      providerOptions: { offline: { facts: listing.facts } },
    });
    const asked = { question: "想排到哪段时间？" };
    const question = toolOutputSchema.parse(await tools.ask_user.execute!(asked, EXECUTION));
    expect(await tools.ask_user.toModelOutput!({ toolCallId: "c2", input: asked, output: question })).toEqual({ type: "json", value: question });
  });

  test("the time questions hand the days they read as facts: dates, free runs and entries by the clock", async () => {
    const tools = createTurnTools(offlineContext(), newLedger());
    const free = toolOutputSchema.parse(await tools.query_free_time.execute!({ when: "第1天", part: "afternoon" }, EXECUTION));
    expect(free.facts).toMatchObject({ kind: "free_time", part: "afternoon", days: [{ over: expect.any(Boolean) }] });
    const [day] = free.facts?.kind === "free_time" ? free.facts.days : [];
    // The line says the same runs: "…下午 空闲：14:00–15:40（2节）；…".
    expect(day.runs.length).toBeGreaterThan(0);
    for (const run of day.runs) expect(free.text).toContain(`${run.start}–${run.end}（${run.periods}节）`);

    const agenda = toolOutputSchema.parse(await tools.query_day.execute!({ when: "第1天" }, EXECUTION));
    expect(agenda.facts).toMatchObject({ kind: "day_agenda", remaining_only: false, days: [{ date: day.date, weekday: day.weekday, over: false }] });
    const entries = agenda.facts?.kind === "day_agenda" ? agenda.facts.days[0].entries : [];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(agenda.text).toContain(`${entry.start}–${entry.end} ${entry.name}（${entry.kind === "course" ? "课" : "学习"}`);
  });

  test.each(SCHEDULE_TOOL_NAMES)("%s runs that schedule tool on the turn's draft", async (name: ScheduleToolName) => {
    const tool = TOOL_FACTORIES[name](offlineContext());
    const output = toolOutputSchema.parse(await tool.execute!(OFFLINE_INPUT[name] as never, EXECUTION));
    const expected = executeTool(timetableExample, name, OFFLINE_INPUT[name]);
    expect(output).toEqual({ ok: expected.ok, text: expected.text, ...(expected.facts ? { facts: expected.facts } : {}) });
  });
});

describe.each(testDatabases())("the task tools of a turn ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeAll(async () => {
    userId = (await createUser(db(), "任务工具的学生")).id;
  });

  test("query_tasks finds what quick_note just recorded, each with its card", async () => {
    const cards: BusinessCardData[] = [];
    const tools = createTurnTools({ ...offlineContext(cards), db: db(), userId }, newLedger());
    const noted = toolOutputSchema.parse(await tools.quick_note.execute!({ content: "记一下明天交实验报告" }, EXECUTION));
    expect(noted.text).toBe("已记下：「交实验报告」（截止 2026-04-28 23:59，重要不紧急）。");

    const found = toolOutputSchema.parse(await tools.query_tasks.execute!({ keyword: "实验报告" }, EXECUTION));
    expect(found.text).toMatch(/^共找到 1 条任务.*\n\[\d+\]交实验报告 \| 重要不紧急 \| 截止 2026-04-28 23:59$/);

    expect(cards.map((card) => businessCardDataSchema.parse(card).business_card.card_type)).toEqual(["task_record", "task_query"]);
  });

  test("undo_schedule offers the last commit's card with its commit_id, and says so when there is none", async () => {
    const offers: ScheduleCompletedData[] = [];
    const fresh = (await createUser(db(), "没有安排的学生")).id;
    const none = createTurnTools({ ...offlineContext(), db: db(), userId: fresh, emitUndoOffer: (data) => offers.push(data) }, newLedger());
    expect(toolOutputSchema.parse(await none.undo_schedule.execute!({}, EXECUTION))).toEqual({ ok: false, text: "还没有写入过日程的安排，没有可以撤销的。" });

    const [commit] = await db()
      .insert(scheduleCommits)
      .values({
        userId: fresh,
        version: 1,
        changes: { weeks: [13], changes: [{ owner: "item:1", name: "集合", before: { ranges: [] }, after: { ranges: [{ week: 13, day_of_week: 3, section_start: 9, section_end: 10 }] } }] },
        result: { draft_id: "00000000-0000-4000-8000-000000000001", version: 1, placed: 1, moved: 0, embedded: 0, unplaced: 0 },
      })
      .returning({ id: scheduleCommits.id });
    const tools = createTurnTools({ ...offlineContext(), db: db(), userId: fresh, emitUndoOffer: (data) => offers.push(data) }, newLedger());
    const output = toolOutputSchema.parse(await tools.undo_schedule.execute!({}, EXECUTION));

    expect(output.ok).toBe(true);
    expect(output.text).toMatch(/^最近一次写入日程的是\d+月\d+日 \d\d:\d\d确认的方案（新增1项）。/);
    expect(output.text).not.toMatch(/[0-9a-f]{8}-/);
    expect(output.facts).toEqual({ kind: "undo_offer", redo: false });
    expect(offers).toEqual([expect.objectContaining({ commit_id: commit.id, placed: 1 })]);
  });
});
