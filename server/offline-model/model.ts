/**
 * The built-in offline model: a LanguageModelV4 that reads the conversation and answers through the same tools an
 * LLM would use. Deterministic (the same prompt gives the same output), clock-free, and it never touches the
 * database: its only outputs are tool calls and text, driven step by step by the AI SDK's tool loop. What it knows
 * beyond the words (a listing's tasks, the window's calendar) it reads as typed facts, never from prose.
 */
import type { LanguageModelV4, LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { calendarOf } from "@/lib/protocol/model-facts";
import { readConversation } from "./understand/conversation";
import { decideStep } from "./decide/decide";
import { studentCalendarOf, withToolFacts } from "./decide/facts";
import { abortReason, contentOf, finishReasonOf, partStream, promptCharacters, streamPartsOf, usageOf, type OfflineStep } from "./speak/stream";

const OFFLINE_PROVIDER = "offline";
const OFFLINE_MODEL_ID = "planner-offline";

/** The tools this step may call: those offered, narrowed by toolChoice ("none" → none, "tool" → that one). */
function activeToolNames(options: LanguageModelV4CallOptions): Set<string> {
  const choice = options.toolChoice;
  if (choice?.type === "none") return new Set();
  const offered = (options.tools ?? []).map((tool) => tool.name);
  if (choice?.type === "tool") return new Set(offered.filter((name) => name === choice.toolName));
  return new Set(offered);
}

function decideOfflineStep(options: LanguageModelV4CallOptions): OfflineStep {
  // The words from the prompt, the facts beside them from the tool results and the call (lib/protocol/model-facts.ts).
  const conversation = withToolFacts(readConversation(options.prompt), options.prompt);
  const calendar = studentCalendarOf(calendarOf(options.providerOptions));
  const active = activeToolNames(options);
  const decision = decideStep(conversation, (toolName) => active.has(toolName), calendar);
  const position = `${conversation.userTurns.length}-${conversation.toolCallCount}`;
  return {
    decision,
    toolCallId: `offline-call-${conversation.toolCallCount + 1}`,
    textId: `offline-text-${position}`,
    responseId: `offline-response-${position}`,
    promptCharacters: promptCharacters(options.prompt),
  };
}

function throwIfAborted(options: LanguageModelV4CallOptions): void {
  if (options.abortSignal?.aborted) throw abortReason(options.abortSignal);
}

export interface OfflineModelOptions {
  /** Pause between streamed parts (0 in tests; a little in the app so text visibly streams). */
  chunkDelayMs?: number;
}

export function createOfflineModel(options: OfflineModelOptions = {}): LanguageModelV4 {
  const chunkDelayMs = options.chunkDelayMs ?? 0;
  return {
    specificationVersion: "v4",
    provider: OFFLINE_PROVIDER,
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},
    async doGenerate(options) {
      throwIfAborted(options);
      const step = decideOfflineStep(options);
      return {
        content: contentOf(step),
        finishReason: finishReasonOf(step.decision),
        usage: usageOf(step),
        warnings: [],
        response: { id: step.responseId, modelId: OFFLINE_MODEL_ID },
      };
    },
    async doStream(callOptions) {
      throwIfAborted(callOptions);
      const step = decideOfflineStep(callOptions);
      return { stream: partStream(streamPartsOf(step, OFFLINE_MODEL_ID), callOptions.abortSignal, chunkDelayMs) };
    },
  };
}
