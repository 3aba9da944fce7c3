/**
 * Relays the model's stream to the student as it happens: its UI chunks pass through, each step announces its stage
 * (a status line, the run's progress), and a card a tool queued follows the sentence that ends right after it. An
 * abort or an error is not passed on: the relay reports it, and finish.ts tells the student how the turn ended.
 */
import { toUIMessageStream, type UIMessageStreamWriter } from "ai";
import type { RunStatus } from "@/db/schema";
import { markRunProgress } from "@/db/queries/agent-runs";
import type { PlannerUIMessage } from "@/lib/protocol";
import { stageAfter, type AgentStage } from "../stages";
import type { TurnTools } from "../tools/registry";
import type { TurnWriter } from "../turn-writer";
import { describeModelError, describeStreamError } from "./errors";
import type { ModelStream } from "./model-loop";
import type { TurnState } from "./state";

const STAGE_RUN_STATUS: Record<AgentStage, RunStatus> = {
  route: "planning",
  plan: "planning",
  rough_build: "planning",
  quick_task: "running",
  execute: "running",
  deliver: "running",
};

/** How the model's stream ended: aborted (by the student or the elapsed budget), failed (errorText), or neither. */
export interface RelayEnd {
  aborted: boolean;
  errorText?: string;
}

export async function relayModelStream(
  turn: TurnState,
  result: ModelStream,
  tools: TurnTools,
  writer: UIMessageStreamWriter<PlannerUIMessage>,
  out: TurnWriter,
): Promise<RelayEnd> {
  const end: RelayEnd = { aborted: false };
  const reader = toUIMessageStream<TurnTools, PlannerUIMessage>({
    stream: result.stream,
    tools,
    sendStart: false,
    sendFinish: false,
    onError: describeStreamError,
  }).getReader();
  // A provider stream that breaks (a dropped connection) rejects the read instead of sending an error part.
  const readNext = async (): ReturnType<typeof reader.read> => {
    try {
      return await reader.read();
    } catch (error) {
      if (turn.abortSignal.aborted) end.aborted = true;
      else end.errorText = describeModelError(error);
      return { done: true, value: undefined };
    }
  };
  for (let next = await readNext(); !next.done; next = await readNext()) {
    const chunk = next.value;
    if (chunk.type === "start-step") {
      const stage = stageAfter(turn.ledger.calls);
      out.stage(stage);
      await markRunProgress(turn.deps.db, turn.runId, STAGE_RUN_STATUS[stage]);
    }
    if (chunk.type === "abort") {
      end.aborted = true;
      continue;
    }
    if (chunk.type === "error") {
      end.errorText = chunk.errorText;
      continue;
    }
    writer.write(chunk);
    if (chunk.type === "text-end") out.flushCards();
  }
  return end;
}
