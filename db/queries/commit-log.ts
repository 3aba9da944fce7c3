/**
 * The commit log: each write of the schedule with its change set, and the undo that reverts one. An undo is a commit
 * of its own (new version, its own change set), so undoing an undo redoes.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { PlannerError } from "@/lib/errors";
import type { CommitResult } from "@/lib/protocol";
import {
  changedSince,
  diffBlocks,
  invertChanges,
  occupiedTargets,
  type BlockChange,
  type BlockRecord,
  type ChangeSet,
  withCurrentOwners,
} from "@/lib/schedule/change-set";
import { periodHasBegun } from "@/lib/schedule/open-from";
import type { Database, Executor, Transaction } from "../client";
import { scheduleCommits } from "../schema";
import { clearBlock, placeBlock, readBlocks } from "./blocks";
import { loadTerm } from "./terms";
import { lockScheduleVersion, setScheduleVersion } from "./users";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CommitRecordInput {
  userId: number;
  draftId: string | null;
  conversationId: string | null;
  version: number;
  weeks: number[];
  before: BlockRecord[];
  after: BlockRecord[];
  result: CommitResult;
  undoes?: string;
}

/** Stores the commit with what changed between the two readings; returns the result with its commit_id. */
export async function recordCommit(tx: Transaction, input: CommitRecordInput): Promise<CommitResult> {
  const changes: ChangeSet = { weeks: input.weeks, changes: diffBlocks(input.before, input.after) };
  const [row] = await tx
    .insert(scheduleCommits)
    .values({
      userId: input.userId,
      draftId: input.draftId,
      conversationId: input.conversationId,
      version: input.version,
      changes,
      result: input.result,
      ...(input.undoes ? { undoes: input.undoes } : {}),
    })
    .returning({ id: scheduleCommits.id });
  const result: CommitResult = { ...input.result, commit_id: row.id };
  await tx.update(scheduleCommits).set({ result }).where(eq(scheduleCommits.id, row.id));
  return result;
}

export interface UndoOutcome {
  result: CommitResult;
  /** The conversation the reverted commit was confirmed in, where the undo's card goes. */
  conversationId: string | null;
  /** False when this undo had already been done and its stored result is returned again. */
  fresh: boolean;
}

async function commitRow(executor: Executor, userId: number, commitId: string) {
  if (!UUID_PATTERN.test(commitId)) return undefined;
  const [row] = await executor
    .select()
    .from(scheduleCommits)
    .where(and(eq(scheduleCommits.id, commitId), eq(scheduleCommits.userId, userId)))
    .for("update");
  return row;
}

function names(changes: readonly BlockChange[]): string {
  return [...new Set(changes.map((change) => `「${change.name}」`))].join("");
}

function conflict(message: string, commitId: string): PlannerError {
  return new PlannerError("commit:conflict", { message, context: { commitId } });
}

/**
 * Reverts a commit in one transaction: refuses (409, naming the blocks) when a later commit moved any of the same
 * blocks, when the periods they return to are taken now, or when those periods have begun. Undoing the same commit
 * twice answers the first undo again.
 */
export async function undoCommit(db: Database, userId: number, commitId: string, now: Date): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const commit = await commitRow(tx, userId, commitId);
    if (!commit) throw new PlannerError("commit:not_found", { context: { commitId } });
    if (commit.undoneBy) {
      const undo = await commitRow(tx, userId, commit.undoneBy);
      // The undo itself was undone (a redo): the commit is in effect again and may be undone anew.
      if (undo && !undo.undoneBy) return { result: undo.result, conversationId: commit.conversationId, fresh: false };
    }

    const { weeks } = commit.changes;
    if (commit.changes.changes.length === 0) throw conflict("这次安排没有改动任何日程，没有可以撤销的内容。", commitId);
    const current = await readBlocks(tx, userId, weeks);
    const changes = withCurrentOwners(commit.changes.changes, current);
    const moved = changedSince(changes, current);
    if (moved.length > 0) throw conflict(`${names(moved)}在这之后又被改动过，无法撤销这次安排。`, commitId);
    const reverts = invertChanges(changes);
    const taken = occupiedTargets(reverts, current);
    if (taken.length > 0) {
      const detail = taken.map((entry) => `「${entry.change.name}」原来的时间现在是「${entry.holder}」`).join("；");
      throw conflict(`${detail}，无法撤销这次安排。`, commitId);
    }
    await assertNotBegun(tx, userId, reverts, now, commitId);

    for (const revert of reverts) await clearBlock(tx, userId, revert.owner, revert.before);
    for (const revert of reverts) {
      const placed = await placeBlock(tx, userId, revert.owner, revert.name, revert.after);
      if (!placed.ok) throw conflict(`${placed.reason}，无法撤销这次安排。`, commitId);
    }

    const after = await readBlocks(tx, userId, weeks);
    const counts = countChanges(reverts);
    const result = await recordCommit(tx, {
      userId,
      draftId: null,
      conversationId: commit.conversationId,
      version: version + 1,
      weeks,
      before: current,
      after,
      result: { version: version + 1, ...counts, undo_of: commit.id },
      undoes: commit.id,
    });
    await setScheduleVersion(tx, userId, version + 1);
    await tx.update(scheduleCommits).set({ undoneBy: result.commit_id }).where(eq(scheduleCommits.id, commit.id));
    return { result, conversationId: commit.conversationId, fresh: true };
  });
}

/** A block is never put back into, or taken out of, a period that has already begun. */
async function assertNotBegun(tx: Transaction, userId: number, reverts: readonly BlockChange[], now: Date, commitId: string) {
  const term = await loadTerm(tx, userId);
  if (!term) return;
  const begun = reverts.find((revert) =>
    [...revert.before.ranges, ...revert.after.ranges].some((range) =>
      periodHasBegun(term, { week: range.week, day_of_week: range.day_of_week, section: range.section_start }, now, term.timezone),
    ),
  );
  if (begun) throw conflict(`「${begun.name}」的时间已经开始或过去了，无法撤销这次安排。`, commitId);
}

function countChanges(changes: readonly BlockChange[]) {
  const placed = changes.filter((change) => change.before.ranges.length === 0).length;
  const unplaced = changes.filter((change) => change.after.ranges.length === 0).length;
  const embedded = changes.filter((change) => change.after.host_event_id !== undefined).length;
  return { placed, unplaced, embedded, moved: changes.length - placed - unplaced };
}

export interface LatestCommit {
  id: string;
  result: CommitResult;
  createdAt: Date;
  changes: number;
}

/** The student's most recent write of the schedule that is still in effect and changed something, or null. */
export async function latestCommit(executor: Executor, userId: number): Promise<LatestCommit | null> {
  const rows = await executor
    .select({ id: scheduleCommits.id, result: scheduleCommits.result, createdAt: scheduleCommits.createdAt, changes: scheduleCommits.changes })
    .from(scheduleCommits)
    .where(and(eq(scheduleCommits.userId, userId), isNull(scheduleCommits.undoneBy)))
    .orderBy(desc(scheduleCommits.createdAt))
    .limit(5);
  const row = rows.find((candidate) => candidate.changes.changes.length > 0);
  return row ? { id: row.id, result: row.result, createdAt: row.createdAt, changes: row.changes.changes.length } : null;
}
