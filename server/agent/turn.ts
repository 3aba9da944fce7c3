/**
 * One agent turn, end to end: persist the student's message, run the model's tool loop on the draft with the
 * stage's tools, stream text / tool blocks / status / cards in the order they happen, then persist the assistant
 * message and close the run in the ledger. The model reaches data only through tools; only confirm commits.
 */
import {
  convertToModelMessages,
  createUIMessageStream,
  hasToolCall,
  InvalidToolInputError,
  NoSuchToolError,
  streamText,
  toUIMessageStream,
  type Tool,
  type UIMessageChunk,
} from "ai";
import type { Database } from "@/db/client";
import { createRun, finishRun, markRunProgress } from "@/db/queries/agent-runs";
import { ensureConversation, loadMessages, saveMessage } from "@/db/queries/conversations";
import type { RunStatus } from "@/db/schema";
import type { PlannerUIMessage, ToolOutput } from "@/lib/protocol";
import { describeExhaustion, modelCallBlocked, startMeter, type TurnBudget } from "./budget";
import { buildConfirmRequest } from "./confirm-request";
import type { ResolvedModel } from "./models";
import { buildInstructions } from "./prompts";
import { createScheduleSession } from "../drafts/schedule-session";
import { stageAfter, toolsForStage, type AgentStage } from "./stages";
import { createAskUserTool } from "./tools/ask-user";
import { guardTool, type ToolLedger } from "./tools/guard";
import { createProposeTaskClassTool } from "./tools/propose-task-class";
import { createRoughScheduleTool } from "./tools/rough-schedule";
import { createScheduleTools } from "./tools/schedule-tools";
import { createTaskTools } from "./tools/task-tools";
import { TurnWriter } from "./turn-writer";

export interface TurnDeps {
  db: Database;
  userId: number;
  model: ResolvedModel;
  budget: TurnBudget;
  now: Date;
  /** Milliseconds clock for budgets; Date.now in production, controllable in tests. */
  clock: () => number;
  /** Aborted when the student stops the turn or disconnects. */
  signal?: AbortSignal;
  defaultTimeZone: string;
  generateId: () => string;
}

export interface TurnRequest {
  conversationId: string;
  message: PlannerUIMessage;
}

const STAGE_RUN_STATUS: Record<AgentStage, RunStatus> = {
  route: "planning",
  plan: "planning",
  rough_build: "planning",
  quick_task: "running",
  execute: "running",
  deliver: "running",
};

function titleOf(message: PlannerUIMessage): string {
  const text = message.parts.map((part) => (part.type === "text" ? part.text : "")).join(" ").trim();
  return text.length > 24 ? `${text.slice(0, 24)}…` : text || "新对话";
}

function describeModelError(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `模型服务出错，本轮已停止：${detail.slice(0, 200)}`;
}

/**
 * The SDK routes tool-call errors through the same formatter as stream errors. A call of a tool the stage does not
 * offer, or with arguments that are not JSON, is the model's slip, answered to it and shown as a refused call; the
 * turn goes on, so it must not read as an outage.
 */
function describeStreamError(error: unknown): string {
  if (NoSuchToolError.isInstance(error)) return `当前步骤不能使用工具 ${error.toolName}，已拒绝这次调用。`;
  if (InvalidToolInputError.isInstance(error)) return `工具 ${error.toolName} 的参数格式无效，已拒绝这次调用。`;
  return describeModelError(error);
}

/** Starts the turn and returns its UI message stream. Persistence happens as the stream ends, however it ends. */
export async function startTurn(deps: TurnDeps, request: TurnRequest): Promise<ReadableStream<UIMessageChunk>> {
  const { db, userId } = deps;
  await ensureConversation(db, userId, request.conversationId, titleOf(request.message));
  const history = (await loadMessages(db, request.conversationId)).filter((message) => message.id !== request.message.id);
  await saveMessage(db, request.conversationId, request.message);
  const run = await createRun(db, { userId, conversationId: request.conversationId, model: deps.model.label });

  const meter = startMeter(deps.budget, deps.clock());
  const ledger: ToolLedger = { meter, calls: [], clock: deps.clock };
  const session = createScheduleSession({ db, userId, now: deps.now });
  const availability = await session.load();
  const timeZone = availability.ok ? availability.schedule.term.timezone : deps.defaultTimeZone;
  // The draft as this turn found it (a write replaces the state object): only a turn that changed it asks to confirm.
  const draftAtStart = availability.ok ? availability.schedule.state : undefined;
  const messages = [...history, request.message];
  const assistantId = deps.generateId();

  // Elapsed budget: a hard stop even when a model hangs between steps.
  const budgetAbort = new AbortController();
  const signals = deps.signal ? [deps.signal, budgetAbort.signal] : [budgetAbort.signal];
  const abortSignal = AbortSignal.any(signals);

  let outcome: { status: "completed" | "blocked" | "failed" | "cancelled"; error?: string } = { status: "completed" };
  let finished = false;

  const finish = async (responseMessage: PlannerUIMessage, interrupted: boolean) => {
    if (finished) return;
    finished = true;
    const message = structuredClone(responseMessage);
    if (interrupted && !message.parts.some((part) => part.type === "data-interrupt")) {
      message.parts.push({ type: "data-interrupt", data: { reason: "aborted", text: "你停止了本轮回复。" } });
    }
    message.metadata = { ...message.metadata, model: deps.model.label, run_id: run.id, created_at: deps.now.toISOString() };
    if (message.parts.length > 0) await saveMessage(db, request.conversationId, message);
    await finishRun(db, run.id, {
      status: interrupted ? "cancelled" : outcome.status,
      modelCalls: meter.modelCalls,
      toolCalls: meter.toolCalls,
      draftId: session.current()?.draftId,
      error: interrupted ? "aborted by the student" : outcome.error,
    });
  };

  return createUIMessageStream<PlannerUIMessage>({
    originalMessages: messages,
    generateId: () => assistantId,
    onError: describeModelError,
    execute: async ({ writer }) => {
      const out = new TurnWriter(writer, assistantId);
      writer.write({
        type: "start",
        messageId: assistantId,
        messageMetadata: { model: deps.model.label, run_id: run.id, created_at: deps.now.toISOString() },
      });

      const tools = {
        ...createScheduleTools(session, ledger),
        rough_schedule: createRoughScheduleTool(session, ledger, { now: deps.now }),
        propose_task_class: createProposeTaskClassTool(session, ledger, { now: deps.now }),
        ask_user: createAskUserTool(ledger),
        ...Object.fromEntries(
          Object.entries(
            createTaskTools({ db, userId, now: deps.now, timeZone, emitCard: (card) => out.queueCard(card) }),
          ).map(([name, tool]) => [name, guardTool(ledger, name, tool as Tool<Record<string, unknown>, ToolOutput>)]),
        ),
      };

      const elapsedTimer = setTimeout(() => {
        meter.exhausted ??= "elapsed";
        budgetAbort.abort();
      }, Math.max(0, deps.budget.maxElapsedMs - (deps.clock() - meter.startedAt)));

      let currentStage: AgentStage = "route";
      try {
        await markRunProgress(db, run.id, "planning");
        const result = streamText({
          model: deps.model.model,
          instructions: availability.ok
            ? buildInstructions({ now: deps.now, timeZone, term: availability.schedule.term, window: availability.schedule.state.window })
            : buildInstructions({ now: deps.now, timeZone, unavailable: availability.reason }),
          messages: await convertToModelMessages(messages, { tools, ignoreIncompleteToolCalls: true }),
          tools,
          abortSignal,
          prepareStep: () => {
            meter.modelCalls += 1;
            currentStage = stageAfter(ledger.calls);
            return { activeTools: toolsForStage(currentStage) as Array<keyof typeof tools> };
          },
          stopWhen: [
            hasToolCall("ask_user"),
            () => {
              const blocked = modelCallBlocked(meter, deps.clock());
              if (blocked) meter.exhausted ??= blocked;
              return blocked !== undefined;
            },
          ],
        });

        let aborted = false;
        let errorText: string | undefined;
        const reader = toUIMessageStream<typeof tools, PlannerUIMessage>({
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
            if (abortSignal.aborted) aborted = true;
            else errorText = describeModelError(error);
            return { done: true, value: undefined };
          }
        };
        for (let next = await readNext(); !next.done; next = await readNext()) {
          const chunk = next.value;
          if (chunk.type === "start-step") {
            const stage = stageAfter(ledger.calls);
            out.stage(stage);
            await markRunProgress(db, run.id, STAGE_RUN_STATUS[stage]);
          }
          if (chunk.type === "abort") {
            aborted = true;
            continue;
          }
          if (chunk.type === "error") {
            errorText = chunk.errorText;
            continue;
          }
          writer.write(chunk);
          if (chunk.type === "text-end") out.flushCards();
        }

        if (aborted && deps.signal?.aborted) {
          // The student stopped the turn: nothing more reaches them; `finish` records the interruption.
          outcome = { status: "cancelled", error: "aborted by the student" };
          return;
        }
        if (errorText) {
          out.flushCardsWithLead();
          out.interrupt({ reason: "error", text: errorText });
          outcome = { status: "failed", error: errorText };
        } else if (meter.exhausted) {
          out.flushCardsWithLead();
          const message = describeExhaustion(meter.exhausted, deps.budget);
          out.status(currentStage, "已达到本轮预算上限");
          out.text(message);
          out.interrupt({ reason: "budget", text: message });
          outcome = { status: "blocked", error: `budget: ${meter.exhausted}` };
        } else {
          const question = ledger.calls.at(-1)?.name === "ask_user" ? await lastAskUserQuestion(result) : undefined;
          if (question) out.text(question);
          out.flushCardsWithLead();
        }

        const schedule = session.current();
        // Also after a failure: every write that happened is a valid checkpoint, so the student may still keep it.
        if (schedule?.draftId && schedule.state !== draftAtStart) {
          const confirm = buildConfirmRequest({
            draftId: schedule.draftId,
            baseVersion: schedule.baseVersion,
            term: schedule.term,
            base: schedule.base,
            draft: schedule.state,
          });
          if (confirm) out.confirmRequest(confirm);
        }
        writer.write({ type: "finish", finishReason: outcome.status === "failed" ? "error" : "stop" });
      } finally {
        clearTimeout(elapsedTimer);
      }
    },
    onEnd: async ({ responseMessage, isAborted, isCancelled }) => {
      const interrupted = Boolean(isCancelled) || (isAborted && Boolean(deps.signal?.aborted)) || outcome.status === "cancelled";
      await finish(responseMessage as PlannerUIMessage, interrupted);
    },
  });
}

/** The ask_user question as the tool phrased it (with its options), read from the last step's results. */
async function lastAskUserQuestion(result: { steps: PromiseLike<Array<{ toolResults: Array<{ toolName: string; output: unknown }> }>> }) {
  const steps = await result.steps;
  const toolResult = steps.at(-1)?.toolResults.find((item) => item.toolName === "ask_user");
  const output = toolResult?.output as { ok?: boolean; text?: string } | undefined;
  return output?.ok ? output.text : undefined;
}
