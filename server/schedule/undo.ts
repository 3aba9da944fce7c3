/**
 * The student's undo of a commit: reverted in one transaction (./undo-commit.ts), then announced with a completion
 * card in the conversation where the commit was confirmed (once, however often the undo is repeated).
 */
import type { Database } from "@/db/client";
import { undoCommit } from "./undo-commit";
import type { CommitResult, ScheduleCompletedData } from "@/lib/protocol";
import { env } from "@/lib/env";
import { writeBetweenTurns } from "@/server/turns/runs";
import { announceCompleted, completedData } from "./confirm";

export interface UndoResult {
  result: CommitResult;
  completed: ScheduleCompletedData;
}

const UNDO_WHILE_TURN = "助手正在回复，等它说完再撤销吧。";

/** Serialised with the student's turns like a confirm: while one is going, 409 turn:busy and nothing changes. */
export async function undoSchedule(db: Database, userId: number, commitId: string, now: Date): Promise<UndoResult> {
  const outcome = await writeBetweenTurns(db, userId, (tx) => undoCommit(tx, userId, commitId, now), {
    refusal: UNDO_WHILE_TURN,
    maxElapsedMs: env().AGENT_MAX_ELAPSED_MS,
  });
  const completed = completedData(outcome.result);
  if (outcome.conversationId) await announceCompleted(db, outcome.conversationId, completed, now);
  return { result: outcome.result, completed };
}
