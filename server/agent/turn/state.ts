/**
 * What a turn is given (TurnDeps, TurnRequest) and what its steps share (TurnState). load.ts builds the state once;
 * the run (run.ts) and the end of the stream (finish.ts, persist.ts) read it, and change only the fields marked so.
 */
import type { Database } from "@/db/client";
import type { PlannerUIMessage } from "@/lib/protocol";
import type { ScheduleState } from "@/lib/schedule/state";
import type { ScheduleAvailability, ScheduleSession } from "@/server/schedule/schedule-session";
import type { BudgetMeter, TurnBudget } from "../budget";
import type { ResolvedModel } from "../models";
import type { AgentStage } from "../stages";
import type { ToolLedger } from "../tools/guard";

export interface TurnDeps {
  db: Database;
  userId: number;
  model: ResolvedModel;
  budget: TurnBudget;
  now: Date;
  /** Milliseconds clock for budgets; Date.now in production, controllable in tests. */
  clock: () => number;
  /** Aborted when the student stops the turn (the stop route); a client that disconnects does not abort it. */
  signal?: AbortSignal;
  /**
   * Aborted once the client that started the turn went away (its branch of the stream was cancelled or its request
   * aborted). The turn goes on; a turn that then finishes says so (连接断开后已在后台完成).
   */
  clientGone?: AbortSignal;
  defaultTimeZone: string;
  generateId: () => string;
  /** Told once the turn has claimed the student's run (it was waiting for another turn until then). */
  onRunClaimed?: () => void;
}

export interface TurnRequest {
  conversationId: string;
  message: PlannerUIMessage;
}

interface TurnOutcome {
  status: "completed" | "blocked" | "failed" | "cancelled";
  error?: string;
}

export interface TurnState {
  deps: TurnDeps;
  conversationId: string;
  /** agent_runs.id of this turn. */
  runId: string;
  assistantId: string;
  /** The conversation the model reads: the history, then the student's new message. */
  messages: PlannerUIMessage[];
  meter: BudgetMeter;
  ledger: ToolLedger;
  session: ScheduleSession;
  /** The schedule as the turn found it, or why there is none. */
  availability: ScheduleAvailability;
  timeZone: string;
  /** The draft as this turn found it (a write replaces the state object): only a turn that changed it asks to confirm. */
  draftAtStart: ScheduleState | undefined;
  /** Aborted by the elapsed budget. */
  budgetAbort: AbortController;
  /** The student's signal or the elapsed budget, whichever fires first: what stops the model. */
  abortSignal: AbortSignal;
  /** Changed as each model step is prepared: the stage that step runs in. */
  stage: AgentStage;
  /** Changed as the stream closes: how the turn ended. */
  outcome: TurnOutcome;
  /** Changed once the assistant message is saved and the run closed, so that happens once. */
  persisted: boolean;
  /** Changed when a stopped turn has put the draft back (as its stream closes, or else as it is saved): once. */
  stopNoted?: boolean;
}

/** The metadata of the assistant message: which model, which run, when. */
export function assistantMetadata(turn: TurnState) {
  return { model: turn.deps.model.label, run_id: turn.runId, created_at: turn.deps.now.toISOString() };
}
