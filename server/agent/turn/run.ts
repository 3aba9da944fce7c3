/**
 * Step 2 of a turn, the body of its UI message stream: open the assistant message, build the turn's tools, run the
 * model's tool loop under the elapsed budget while relaying its stream, then finish the stream (finish.ts).
 */
import type { UIMessageStreamWriter } from "ai";
import { markRunProgress } from "@/db/queries/agent-runs";
import type { PlannerUIMessage } from "@/lib/protocol";
import { createTurnTools } from "../tools/registry";
import { TurnWriter } from "../turn-writer";
import { closeStream } from "./finish";
import { streamModel } from "./model-loop";
import { relayModelStream } from "./relay";
import { assistantMetadata, type TurnState } from "./state";

export async function runTurn(turn: TurnState, writer: UIMessageStreamWriter<PlannerUIMessage>): Promise<void> {
  const { deps, meter } = turn;
  const out = new TurnWriter(writer, turn.assistantId);
  writer.write({ type: "start", messageId: turn.assistantId, messageMetadata: assistantMetadata(turn) });

  const tools = createTurnTools(
    {
      db: deps.db,
      userId: deps.userId,
      now: deps.now,
      timeZone: turn.timeZone,
      emitCard: (card) => out.queueCard(card),
      emitHighlight: (data) => out.highlight(data),
      emitUndoOffer: (completed) => out.queueUndoOffer(completed),
      session: turn.session,
    },
    turn.ledger,
  );

  // Elapsed budget: a hard stop even when a model hangs between steps.
  const elapsedTimer = setTimeout(() => {
    meter.exhausted ??= "elapsed";
    turn.budgetAbort.abort();
  }, Math.max(0, deps.budget.maxElapsedMs - (deps.clock() - meter.startedAt)));

  try {
    await markRunProgress(deps.db, turn.runId, "planning");
    const result = await streamModel(turn, tools);
    const end = await relayModelStream(turn, result, tools, writer, out);
    await closeStream(turn, end, result, writer, out);
  } finally {
    clearTimeout(elapsedTimer);
  }
}
