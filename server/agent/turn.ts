/**
 * One agent turn, end to end, in named steps:
 *   1. load    (turn/load.ts)    the conversation and its history, the student's message saved, the run opened,
 *                                the budgets started, the schedule session loaded;
 *   2. run     (turn/run.ts)     the model's tool loop on the draft with the stage's tools (turn/model-loop.ts),
 *                                its stream relayed to the student as it happens (turn/relay.ts);
 *   3. finish  (turn/finish.ts)  how the turn ended (error, budget, a question), the confirm request, the finish chunk;
 *   4. persist (turn/persist.ts) after each model step the assistant message so far; however the stream ended, the
 *                                assistant message saved and the run closed in the ledger.
 * The model reaches data only through tools; only confirm commits.
 */
import { createUIMessageStream, type UIMessageChunk } from "ai";
import type { PlannerUIMessage } from "@/lib/protocol";
import { describeModelError } from "./turn/errors";
import { loadTurn } from "./turn/load";
import { persistStep, persistTurn } from "./turn/persist";
import { runTurn } from "./turn/run";
import type { TurnDeps, TurnRequest } from "./turn/state";

export type { TurnDeps, TurnRequest } from "./turn/state";

/**
 * Starts the turn and returns its UI message stream. Persistence happens as the stream is read (after each step,
 * and at its end, however it ends): whoever starts a turn reads its stream to the end, client or not.
 */
export async function startTurn(deps: TurnDeps, request: TurnRequest): Promise<ReadableStream<UIMessageChunk>> {
  const turn = await loadTurn(deps, request);
  return createUIMessageStream<PlannerUIMessage>({
    originalMessages: turn.messages,
    generateId: () => turn.assistantId,
    onError: describeModelError,
    execute: ({ writer }) => runTurn(turn, writer),
    onStepEnd: ({ responseMessage }) => persistStep(turn, responseMessage),
    onEnd: (end) => persistTurn(turn, end),
  });
}
