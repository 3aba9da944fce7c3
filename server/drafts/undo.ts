/**
 * The student's undo of a commit: reverted in one transaction by the commit log, then announced with a completion
 * card in the conversation where the commit was confirmed (once, however often the undo is repeated).
 */
import type { Database } from "@/db/client";
import { undoCommit } from "@/db/queries/commit-log";
import type { CommitResult, ScheduleCompletedData } from "@/lib/protocol";
import { announceCompleted, completedData } from "./confirm";

export interface UndoResult {
  result: CommitResult;
  completed: ScheduleCompletedData;
}

export async function undoSchedule(db: Database, userId: number, commitId: string, now: Date): Promise<UndoResult> {
  const outcome = await undoCommit(db, userId, commitId, now);
  const completed = completedData(outcome.result);
  if (outcome.conversationId) await announceCompleted(db, outcome.conversationId, completed, now);
  return { result: outcome.result, completed };
}
