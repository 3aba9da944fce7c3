/**
 * Runs real agent turns against a real database for tests: startTurn with injected deps (a scripted model, a fixed
 * "now", a controllable clock and abort signal), the streamed chunks collected and folded into the UIMessage a
 * client would hold (AI SDK readUIMessageStream), and everything the turn left behind read back: the persisted
 * messages, their timeline, the agent_runs rows and the student's drafts.
 */
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { readUIMessageStream, type UIMessageChunk } from "ai";
import type { Database } from "@/db/client";
import { listRuns } from "@/db/queries/agent-runs";
import { loadMessages } from "@/db/queries/conversations";
import { toDraftRecord, type DraftRecord } from "@/db/queries/drafts";
import { scheduleDrafts, type AgentRun } from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import { dumpTables } from "@/testing/database";
import { deriveTimeline, type PlannerUIMessage, type TimelineEvent } from "@/lib/protocol";
import type { TurnBudget } from "@/server/agent/budget";
import type { ResolvedModel } from "@/server/agent/models";
import { startTurn } from "@/server/agent/turn";

/** 2026-04-22 10:00 in Asia/Shanghai, a Wednesday: week 13 of the demo term, its revision plans start today. */
export const TURN_TEST_NOW = new Date("2026-04-22T02:00:00Z");
const TEST_TIME_ZONE = "Asia/Shanghai";
/** Generous enough that only the budget tests ever reach a limit. */
const TEST_BUDGET: TurnBudget = { maxModelCalls: 8, maxToolCalls: 16, maxElapsedMs: 60_000 };

let studentCounter = 0;

/** A fresh demo student as of TURN_TEST_NOW, so no test sees another test's tasks, drafts or versions. */
export async function seedStudent(db: Database, label = "学生"): Promise<number> {
  studentCounter += 1;
  return insertDemoStudent(db, { now: TURN_TEST_NOW, name: `${label}${studentCounter}-${randomUUID().slice(0, 8)}` });
}

/** A clock the test moves by hand; the turn reads it for its elapsed budget. */
export function manualClock(start = 1_000_000): { now: () => number; advance(milliseconds: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}

export interface TurnOptions {
  model: ResolvedModel;
  text: string;
  budget?: TurnBudget;
  clock?: () => number;
  signal?: AbortSignal;
  /** Sees every chunk as it arrives (e.g. to abort the request mid-stream). */
  onChunk?: (chunk: UIMessageChunk) => void;
  /** The client goes away after this chunk: the reader is cancelled, as when a browser tab closes. */
  disconnectAfter?: (chunk: UIMessageChunk) => boolean;
}

export interface StreamedTurn {
  userMessage: PlannerUIMessage;
  /** Every chunk the client received, in order. */
  chunks: UIMessageChunk[];
  /** The assistant message the client holds once the stream ended. */
  message: PlannerUIMessage;
  /** Error chunks the client received (none when the turn handled its failure itself). */
  streamErrors: string[];
}

export interface ConversationRecord {
  /** As persisted, in conversation order. */
  messages: PlannerUIMessage[];
  /** What the timeline endpoint answers after a reload. */
  timeline: TimelineEvent[];
  runs: AgentRun[];
  /** The student's drafts, newest first. */
  drafts: DraftRecord[];
}

/**
 * Folds chunks into the message a client's useChat would hold, with the same SDK function; `errors` are the texts
 * of the stream's error chunks (what useChat would surface as its error).
 */
async function foldChunks(chunks: UIMessageChunk[]): Promise<{ message: PlannerUIMessage; errors: string[] }> {
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  let last: PlannerUIMessage | undefined;
  const errors: unknown[] = [];
  for await (const message of readUIMessageStream<PlannerUIMessage>({ stream, onError: (error) => errors.push(error) })) {
    last = message;
  }
  if (!last) throw new Error("the stream carried no message");
  return { message: structuredClone(last), errors: errors.map((error) => (error instanceof Error ? error.message : String(error))) };
}

async function readConversation(db: Database, userId: number, conversationId: string): Promise<ConversationRecord> {
  const messages = await loadMessages(db, conversationId);
  const rows = await db
    .select()
    .from(scheduleDrafts)
    .where(eq(scheduleDrafts.userId, userId))
    .orderBy(desc(scheduleDrafts.createdAt));
  return {
    messages,
    timeline: deriveTimeline(messages),
    runs: await listRuns(db, conversationId),
    drafts: rows.map(toDraftRecord),
  };
}

/**
 * One conversation of one student. `say` runs a turn and reads the stream to its end, as the browser does;
 * `clientMessages` is the list a client holding the live stream would have, turn after turn.
 */
export class TestConversation {
  readonly id = `conv-${randomUUID()}`;
  readonly clientMessages: PlannerUIMessage[] = [];
  private turnCount = 0;

  constructor(
    private readonly db: Database,
    readonly userId: number,
    private readonly now: Date = TURN_TEST_NOW,
  ) {}

  async say(options: TurnOptions): Promise<StreamedTurn & ConversationRecord> {
    this.turnCount += 1;
    const turn = this.turnCount;
    const userMessage: PlannerUIMessage = { id: `${this.id}-u${turn}`, role: "user", parts: [{ type: "text", text: options.text }] };
    let assistantIds = 0;
    const stream = await startTurn(
      {
        db: this.db,
        userId: this.userId,
        model: options.model,
        budget: options.budget ?? TEST_BUDGET,
        now: this.now,
        clock: options.clock ?? (() => 0),
        signal: options.signal,
        defaultTimeZone: TEST_TIME_ZONE,
        generateId: () => `${this.id}-a${turn}-${++assistantIds}`,
      },
      { conversationId: this.id, message: userMessage },
    );

    const chunks: UIMessageChunk[] = [];
    const reader = stream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value);
      options.onChunk?.(next.value);
      if (options.disconnectAfter?.(next.value)) {
        await reader.cancel();
        await this.runFinished();
        break;
      }
    }
    const { message, errors } = await foldChunks(chunks);
    this.clientMessages.push(userMessage, message);
    return { userMessage, chunks, message, streamErrors: errors, ...(await this.read()) };
  }

  /** Waits until the latest run is closed: after a disconnect the turn winds down without a reader. */
  private async runFinished(): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const runs = await listRuns(this.db, this.id);
      if (runs.length > 0 && runs.at(-1)?.finishedAt) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the run was never closed after the client disconnected");
  }

  read(): Promise<ConversationRecord> {
    return readConversation(this.db, this.userId, this.id);
  }

  /** The timeline the client renders from what it received live. */
  liveTimeline(): TimelineEvent[] {
    return deriveTimeline(this.clientMessages);
  }
}

/** The kinds of a timeline, in order; what most ordering assertions compare. */
export function kindsOf(events: readonly TimelineEvent[]): string[] {
  return events.map((event) => event.kind);
}

/** The events of one message (a turn's assistant reply). */
export function eventsOf(events: readonly TimelineEvent[], messageId: string): TimelineEvent[] {
  return events.filter((event) => event.message_id === messageId);
}

/** Every committed row (timetable, tasks, versions), leaving out the drafts a turn may write. */
export async function committedTables(db: Database): Promise<Record<string, unknown[]>> {
  const { schedule_drafts: _drafts, ...committed } = await dumpTables(db);
  return committed;
}
