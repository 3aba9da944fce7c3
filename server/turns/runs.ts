/**
 * One turn per student at a time, and no run left open forever. A turn claims its run before it touches the
 * conversation; while another turn of the same student is going, it waits (a second tab, a double send), and
 * after as long as a turn may last it gives up with turn:busy. Runs found unfinished past that time belong to a
 * server that stopped: they are closed as interrupted and their conversation says so.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Database, Transaction } from "@/db/client";
import {
  claimRun,
  hasRunningTurn,
  interruptStaleRuns,
  lockStudentWrites,
  openRunInstances,
  type CreateRunParams,
  type StaleRun,
  type Staleness,
} from "@/db/queries/agent-runs";
import { appendMessageOnce } from "@/db/queries/conversations";
import type { AgentRun } from "@/db/schema";
import { PlannerError } from "@/lib/errors";
import { now } from "@/server/clock";
import { currentInstance, HEARTBEAT_STALE_MS, isBeating, isGoneOnThisHost } from "./instance";

/**
 * Slack past a turn's elapsed budget before its run counts as abandoned (the hard stop plus saving): a quarter of the
 * budget, between 1 and 30 s (30 s with the default two-minute budget).
 */
function staleGraceMs(maxElapsedMs: number): number {
  return Math.min(30_000, Math.max(1_000, maxElapsedMs / 4));
}
const POLL_MS = 200;

export const INTERRUPTED_TEXT = "服务中断，这一轮回复没有完成。可以再发一次。";

function staleBefore(now: number, maxElapsedMs: number): Date {
  return new Date(now - maxElapsedMs - staleGraceMs(maxElapsedMs));
}

/** Abandoned: past any turn's time, or its server's heartbeat stopped. */
function staleness(now: number, maxElapsedMs: number): Staleness {
  return { staleBefore: staleBefore(now, maxElapsedMs), heartbeatBefore: new Date(now - HEARTBEAT_STALE_MS) };
}

/** Adds the 服务中断 note to each interrupted run's conversation, once per run. */
async function noteInterrupted(db: Database, runs: StaleRun[]): Promise<void> {
  for (const run of runs) {
    await appendMessageOnce(db, run.conversationId, {
      id: `interrupted-${run.id}`,
      role: "assistant",
      parts: [{ type: "data-interrupt", data: { reason: "interrupted", text: INTERRUPTED_TEXT } }],
    });
  }
}

export const STOPPED_WHILE_WAITING = "你停止了这条消息：上一轮回复还没结束，它还没开始，没有发送。";

/**
 * The student's run for this turn, once no other turn of theirs is going. Waits by polling (a lock held across a
 * streaming turn would pin a database connection for minutes); `signal` (the stop button, when no turn of this
 * conversation is running) ends the wait, and the message is not sent.
 */
export async function claimTurnRun(
  db: Database,
  params: CreateRunParams,
  options: { maxElapsedMs: number; signal?: AbortSignal },
): Promise<AgentRun> {
  const deadline = Date.now() + options.maxElapsedMs + staleGraceMs(options.maxElapsedMs);
  for (;;) {
    // Stamped with the server's clock, which every staleness check reads (a database's clock may differ).
    const startedAt = now();
    const instance = isBeating() ? currentInstance() : undefined;
    const { run, interrupted } = await claimRun(db, { ...params, startedAt, instance }, staleness(startedAt.getTime(), options.maxElapsedMs));
    await noteInterrupted(db, interrupted);
    if (run) return run;
    if (options.signal?.aborted) throw new PlannerError("turn:busy", { message: STOPPED_WHILE_WAITING, context: { userId: params.userId } });
    if (Date.now() >= deadline) throw new PlannerError("turn:busy", { context: { userId: params.userId } });
    await sleep(POLL_MS);
  }
}

/**
 * Start-up: closes every run a stopped server left open, with a note in each conversation: at once those of this
 * host's processes that are gone (the server this one replaces), and any whose time or heartbeat ran out.
 */
export async function sweepInterruptedRuns(db: Database, maxElapsedMs: number): Promise<number> {
  const gone = (await openRunInstances(db)).filter((instance) => isGoneOnThisHost(instance));
  const runs = await interruptStaleRuns(db, { ...staleness(Date.now(), maxElapsedMs), instances: gone });
  await noteInterrupted(db, runs);
  return runs.length;
}

/**
 * Shutdown: closes the open runs of these students — the turns this server runs and will not finish — as
 * interrupted, with the same note. Each student has one open run at most, and it is the one this server holds.
 */
export async function interruptRunsOf(db: Database, userIds: Iterable<number>): Promise<number> {
  // Any run started before now; a minute ahead so that a database clock a little ahead of ours changes nothing.
  const staleBefore = new Date(Date.now() + 60_000);
  let count = 0;
  for (const userId of new Set(userIds)) {
    const runs = await interruptStaleRuns(db, { userId, staleBefore });
    await noteInterrupted(db, runs);
    count += runs.length;
  }
  return count;
}

/** How long a confirm or an undo waits for a turn that is ending (saving its answer) before it is refused. */
const WRITE_WAIT_MS = 2_000;

/**
 * A write of the student's schedule outside a turn (a confirm, an undo) in one transaction under their writer lock,
 * once no turn of theirs is running: a turn claims its run under the same lock, so neither starts while the other
 * writes. A turn that is just ending is waited for (its card shows a moment before its run is closed); one still
 * going refuses the write with turn:busy and `refusal`, and nothing is written. Runs a stopped server left open
 * past their time do not count: they are closed as interrupted first, with their note.
 */
export async function writeBetweenTurns<T>(
  db: Database,
  userId: number,
  write: (tx: Transaction) => Promise<T>,
  options: { refusal: string; maxElapsedMs: number; waitMs?: number },
): Promise<T> {
  const deadline = Date.now() + (options.waitMs ?? WRITE_WAIT_MS);
  for (;;) {
    const interrupted: StaleRun[] = [];
    const outcome = await db.transaction(async (tx) => {
      await lockStudentWrites(tx, userId);
      interrupted.push(...(await interruptStaleRuns(tx, { userId, ...staleness(Date.now(), options.maxElapsedMs) })));
      if (await hasRunningTurn(tx, userId)) return { busy: true as const };
      return { busy: false as const, value: await write(tx) };
    });
    await noteInterrupted(db, interrupted);
    if (!outcome.busy) return outcome.value;
    if (Date.now() >= deadline) throw new PlannerError("turn:busy", { message: options.refusal, context: { userId } });
    await sleep(POLL_MS);
  }
}
