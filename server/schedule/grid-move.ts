/**
 * A move in the week grid (drag, or the keyboard's 移到…): the same `move` tool a turn uses, on the same open draft
 * (or a new one), under the student's writer lock so it never interleaves with a running turn. Nothing is committed:
 * the answer is the card the student confirms, from the grid's bar or the chat.
 */
import type { Database, Transaction } from "@/db/client";
import { hasRunningTurn, lockStudentWrites } from "@/db/queries/agent-runs";
import { createDraft, saveDraftState } from "@/db/queries/drafts";
import { loadTerm } from "@/db/queries/terms";
import { PlannerError } from "@/lib/errors";
import type { ConfirmRequestData } from "@/lib/protocol";
import { executeTool } from "@/lib/schedule";
import { dayIndexOf, termPosition } from "@/lib/schedule/indexing";
import type { ScheduleState, StateTask } from "@/lib/schedule/state";
import { studentWords } from "@/lib/schedule/student-words";
import { buildConfirmRequest } from "@/lib/schedule/confirm-request";
import { openDraftInTransaction } from "./open-draft";

interface GridPosition {
  /** "YYYY-MM-DD" in the student's zone. */
  date: string;
  slot_start: number;
}

export interface GridMove {
  from: GridPosition;
  to: GridPosition;
  /** Which block at `from`, when a 水课 and the item sharing its periods both start there. */
  event_id?: number | null;
  item_id?: number | null;
}

export interface GridMoveResult {
  draft: { id: string; revision: number };
  confirm_request: ConfirmRequestData | null;
}

function refused(message: string): PlannerError {
  return new PlannerError("move:refused", { message });
}

/** The block that starts at the position: the one named by id, else the guest over its host. */
function blockAt(state: ScheduleState, day: number, slotStart: number, move: GridMove): StateTask | undefined {
  const starting = state.tasks.filter((task) => (task.slots ?? []).some((slot) => slot.day === day && slot.slot_start === slotStart));
  // The item first: an embedded block carries its host's event_id as well.
  const named =
    starting.find((task) => move.item_id != null && task.source === "task_item" && task.source_id === move.item_id) ??
    starting.find((task) => move.event_id != null && task.source === "event" && task.source_id === move.event_id);
  return named ?? starting.find((task) => task.embed_host !== undefined) ?? starting[0];
}

export async function moveOnGrid(db: Database, userId: number, now: Date, move: GridMove): Promise<GridMoveResult> {
  return db.transaction(async (tx) => {
    await lockStudentWrites(tx, userId);
    if (await hasRunningTurn(tx, userId)) {
      throw new PlannerError("turn:busy", { message: "助手正在回复，等它说完再调整日程吧。" });
    }
    return moveInDraft(tx, userId, now, move);
  });
}

async function moveInDraft(tx: Transaction, userId: number, now: Date, move: GridMove): Promise<GridMoveResult> {
  const term = await loadTerm(tx, userId);
  if (!term) throw new PlannerError("term:not_found");
  const opened = await openDraftInTransaction(tx, userId, now, term, move.to.date);
  if (!opened.ok) throw refused(opened.reason);
  const { state, base, baseVersion, draftId } = opened.schedule;

  const dayOf = (date: string) => {
    const position = termPosition(term, date);
    return position ? dayIndexOf(state.window, position.week, position.day_of_week) : undefined;
  };
  const fromDay = dayOf(move.from.date);
  const toDay = dayOf(move.to.date);
  if (fromDay === undefined || toDay === undefined) throw refused("只能调整从今天起、本学期之内的安排。");
  const periods = term.section_times.length;
  if (move.to.slot_start > periods) throw refused(`每天只有 ${periods} 节课，没有第${move.to.slot_start}节。`);
  const task = blockAt(state, fromDay, move.from.slot_start, move);
  if (!task) throw refused("那个时间没有可以移动的安排，可能已经变了，刷新一下再试。");

  const result = executeTool(state, "move", { task_id: task.state_id, new_day: toDay, new_slot_start: move.to.slot_start });
  if (!result.ok) throw refused(studentWords(result.text, state, term));

  const saved = draftId ? await saveDraftState(tx, userId, draftId, result.state) : await createDraft(tx, userId, baseVersion, result.state);
  const card = buildConfirmRequest({ draftId: saved.id, baseVersion, revision: saved.revision, term, base, draft: result.state });
  return { draft: { id: saved.id, revision: saved.revision }, confirm_request: card };
}
