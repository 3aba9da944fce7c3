/**
 * A scripted language model for turn tests: each model call (one tool-loop step) answers with the parts the test
 * wrote for that step, so a test decides exactly which tools the "model" calls and what it says. The mock records
 * every call's options, so a test can also read which tools the turn offered at each step.
 */
import type {
  LanguageModelV4CallOptions,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import type { ResolvedModel } from "@/server/agent/models";

export type StreamPart = LanguageModelV4StreamPart;

/** One step's answer: its parts, or a stream built from the call options (to wait, fail or watch the signal). */
export type ScriptedStep =
  | StreamPart[]
  | ((options: LanguageModelV4CallOptions, callIndex: number) => ReadableStream<StreamPart> | Promise<ReadableStream<StreamPart>>);

/** The steps in call order, or one function deciding every step (a model that never stops, for budgets). */
export type Script = ScriptedStep[] | ((callIndex: number) => ScriptedStep);

const TEST_MODEL_LABEL = "脚本模型";

const USAGE: LanguageModelV4Usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

let partCounter = 0;
function nextPartId(prefix: string): string {
  partCounter += 1;
  return `${prefix}-${partCounter}`;
}

export function finishPart(reason: LanguageModelV4FinishReason["unified"] = "stop"): StreamPart {
  return { type: "finish", usage: USAGE, finishReason: { unified: reason, raw: reason } };
}

/** A text block, streamed in the given pieces (one piece by default). */
export function textParts(...pieces: string[]): StreamPart[] {
  const id = nextPartId("text");
  return [
    { type: "text-start", id },
    ...pieces.map((delta): StreamPart => ({ type: "text-delta", id, delta })),
    { type: "text-end", id },
  ];
}

function reasoningParts(text: string): StreamPart[] {
  const id = nextPartId("reasoning");
  return [
    { type: "reasoning-start", id },
    { type: "reasoning-delta", id, delta: text },
    { type: "reasoning-end", id },
  ];
}

export interface ScriptedToolCall {
  name: string;
  input?: Record<string, unknown>;
  id?: string;
}

function toolCallPart(call: ScriptedToolCall): StreamPart {
  return {
    type: "tool-call",
    toolCallId: call.id ?? nextPartId(`call-${call.name}`),
    toolName: call.name,
    input: JSON.stringify(call.input ?? {}),
  };
}

/** A whole step that says a sentence and stops. */
export function sayStep(text: string, options: { reasoning?: string } = {}): StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    ...(options.reasoning ? reasoningParts(options.reasoning) : []),
    ...textParts(text),
    finishPart("stop"),
  ];
}

/** A whole step that calls these tools (in parallel when several), optionally after a sentence. */
export function callStep(calls: ScriptedToolCall[], options: { text?: string } = {}): StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    ...(options.text ? textParts(options.text) : []),
    ...calls.map(toolCallPart),
    finishPart("tool-calls"),
  ];
}

/**
 * A step that streams `before`, then waits until the call's abort signal fires and ends the stream with the
 * abort error, as a provider's fetch does. Nothing else ends it: the test (or the turn's budget timer) must abort.
 */
export function hangingStep(before: StreamPart[]): ScriptedStep {
  return (options) =>
    new ReadableStream<StreamPart>({
      start(controller) {
        for (const part of before) controller.enqueue(part);
        const signal = options.abortSignal;
        const fail = () => controller.error(signal?.reason ?? new DOMException("aborted", "AbortError"));
        if (signal?.aborted) fail();
        else signal?.addEventListener("abort", fail, { once: true });
      },
    });
}

/** A step whose stream breaks (as a dropped connection does) once `before` was delivered. */
export function failingStep(before: StreamPart[], error: Error): ScriptedStep {
  return () => {
    const queue = [...before];
    // Pull-based: erroring in start() would discard the parts not yet read.
    return new ReadableStream<StreamPart>({
      pull(controller) {
        const part = queue.shift();
        if (part) controller.enqueue(part);
        else controller.error(error);
      },
    });
  };
}

export interface ScriptedModel extends ResolvedModel {
  mock: MockLanguageModelV4;
  /** How many times the turn called the model. */
  calls(): number;
  /** The tool names offered to the model on call `index` (0-based), sorted. */
  offeredTools(index: number): string[];
}

export function scriptedModel(script: Script): ScriptedModel {
  const stepAt = (index: number): ScriptedStep => {
    if (typeof script === "function") return script(index);
    const step = script[index];
    if (!step) throw new Error(`脚本模型只写了 ${script.length} 步，却被第 ${index + 1} 次调用`);
    return step;
  };
  const mock = new MockLanguageModelV4({
    provider: "test",
    modelId: "scripted",
    doStream: async (options): Promise<LanguageModelV4StreamResult> => {
      const index = mock.doStreamCalls.length - 1;
      const step = stepAt(index);
      const stream = typeof step === "function" ? await step(options, index) : simulateReadableStream({ chunks: step, chunkDelayInMs: null });
      return { stream };
    },
  });
  return {
    model: mock,
    kind: "openai-compatible",
    label: TEST_MODEL_LABEL,
    mock,
    calls: () => mock.doStreamCalls.length,
    offeredTools: (index) => {
      const options = mock.doStreamCalls[index];
      if (!options) throw new Error(`the model was called ${mock.doStreamCalls.length} times, not ${index + 1}`);
      return (options.tools ?? []).map((tool) => tool.name).sort();
    },
  };
}
