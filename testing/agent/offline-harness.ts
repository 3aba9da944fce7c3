/**
 * Drives whole agent turns in tests the way the chat route does: startTurn on a real database, every chunk read,
 * the assistant message rebuilt with the AI SDK's own readUIMessageStream, and the persisted conversation read back.
 * The model is a parameter, so the offline model and an OpenAI-compatible one run through the same harness.
 */
import { readUIMessageStream, type UIMessageChunk } from "ai";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { getRun } from "@/db/queries/agent-runs";
import { loadMessages } from "@/db/queries/conversations";
import { listTasks, type TaskRecord } from "@/db/queries/tasks";
import { scheduleDrafts, schedules, type AgentRun, type ScheduleDraftRow } from "@/db/schema";
import { deriveTimeline, type PlannerUIMessage, type TimelineEvent } from "@/lib/protocol";
import { freeRuns } from "@/lib/schedule/occupancy";
import type { ScheduleState, StateTask } from "@/lib/schedule/state";
import type { TurnBudget } from "@/server/agent/budget";
import { resolveModel, type ResolvedModel } from "@/server/agent/models";
import { startTurn, type TurnDeps } from "@/server/agent/turn";

const GENEROUS_BUDGET: TurnBudget = { maxModelCalls: 12, maxToolCalls: 24, maxElapsedMs: 60_000 };

export interface HarnessSetup {
  db: Database;
  userId: number;
  now: Date;
  model?: ResolvedModel;
  budget?: TurnBudget;
  signal?: AbortSignal;
}

export interface TurnOutcome {
  /** Every chunk the client would have received, in order. */
  chunks: UIMessageChunk[];
  /** The assistant message as the client assembles it from the stream. */
  message: PlannerUIMessage;
  /** The assistant message as persisted (what a reload shows). */
  stored: PlannerUIMessage;
  /** Timeline events of this turn's assistant message, derived from the persisted conversation. */
  events: TimelineEvent[];
  /** The same events derived from the streamed message: what the student saw live. */
  liveEvents: TimelineEvent[];
  /** The whole conversation's timeline after the turn. */
  timeline: TimelineEvent[];
  run: AgentRun;
}

/** A conversation of one student: each `say` is one turn; ids are deterministic. */
export interface Conversation {
  id: string;
  say(text: string): Promise<TurnOutcome>;
}

let conversationCounter = 0;

export function startConversation(setup: HarnessSetup, name = "conversation"): Conversation {
  conversationCounter += 1;
  const id = `${name}-${conversationCounter}`;
  let turn = 0;
  return {
    id,
    say: async (text) => {
      turn += 1;
      return runTurn(setup, id, { id: `${id}-user-${turn}`, role: "user", parts: [{ type: "text", text }] }, `${id}-assistant-${turn}`);
    },
  };
}

async function runTurn(
  setup: HarnessSetup,
  conversationId: string,
  userMessage: PlannerUIMessage,
  assistantId: string,
): Promise<TurnOutcome> {
  const deps: TurnDeps = {
    db: setup.db,
    userId: setup.userId,
    // Without OPENAI_API_KEY resolveModel answers with the built-in offline model, as the app does.
    model: setup.model ?? resolveModel({ OPENAI_MODEL: "unused" }),
    budget: setup.budget ?? GENEROUS_BUDGET,
    now: setup.now,
    clock: () => 0,
    signal: setup.signal,
    defaultTimeZone: "Asia/Shanghai",
    generateId: () => assistantId,
  };
  const stream = await startTurn(deps, { conversationId, message: userMessage });
  const chunks: UIMessageChunk[] = [];
  const reader = stream.getReader();
  // Reading to the end also waits for the turn's onEnd: the stream closes only after persistence finished.
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);

  let message: PlannerUIMessage | undefined;
  for await (const snapshot of readUIMessageStream<PlannerUIMessage>({ stream: streamOf(chunks) })) message = snapshot;
  if (!message) throw new Error("the turn streamed no assistant message");

  const conversation = await loadMessages(setup.db, conversationId);
  const stored = conversation.find((candidate) => candidate.id === assistantId);
  if (!stored) throw new Error(`assistant message ${assistantId} was not persisted`);
  const timeline = deriveTimeline(conversation);
  const runId = stored.metadata?.run_id;
  const run = runId ? await getRun(setup.db, runId) : null;
  if (!run) throw new Error("the turn left no agent_runs row");
  return {
    chunks,
    message,
    stored,
    events: timeline.filter((event) => event.message_id === assistantId),
    liveEvents: deriveTimeline([message]),
    timeline,
    run,
  };
}

function streamOf(chunks: readonly UIMessageChunk[]): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

// ---------- what a turn left in the database ----------

export async function tasksOf(db: Database, userId: number): Promise<TaskRecord[]> {
  return listTasks(db, userId);
}

export async function openDraftsOf(db: Database, userId: number): Promise<ScheduleDraftRow[]> {
  return db
    .select()
    .from(scheduleDrafts)
    .where(and(eq(scheduleDrafts.userId, userId), eq(scheduleDrafts.status, "open")))
    .orderBy(asc(scheduleDrafts.createdAt));
}

/** The committed timetable: every occupied period, in a stable order. */
export async function scheduleRowsOf(db: Database, userId: number) {
  return db
    .select()
    .from(schedules)
    .where(eq(schedules.userId, userId))
    .orderBy(asc(schedules.week), asc(schedules.dayOfWeek), asc(schedules.section));
}

export async function scheduleRowCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(schedules).where(eq(schedules.userId, userId));
  return row.value;
}

// ---------- reading a turn ----------

export type EventKinds = Array<TimelineEvent["kind"]>;

/** An event without its position, to compare what streamed live with what a reload derives. */
export function withoutPosition(events: readonly TimelineEvent[]) {
  return events.map(({ kind, role, content, payload }) => ({ kind, role, content, payload }));
}

/** The kinds of a turn's events without status lines, which only narrate progress. */
export function kindsOf(events: readonly TimelineEvent[]): EventKinds {
  return events.filter((event) => event.kind !== "status").map((event) => event.kind);
}

export function toolCallsOf(events: readonly TimelineEvent[]): Array<{ name: string; arguments: unknown }> {
  return events
    .filter((event) => event.kind === "tool_call")
    .map((event) => ({ name: event.payload.tool!.name, arguments: event.payload.tool!.arguments }));
}

export function textsOf(events: readonly TimelineEvent[]): string[] {
  return events.filter((event) => event.kind === "assistant_text").map((event) => event.content);
}

export function cardsOf(events: readonly TimelineEvent[]) {
  return events.flatMap((event) => (event.kind === "business_card" && event.payload.business_card ? [event.payload.business_card] : []));
}

export function confirmOf(events: readonly TimelineEvent[]) {
  return events.find((event) => event.kind === "confirm_request")?.payload.confirm;
}

// ---------- reading a draft ----------

/** The one open draft of the student; a turn that plans must leave exactly one. */
export async function theOpenDraft(db: Database, userId: number): Promise<ScheduleDraftRow> {
  const drafts = await openDraftsOf(db, userId);
  if (drafts.length !== 1) throw new Error(`expected one open draft, found ${drafts.length}`);
  return drafts[0];
}

export function suggestedTasks(state: ScheduleState): StateTask[] {
  return state.tasks.filter((task) => task.status === "suggested");
}

export function taskByName(state: ScheduleState, name: string): StateTask {
  const task = state.tasks.find((candidate) => candidate.name === name);
  if (!task) throw new Error(`no task named ${name} in the draft`);
  return task;
}

/** The first free run long enough for the task, on a day other than the ones it occupies now. */
export function freeTargetFor(state: ScheduleState, task: StateTask): { day: number; slot_start: number } {
  const busyDays = new Set((task.slots ?? []).map((slot) => slot.day));
  const length = task.duration ?? 2;
  for (let day = 1; day <= state.window.total_days; day++) {
    if (busyDays.has(day)) continue;
    const run = freeRuns(state, day).find((candidate) => candidate.slot_end - candidate.slot_start + 1 >= length);
    if (run) return { day, slot_start: run.slot_start };
  }
  throw new Error(`no free run of ${length} periods for ${task.name}`);
}
