/**
 * 重新安排 beside missed work (the grid, 今天, the daily card; issue 23 #3): the same planner call as
 * “把没完成的重新排一下” — rough_schedule's missed_only — on the open draft (or a new one), under the student's writer
 * lock like a grid move. Nothing is committed: the answer is the one card the student confirms, and what did not fit
 * in the student's words.
 */
import type { Database } from "@/db/client";
import { hasRunningTurn, lockStudentWrites } from "@/db/queries/agent-runs";
import { createDraft, saveDraftState } from "@/db/queries/drafts";
import { loadTerm } from "@/db/queries/terms";
import { PlannerError } from "@/lib/errors";
import type { ConfirmRequestData } from "@/lib/protocol";
import { replanMissed } from "@/lib/schedule/replan-missed";
import { studentWords } from "@/lib/schedule/student-words";
import type { TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleState } from "@/lib/schedule/state";
import { buildConfirmRequest } from "@/lib/schedule/confirm-request";
import { openDraftInTransaction } from "./open-draft";

export interface ReplanResult {
  draft: { id: string; revision: number };
  confirm_request: ConfirmRequestData | null;
  /** The planner's reply in the student's words: what was placed, and what did not fit and why. */
  text: string;
}

export async function replanMissedWork(db: Database, userId: number, now: Date): Promise<ReplanResult> {
  return db.transaction(async (tx) => {
    await lockStudentWrites(tx, userId);
    if (await hasRunningTurn(tx, userId)) throw new PlannerError("turn:busy", { message: "助手正在回复，等它说完再重新安排吧。" });
    const term = await loadTerm(tx, userId);
    if (!term) throw new PlannerError("term:not_found");
    const opened = await openDraftInTransaction(tx, userId, now, term);
    if (!opened.ok) throw new PlannerError("replan:refused", { message: opened.reason });
    const { state, base, baseVersion, draftId } = opened.schedule;
    const result = replanMissed(state, { strategy: "rapid" });
    const text = studentWords(result.text.replace(/^粗排(?:失败|完成)：/, ""), state, term);
    if (!result.ok) throw new PlannerError("replan:refused", { message: refusalWords(result.text, state, term) });
    const saved = draftId ? await saveDraftState(tx, userId, draftId, result.state) : await createDraft(tx, userId, baseVersion, result.state);
    const card = buildConfirmRequest({ draftId: saved.id, baseVersion, revision: saved.revision, term, base, draft: result.state });
    return { draft: { id: saved.id, revision: saved.revision }, confirm_request: card, text };
  });
}

/**
 * A refusal's headline and, for each thing left out, why ("截止前放不下：截止日是12月5日周六…"): without the reasons
 * the student would read only that it did not fit, not whether the deadline or the free time is the cause.
 */
function refusalWords(text: string, state: ScheduleState, term: TermCalendar): string {
  const [headline, ...details] = text.replace(/^粗排(?:失败|完成)：/, "").split("\n");
  const reasons = details.filter((line) => line.includes("——")).map((line) => studentWords(line.trim().replace("——", "："), state, term));
  return [studentWords(headline, state, term), ...reasons].join("\n");
}
