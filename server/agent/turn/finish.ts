/**
 * Step 3 of a turn, once the model's stream is over: tell the student how the turn ended (an error, a budget, the
 * ask_user question), ask to confirm a draft the turn changed, and end the stream. The outcome decided here is what
 * persist.ts records for the run.
 */
import type { UIMessageStreamWriter } from "ai";
import type { PlannerUIMessage } from "@/lib/protocol";
import { describeExhaustion } from "../budget";
import { buildConfirmRequest } from "../../../lib/schedule/confirm-request";
import type { TurnWriter } from "../turn-writer";
import type { ModelStream } from "./model-loop";
import type { RelayEnd } from "./relay";
import { stopMarker } from "./persist";
import type { TurnState } from "./state";

const FINISHED_IN_BACKGROUND_TEXT = "连接断开后已在后台完成";

/** The ask_user question as the tool phrased it (with its options), read from the last step's results. */
async function lastAskUserQuestion(result: ModelStream): Promise<string | undefined> {
  const steps = await result.steps;
  const toolResult = steps.at(-1)?.toolResults.find((item) => item.toolName === "ask_user");
  // The turn's tools are all static, so their results carry the typed { ok, text } output.
  if (!toolResult || toolResult.dynamic) return undefined;
  return toolResult.output.ok ? toolResult.output.text : undefined;
}

/** A confirm card for the draft, when this turn changed it. Also after a failure: every write is a valid checkpoint. */
function requestConfirm(turn: TurnState, out: TurnWriter): void {
  const schedule = turn.session.current();
  if (!schedule?.draftId || schedule.state === turn.draftAtStart) return;
  const confirm = buildConfirmRequest({
    draftId: schedule.draftId,
    baseVersion: schedule.baseVersion,
    revision: schedule.revision,
    term: schedule.term,
    base: schedule.base,
    draft: schedule.state,
    notes: turn.session.draftNotes(),
  });
  if (confirm) out.confirmRequest(confirm);
}

export async function closeStream(
  turn: TurnState,
  end: RelayEnd,
  result: ModelStream,
  writer: UIMessageStreamWriter<PlannerUIMessage>,
  out: TurnWriter,
): Promise<void> {
  const { deps, meter } = turn;
  if (end.aborted && deps.signal?.aborted) {
    // The student stopped the turn. The marker goes out before the stream ends: the tab that pressed stop has
    // stopped reading, but one following the turn through resume shows 已停止 at once, not after a reload.
    turn.outcome = { status: "cancelled", error: "aborted by the student" };
    out.interrupt(await stopMarker(turn));
    writer.write({ type: "abort", reason: "stopped by the student" });
    return;
  }
  if (end.errorText) {
    out.flushCardsWithLead();
    out.interrupt({ reason: "error", text: end.errorText });
    turn.outcome = { status: "failed", error: end.errorText };
  } else if (meter.exhausted) {
    out.flushCardsWithLead();
    const message = describeExhaustion(meter.exhausted, deps.budget);
    out.status(turn.stage, "已达到本轮预算上限");
    out.text(message);
    out.interrupt({ reason: "budget", text: message });
    turn.outcome = { status: "blocked", error: `budget: ${meter.exhausted}` };
  } else {
    const question = turn.ledger.calls.at(-1)?.name === "ask_user" ? await lastAskUserQuestion(result) : undefined;
    if (question) out.text(question);
    out.flushCardsWithLead();
  }
  requestConfirm(turn, out);
  out.flushUndoOffer();
  if (turn.outcome.status === "completed" && deps.clientGone?.aborted) {
    // Nobody was reading when it finished: the timeline says the turn is whole, and why it was not seen live.
    out.interrupt({ reason: "background", text: FINISHED_IN_BACKGROUND_TEXT });
  }
  writer.write({ type: "finish", finishReason: turn.outcome.status === "failed" ? "error" : "stop" });
}
