/**
 * The commit log: each write of the schedule with its change set, and the link from a commit to the undo that
 * reverted it. An undo is a commit of its own (new version, its own change set), so undoing an undo redoes; the
 * undo's rules and refusals are the schedule feature's (server/schedule/undo-commit.ts).
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { CommitResult } from "@/lib/protocol";
import { diffBlocks, type BlockRecord, type ChangeSet } from "@/lib/schedule/change-set";
import type { Executor, Transaction } from "../client";
import { scheduleCommits } from "../schema";

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

/**
 * The student's commit, locked for the rest of the transaction (an undo reads and marks it under the lock); undefined
 * when it is not theirs or the id is not a commit id at all.
 */
export async function lockCommit(executor: Executor, userId: number, commitId: string) {
  if (!UUID_PATTERN.test(commitId)) return undefined;
  const [row] = await executor
    .select()
    .from(scheduleCommits)
    .where(and(eq(scheduleCommits.id, commitId), eq(scheduleCommits.userId, userId)))
    .for("update");
  return row;
}

/** Marks a commit as reverted by the undo commit `undoId`. */
export async function markUndone(tx: Transaction, commitId: string, undoId: string): Promise<void> {
  await tx.update(scheduleCommits).set({ undoneBy: undoId }).where(eq(scheduleCommits.id, commitId));
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
