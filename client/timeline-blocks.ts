/**
 * Groups seed timeline events into what the screen draws. A tool call and its result share one compact block (each
 * keeps its own seq); a confirm card learns whether its draft was confirmed since, or replaced by a newer proposal
 * for the same draft; a completion card learns whether it reports an undo and whether a later card undid it.
 * Everything else is one block per event, in seq order.
 */
import type { TaskDecision, TimelineEvent } from "@/lib/protocol";

/**
 * open: the student can still decide; superseded: a later card shows the same draft's newer plan; cancelled: the
 * student dropped it (a status note names the draft).
 */
export type ConfirmCardState = "open" | "superseded" | "confirmed" | "cancelled";

/**
 * What a schedule_completed card reports. commit: a confirmed plan; undo: it reverts a commit; redo: it reverts an
 * undo (puts the plan back). `undone`: a later card in this timeline reverted this one.
 */
export interface CompletionState {
  kind: "commit" | "undo" | "redo";
  undone: boolean;
}

export type TimelineBlock =
  | { type: "tool"; key: string; call: TimelineEvent; result: TimelineEvent | undefined }
  | { type: "confirm"; key: string; event: TimelineEvent; state: ConfirmCardState }
  /**
   * `completion` is set on schedule_completed events only; `decision` on a delete card whose question a later note
   * answered (删除 or 取消 clicked).
   */
  | { type: "single"; key: string; event: TimelineEvent; completion?: CompletionState; decision?: TaskDecision };

/** Each completion card's state by seq: an undo's depth (undo of an undo of ...) decides undo or redo. */
function completionStates(events: readonly TimelineEvent[]): Map<number, CompletionState> {
  const completed = events.flatMap((event) =>
    event.kind === "schedule_completed" && event.payload.schedule_completed ? [{ seq: event.seq, data: event.payload.schedule_completed }] : [],
  );
  const undoOfByCommit = new Map<string, string | undefined>();
  for (const { data } of completed) if (data.commit_id) undoOfByCommit.set(data.commit_id, data.undo_of);
  const depth = (undoOf: string | undefined): number => {
    let steps = 0;
    const seen = new Set<string>();
    for (let current = undoOf; current !== undefined && !seen.has(current); current = undoOfByCommit.get(current)) {
      seen.add(current);
      steps += 1;
    }
    return steps;
  };
  const states = new Map<number, CompletionState>();
  completed.forEach(({ seq, data }, index) => {
    const steps = depth(data.undo_of);
    const undone = data.commit_id !== undefined && completed.slice(index + 1).some((later) => later.data.undo_of === data.commit_id);
    states.set(seq, { kind: steps === 0 ? "commit" : steps % 2 === 1 ? "undo" : "redo", undone });
  });
  return states;
}

function confirmStates(events: readonly TimelineEvent[]): Map<number, ConfirmCardState> {
  const latestSeqByDraft = new Map<string, number>();
  const confirmedDrafts = new Set<string>();
  const cancelledDrafts = new Set<string>();
  for (const event of events) {
    if (event.kind === "status" && event.payload.draft_id) cancelledDrafts.add(event.payload.draft_id);
    const draftId = event.payload.confirm?.draft_id;
    if (event.kind === "confirm_request" && draftId) latestSeqByDraft.set(draftId, event.seq);
    const completedDraft = event.payload.schedule_completed?.draft_id;
    if (event.kind === "schedule_completed" && completedDraft) confirmedDrafts.add(completedDraft);
  }
  const states = new Map<number, ConfirmCardState>();
  for (const event of events) {
    const draftId = event.payload.confirm?.draft_id;
    if (event.kind !== "confirm_request" || !draftId) continue;
    if (confirmedDrafts.has(draftId)) states.set(event.seq, "confirmed");
    else if (cancelledDrafts.has(draftId)) states.set(event.seq, "cancelled");
    else states.set(event.seq, latestSeqByDraft.get(draftId) === event.seq ? "open" : "superseded");
  }
  return states;
}

/** The decision each delete card's question got, by its request_id. */
function taskDecisions(events: readonly TimelineEvent[]): Map<string, TaskDecision> {
  const decisions = new Map<string, TaskDecision>();
  for (const event of events) {
    const decision = event.kind === "status" ? event.payload.task_decision : undefined;
    if (decision && !decisions.has(decision.request_id)) decisions.set(decision.request_id, decision);
  }
  return decisions;
}

function decisionOf(event: TimelineEvent, decisions: Map<string, TaskDecision>): TaskDecision | undefined {
  const card = event.payload.business_card;
  return card?.card_type === "task_delete" ? decisions.get(card.data.request_id) : undefined;
}

export function buildTimelineBlocks(events: readonly TimelineEvent[]): TimelineBlock[] {
  const states = confirmStates(events);
  const completions = completionStates(events);
  const decisions = taskDecisions(events);
  const blocks: TimelineBlock[] = [];
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index];
    const key = String(event.seq);
    if (event.kind === "tool_call") {
      const next = events[index + 1];
      const answers = next?.kind === "tool_result" && next.payload.tool?.call_id === event.payload.tool?.call_id;
      blocks.push({ type: "tool", key, call: event, result: answers ? next : undefined });
      if (answers) index += 1;
    } else if (event.kind === "confirm_request") {
      blocks.push({ type: "confirm", key, event, state: states.get(event.seq) ?? "open" });
    } else {
      const completion = completions.get(event.seq);
      const decision = decisionOf(event, decisions);
      blocks.push({ type: "single", key, event, ...(completion ? { completion } : {}), ...(decision ? { decision } : {}) });
    }
  }
  return blocks;
}
