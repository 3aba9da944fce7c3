/**
 * Stream assembly: a decision becomes the parts a real provider would send. Text arrives in several deltas, a tool
 * call as tool-input-start / deltas / end followed by the complete 'tool-call', and a 'finish' with usage counted
 * in characters (the offline model has no tokenizer; the numbers only need to be of the right size).
 */
import type {
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import type { Decision } from "../types";

const TEXT_CHUNK_CHARACTERS = 8;
const INPUT_CHUNK_CHARACTERS = 16;

/** One step of the offline model: the decision plus everything needed to emit it. */
export interface OfflineStep {
  decision: Decision;
  /** Unique within the conversation: counted on from the tool calls already in the prompt. */
  toolCallId: string;
  textId: string;
  responseId: string;
  promptCharacters: number;
}

/** Splits by code points so no surrogate pair is cut. */
export function chunks(text: string, size: number): string[] {
  const characters = Array.from(text);
  const pieces: string[] = [];
  for (let start = 0; start < characters.length; start += size) pieces.push(characters.slice(start, start + size).join(""));
  return pieces.length > 0 ? pieces : [""];
}

/** Roughly how much the model read: every text, tool input and tool reply in the prompt. */
export function promptCharacters(prompt: LanguageModelV4Prompt): number {
  let total = 0;
  for (const message of prompt) {
    if (message.role === "system") {
      total += message.content.length;
      continue;
    }
    for (const part of message.content) {
      if (part.type === "text" || part.type === "reasoning") total += part.text.length;
      else if (part.type === "tool-call") total += JSON.stringify(part.input ?? {}).length;
      else if (part.type === "tool-result") total += JSON.stringify(part.output).length;
    }
  }
  return total;
}

function serializedInput(decision: Extract<Decision, { kind: "tool" }>): string {
  return JSON.stringify(decision.input);
}

function outputCharacters(decision: Decision): number {
  return decision.kind === "text" ? Array.from(decision.text).length : serializedInput(decision).length;
}

export function usageOf(step: OfflineStep): LanguageModelV4Usage {
  const output = outputCharacters(step.decision);
  return {
    inputTokens: { total: step.promptCharacters, noCache: step.promptCharacters, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: {
      total: output,
      text: step.decision.kind === "text" ? output : 0,
      reasoning: undefined,
    },
  };
}

export function finishReasonOf(decision: Decision): LanguageModelV4FinishReason {
  return decision.kind === "tool" ? { unified: "tool-calls", raw: "tool_calls" } : { unified: "stop", raw: "stop" };
}

export function streamPartsOf(step: OfflineStep, modelId: string): LanguageModelV4StreamPart[] {
  const { decision } = step;
  const parts: LanguageModelV4StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "response-metadata", id: step.responseId, modelId },
  ];
  if (decision.kind === "text") {
    parts.push({ type: "text-start", id: step.textId });
    for (const delta of chunks(decision.text, TEXT_CHUNK_CHARACTERS)) parts.push({ type: "text-delta", id: step.textId, delta });
    parts.push({ type: "text-end", id: step.textId });
  } else {
    const input = serializedInput(decision);
    parts.push({ type: "tool-input-start", id: step.toolCallId, toolName: decision.toolName });
    for (const delta of chunks(input, INPUT_CHUNK_CHARACTERS)) parts.push({ type: "tool-input-delta", id: step.toolCallId, delta });
    parts.push({ type: "tool-input-end", id: step.toolCallId });
    parts.push({ type: "tool-call", toolCallId: step.toolCallId, toolName: decision.toolName, input });
  }
  parts.push({ type: "finish", finishReason: finishReasonOf(decision), usage: usageOf(step) });
  return parts;
}

export function contentOf(step: OfflineStep): LanguageModelV4Content[] {
  const { decision } = step;
  if (decision.kind === "text") return [{ type: "text", text: decision.text }];
  return [{ type: "tool-call", toolCallId: step.toolCallId, toolName: decision.toolName, input: serializedInput(decision) }];
}

/**
 * A pull-based stream: each read hands out one part. An abort errors it at once, dropping what was not read yet,
 * as a provider's stream would when its request is cancelled.
 */
export function partStream(
  parts: readonly LanguageModelV4StreamPart[],
  abortSignal?: AbortSignal,
  chunkDelayMs = 0,
): ReadableStream<LanguageModelV4StreamPart> {
  let next = 0;
  let stopListening = () => {};
  return new ReadableStream<LanguageModelV4StreamPart>(
    {
      start(controller) {
        if (!abortSignal) return;
        const onAbort = () => controller.error(abortReason(abortSignal));
        abortSignal.addEventListener("abort", onAbort, { once: true });
        stopListening = () => abortSignal.removeEventListener("abort", onAbort);
      },
      async pull(controller) {
        // Paces the parts like a remote model would, so streaming is visible and a student can stop mid-turn.
        if (chunkDelayMs > 0 && next > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
        if (abortSignal?.aborted) {
          controller.error(abortReason(abortSignal));
          return;
        }
        if (next < parts.length) controller.enqueue(parts[next++]);
        if (next >= parts.length) {
          stopListening();
          controller.close();
        }
      },
      cancel() {
        stopListening();
      },
    },
    { highWaterMark: 0 },
  );
}

export function abortReason(abortSignal: AbortSignal): unknown {
  return abortSignal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}
