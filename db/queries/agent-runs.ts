/** The agent_runs ledger (seed 003): every turn is a row whose state moves forward and ends exactly once. */
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../client";
import { agentRuns, type AgentRun, type RunStatus } from "../schema";

export interface CreateRunParams {
  userId: number;
  conversationId: string;
  model: string;
  /** When it starts, on the server's clock: every staleness check reads that clock, and the database's may differ. */
  startedAt?: Date;
  /** The server process running it, when that process beats for its runs (its first beat is the start). */
  instance?: string;
}

export async function createRun(executor: Executor, params: CreateRunParams): Promise<AgentRun> {
  const [row] = await executor
    .insert(agentRuns)
    .values({
      userId: params.userId,
      conversationId: params.conversationId,
      model: params.model,
      status: "received",
      ...(params.startedAt ? { startedAt: params.startedAt } : {}),
      ...(params.instance ? { instance: params.instance, heartbeatAt: params.startedAt ?? null } : {}),
    })
    .returning();
  return row;
}

/** Moves an unfinished run to a non-final state; a finished run is never reopened. */
export async function markRunProgress(executor: Executor, runId: string, status: RunStatus): Promise<void> {
  await executor
    .update(agentRuns)
    .set({ status })
    .where(and(eq(agentRuns.id, runId), isNull(agentRuns.finishedAt)));
}

export interface FinishRunParams {
  status: "completed" | "blocked" | "failed" | "cancelled";
  modelCalls: number;
  toolCalls: number;
  draftId?: string;
  error?: string;
}

/** Ends the run once: a second finish (e.g. a cancel racing a completion) changes nothing. */
export async function finishRun(executor: Executor, runId: string, params: FinishRunParams): Promise<boolean> {
  const rows = await executor
    .update(agentRuns)
    .set({
      status: params.status,
      modelCalls: params.modelCalls,
      toolCalls: params.toolCalls,
      draftId: params.draftId ?? null,
      error: params.error ?? null,
      finishedAt: new Date(),
    })
    .where(and(eq(agentRuns.id, runId), isNull(agentRuns.finishedAt)))
    .returning({ id: agentRuns.id });
  return rows.length > 0;
}

export async function getRun(executor: Executor, runId: string): Promise<AgentRun | null> {
  const [row] = await executor.select().from(agentRuns).where(eq(agentRuns.id, runId));
  return row ?? null;
}

export async function listRuns(executor: Executor, conversationId: string): Promise<AgentRun[]> {
  return executor.select().from(agentRuns).where(eq(agentRuns.conversationId, conversationId)).orderBy(agentRuns.startedAt);
}

/** The conversation whose most recent turn worked on this draft (where its schedule_completed belongs). */
export async function conversationOfDraft(executor: Executor, userId: number, draftId: string): Promise<string | null> {
  const [row] = await executor
    .select({ conversationId: agentRuns.conversationId })
    .from(agentRuns)
    .where(and(eq(agentRuns.draftId, draftId), eq(agentRuns.userId, userId)))
    .orderBy(desc(agentRuns.startedAt))
    .limit(1);
  return row?.conversationId ?? null;
}

export interface StaleRun {
  id: string;
  conversationId: string;
}

/**
 * Claims the student's one turn: under a per-student lock, first closes their runs left unfinished past
 * `staleBefore` (the server running them stopped) as interrupted, then inserts the new run unless another is still
 * going. Null means busy. The lock makes the check and the insert one step, on Postgres as on PGlite.
 */
export async function claimRun(
  db: Database,
  params: CreateRunParams,
  stale: Staleness,
): Promise<{ run: AgentRun | null; interrupted: StaleRun[] }> {
  return db.transaction(async (tx) => {
    await lockStudentWrites(tx, params.userId);
    const interrupted = await interruptStaleRuns(tx, { userId: params.userId, ...stale });
    return { run: (await hasRunningTurn(tx, params.userId)) ? null : await createRun(tx, params), interrupted };
  });
}

/**
 * The student's writer lock for the rest of the transaction: claiming a turn takes it, and so does any other
 * write of the draft (a move in the week grid), which then checks that no turn is running.
 */
export async function lockStudentWrites(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agent-run:${userId}`}))`);
}

export async function hasRunningTurn(executor: Executor, userId: number): Promise<boolean> {
  const [running] = await executor
    .select({ id: agentRuns.id })
    .from(agentRuns)
    .where(and(eq(agentRuns.userId, userId), isNull(agentRuns.finishedAt)))
    .limit(1);
  return running !== undefined;
}

/** When an unfinished run counts as abandoned. */
export interface Staleness {
  /** Started before this: past any turn's time budget. */
  staleBefore: Date;
  /** Its server's last heartbeat before this: that server is gone. */
  heartbeatBefore?: Date;
  /** Run by these server processes, known to be gone. */
  instances?: string[];
}

/** Closes abandoned unfinished runs (of one student, or of everyone) as interrupted. */
export async function interruptStaleRuns(executor: Executor, scope: Staleness & { userId?: number }): Promise<StaleRun[]> {
  const abandoned = or(
    lt(agentRuns.startedAt, scope.staleBefore),
    scope.heartbeatBefore ? lt(agentRuns.heartbeatAt, scope.heartbeatBefore) : undefined,
    scope.instances && scope.instances.length > 0 ? inArray(agentRuns.instance, scope.instances) : undefined,
  );
  return executor
    .update(agentRuns)
    .set({ status: "interrupted", error: "the server stopped before the turn finished", finishedAt: new Date() })
    .where(and(isNull(agentRuns.finishedAt), abandoned, scope.userId === undefined ? undefined : eq(agentRuns.userId, scope.userId)))
    .returning({ id: agentRuns.id, conversationId: agentRuns.conversationId });
}

/** The server processes that hold unfinished runs. */
export async function openRunInstances(executor: Executor): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ instance: agentRuns.instance })
    .from(agentRuns)
    .where(and(isNull(agentRuns.finishedAt), isNotNull(agentRuns.instance)));
  return rows.flatMap((row) => (row.instance === null ? [] : [row.instance]));
}

/** One heartbeat of a server process: its unfinished runs are alive at `at`. */
export async function beatRuns(executor: Executor, instance: string, at: Date): Promise<void> {
  await executor
    .update(agentRuns)
    .set({ heartbeatAt: at })
    .where(and(eq(agentRuns.instance, instance), isNull(agentRuns.finishedAt)));
}
