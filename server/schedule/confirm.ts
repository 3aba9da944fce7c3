/**
 * The student's confirm: the only path that writes a schedule. commitDraft does it in one transaction with the
 * version check and returns the first result again on a repeated confirm; the schedule_completed signal card is
 * appended to the conversation once per draft, whoever confirms first.
 */
import { PlannerError } from "@/lib/errors";
import type { Database, Transaction } from "@/db/client";
import { conversationOfDraft } from "@/db/queries/agent-runs";
import { commitDraft, type DraftWriteRefusal } from "@/db/queries/commit-draft";
import { appendMessageOnce, ensureConversation } from "@/db/queries/conversations";
import { discardDraft, getDraft } from "@/db/queries/drafts";
import {
  scheduleCompletedDataSchema,
  scheduleCompletedMessageId,
  type CommitResult,
  type PlannerUIMessage,
  type ScheduleCompletedData,
} from "@/lib/protocol";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm } from "@/db/queries/terms";
import { buildConfirmRequest } from "@/lib/schedule/confirm-request";
import { draftInvalid } from "@/lib/schedule/draft-errors";
import { env } from "@/lib/env";
import type { ScheduleState } from "@/lib/schedule/state";
import { linkExamsToNewClasses } from "@/server/exams/plan-links";
import { writeBetweenTurns } from "@/server/turns/runs";

export interface ConfirmOutcome {
  result: CommitResult;
  completed: ScheduleCompletedData;
  conversationId: string | null;
}

/** The completion card's payload for a commit (a confirm or an undo). */
export function completedData(result: CommitResult): ScheduleCompletedData {
  return scheduleCompletedDataSchema.parse({
    ...(result.draft_id ? { draft_id: result.draft_id } : {}),
    ...(result.commit_id ? { commit_id: result.commit_id } : {}),
    ...(result.undo_of ? { undo_of: result.undo_of } : {}),
    version: result.version,
    placed: result.placed,
    moved: result.moved,
    embedded: result.embedded,
    removed: result.unplaced,
    ...(result.created_classes ? { created_classes: result.created_classes } : {}),
  });
}

/** Appends the completion card to the conversation, once per commit, whoever gets there first. */
export async function announceCompleted(db: Database, conversationId: string, completed: ScheduleCompletedData, now: Date) {
  const message: PlannerUIMessage = {
    id: scheduleCompletedMessageId(completed),
    role: "assistant",
    metadata: { created_at: now.toISOString() },
    parts: [{ type: "data-schedule_completed", data: completed }],
  };
  await appendMessageOnce(db, conversationId, message);
}

/** The title of a conversation that begins with a commit from the grid's bar. */
const GRID_CONVERSATION_TITLE = "调整日程";

const CONFIRM_WHILE_TURN = "助手正在回复，等它说完再确认这个方案吧。";

/** Where a confirm came from: the conversation whose card was clicked (the student's own), when the client says. */
export interface ConfirmSource {
  conversationId?: string;
}

/**
 * `revision` is the one the student's card showed: when the draft was saved since, nothing is written and the
 * refusal carries the current card, so the student confirms what they see. The completion card goes to the
 * conversation the card was confirmed from, else to the one whose turn last worked on the draft. Serialised with
 * the student's turns (server/turns/runs.ts): while one is going, 409 turn:busy and nothing is written.
 */
export async function confirmDraft(
  db: Database,
  userId: number,
  draftId: string,
  now: Date,
  revision?: number,
  source: ConfirmSource = {},
): Promise<ConfirmOutcome> {
  const draft = await getDraft(db, userId, draftId);
  if (!draft) throw new PlannerError("draft:not_found", { context: { draftId: draftId } });
  const { conversationId: sourceConversation } = source;
  let result: CommitResult;
  try {
    const toCommit = { id: draft.id, base_version: draft.base_version, state: draft.state, revision, conversationId: sourceConversation };
    const write = async (tx: Transaction) => {
      // A new conversation open beside the grid (nothing sent in it yet) is created here, so the completion card
      // and its 撤销 have a home that survives a reload; in the commit's transaction, so a refused confirm leaves none.
      if (sourceConversation) await ensureConversation(tx, userId, sourceConversation, GRID_CONVERSATION_TITLE);
      const committed = await commitDraft(tx, userId, toCommit, now);
      // A plan made in the chat belongs to its subject's exam, in the same transaction as the plan itself.
      if (committed.created_classes) await linkExamsToNewClasses(tx, userId, proposedClassNames(draft.state));
      return committed;
    };
    result = await writeBetweenTurns(db, userId, write, {
      refusal: CONFIRM_WHILE_TURN,
      maxElapsedMs: env().AGENT_MAX_ELAPSED_MS,
    });
  } catch (error) {
    if (PlannerError.isInstance(error, "draft:stale")) throw await withCurrentCard(db, userId, draftId, error);
    throw inWords(error);
  }
  const completed = completedData(result);
  const conversationId = sourceConversation ?? (await conversationOfDraft(db, userId, draftId));
  if (conversationId) await announceCompleted(db, conversationId, completed, now);
  return { result, completed, conversationId };
}

/** The names of the classes the draft proposes (created by the commit). */
function proposedClassNames(state: ScheduleState): string[] {
  return (state.task_classes ?? []).filter((taskClass) => taskClass.proposed !== undefined).map((taskClass) => taskClass.name);
}

const WRITE_REFUSALS: { [K in DraftWriteRefusal["kind"]]: (refusal: Extract<DraftWriteRefusal, { kind: K }>) => string } = {
  embedding_taken: () => "嵌入的节次不在宿主课程内，或已有其他任务嵌入",
  period_begun: ({ date, section }) => `方案里有安排在已经开始或过去的时段（${date} 第${section}节），请让助手重新排程`,
  period_taken_twice: () => "有节次被重复占用",
  out_of_range: () => "数据超出允许范围",
  missing_row: () => "引用了不存在的记录",
};

/** A draft the database would not take (db/queries/commit-draft's DraftWriteRefusal), said to the student; else as is. */
function inWords(error: unknown): unknown {
  if (!PlannerError.isInstance(error, "draft:invalid")) return error;
  const refusal = error.context.refusal as DraftWriteRefusal | undefined;
  if (!refusal) return error;
  const words = WRITE_REFUSALS[refusal.kind] as (refusal: DraftWriteRefusal) => string;
  return draftInvalid(words(refusal), { cause: error });
}

async function withCurrentCard(db: Database, userId: number, draftId: string, error: PlannerError): Promise<PlannerError> {
  const draft = await getDraft(db, userId, draftId);
  const term = await loadTerm(db, userId);
  if (!draft || !term) return error;
  const snapshot = await loadScheduleSnapshot(db, userId, draft.state.window);
  const card = buildConfirmRequest({
    draftId,
    baseVersion: draft.base_version,
    revision: draft.revision,
    term,
    base: snapshot.state,
    draft: draft.state,
  });
  return new PlannerError("draft:stale", { details: card ? { confirm_request: card } : {}, context: error.context });
}

/**
 * Discards the draft and leaves a note in its conversation, once, so the proposal reads as cancelled after a reload
 * too (the client closes the confirm card whose draft a status note names).
 */
export async function cancelDraft(db: Database, userId: number, draftId: string): Promise<{ draft_id: string; status: string }> {
  const draft = await discardDraft(db, userId, draftId);
  const conversationId = await conversationOfDraft(db, userId, draftId);
  if (conversationId) {
    const message: PlannerUIMessage = {
      id: `schedule-cancelled-${draftId}`,
      role: "assistant",
      parts: [{ type: "data-status", data: { stage: "deliver", text: "方案已取消，不会写入日程。", draft_id: draftId } }],
    };
    await appendMessageOnce(db, conversationId, message);
  }
  return { draft_id: draft.id, status: draft.status };
}
