/**
 * Reverting a commit, in one transaction under the student's schedule lock: every block it changed goes back where it
 * was, as a new commit (so undoing the undo redoes). Refused, in the student's words and with nothing written, when a
 * later commit moved one of those blocks, when the periods a block returns to are taken now, when they have begun,
 * or when what a block belonged to is gone. Undoing the same commit twice answers the first undo again.
 */
import type { Database, Transaction } from "@/db/client";
import { clearBlock, placeBlock, readBlocks, type PlaceRefusal } from "@/db/queries/blocks";
import { lockCommit, markUndone, recordCommit } from "@/db/queries/commit-log";
import { loadTerm } from "@/db/queries/terms";
import { lockScheduleVersion, setScheduleVersion } from "@/db/queries/users";
import { PlannerError } from "@/lib/errors";
import type { CommitResult } from "@/lib/protocol";
import { changedSince, invertChanges, occupiedTargets, withCurrentOwners, type BlockChange } from "@/lib/schedule/change-set";
import { periodHasBegun } from "@/lib/schedule/open-from";

export interface UndoOutcome {
  result: CommitResult;
  /** The conversation the reverted commit was confirmed in, where the undo's card goes. */
  conversationId: string | null;
  /** False when this undo had already been done and its stored result is returned again. */
  fresh: boolean;
}

export async function undoCommit(db: Database, userId: number, commitId: string, now: Date): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const commit = await lockCommit(tx, userId, commitId);
    if (!commit) throw new PlannerError("commit:not_found", { context: { commitId } });
    if (commit.undoneBy) {
      const undo = await lockCommit(tx, userId, commit.undoneBy);
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
      if (!placed.ok) throw conflict(`${refusalWords(placed.refusal, revert.name)}，无法撤销这次安排。`, commitId);
    }

    const after = await readBlocks(tx, userId, weeks);
    const result = await recordCommit(tx, {
      userId,
      draftId: null,
      conversationId: commit.conversationId,
      version: version + 1,
      weeks,
      before: current,
      after,
      result: { version: version + 1, ...countChanges(reverts), undo_of: commit.id },
      undoes: commit.id,
    });
    await setScheduleVersion(tx, userId, version + 1);
    await markUndone(tx, commit.id, result.commit_id!);
    return { result, conversationId: commit.conversationId, fresh: true };
  });
}

function conflict(message: string, commitId: string): PlannerError {
  return new PlannerError("commit:conflict", { message, context: { commitId } });
}

function names(changes: readonly BlockChange[]): string {
  return [...new Set(changes.map((change) => `「${change.name}」`))].join("");
}

const REFUSAL_WORDS: Record<PlaceRefusal, (name: string) => string> = {
  task_deleted: (name) => `待办「${name}」已经删除了`,
  item_deleted: (name) => `「${name}」已经删除了`,
  event_deleted: (name) => `「${name}」已经删除了`,
  reviewed_item_deleted: (name) => `「${name}」复习的内容已经删除了`,
  host_changed: (name) => `「${name}」原来所在的课程时段已经变了`,
};

function refusalWords(refusal: PlaceRefusal, name: string): string {
  return REFUSAL_WORDS[refusal](name);
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
