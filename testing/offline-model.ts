/**
 * Builders for the offline model's tests: prompts as the AI SDK hands them to a model, and one step of the model
 * read back as a tool call (with parsed input) or a text.
 */
import type { DataUIPart } from "ai";
import { PLANNER_TOOL_NAMES, type PlannerDataParts } from "@/lib/protocol";
import { dataPartForModel, type ContextClock } from "@/lib/protocol/model-context";
import type {
  LanguageModelV4CallOptions,
  LanguageModelV4FunctionTool,
  LanguageModelV4Message,
  LanguageModelV4Prompt,
} from "@ai-sdk/provider";
import { createOfflineModel } from "@/server/offline-model/model";
import type { ToolOutcome } from "@/server/offline-model/types";


export function functionTools(names: readonly string[]): LanguageModelV4FunctionTool[] {
  return names.map((name) => ({ type: "function", name, inputSchema: { type: "object" } }));
}

export function user(text: string): LanguageModelV4Message {
  return { role: "user", content: [{ type: "text", text }] };
}

export function assistantText(text: string): LanguageModelV4Message {
  return { role: "assistant", content: [{ type: "text", text }] };
}

/** An earlier card as convertToModelMessages hands it on: the assistant's note line with its mentions. */
export function cardNote(part: DataUIPart<PlannerDataParts>, clock: ContextClock = {}): LanguageModelV4Message {
  const note = dataPartForModel(part, clock);
  if (!note) throw new Error(`${part.type} gives the model no note`);
  return { role: "assistant", content: [{ type: "text", text: note.text, providerOptions: note.providerOptions }] };
}

/** An assistant tool call and the app's reply to it, as two messages (the SDK's shape between steps). */
export function toolExchange(
  toolCallId: string,
  toolName: string,
  input: Record<string, unknown>,
  outcome: ToolOutcome,
): LanguageModelV4Message[] {
  return [
    { role: "assistant", content: [{ type: "tool-call", toolCallId, toolName, input }] },
    {
      role: "tool",
      content: [{ type: "tool-result", toolCallId, toolName, output: { type: "json", value: { ok: outcome.ok, text: outcome.text } } }],
    },
  ];
}

export type StepOutput =
  | { kind: "tool"; toolName: string; input: unknown; toolCallId: string }
  | { kind: "text"; text: string };

export function callOptions(prompt: LanguageModelV4Prompt, tools: readonly string[] = PLANNER_TOOL_NAMES): LanguageModelV4CallOptions {
  return { prompt, tools: functionTools(tools) };
}

/** One doGenerate step of the offline model, read back. */
export async function nextStep(prompt: LanguageModelV4Prompt, tools: readonly string[] = PLANNER_TOOL_NAMES): Promise<StepOutput> {
  const result = await createOfflineModel().doGenerate(callOptions(prompt, tools));
  const [part] = result.content;
  if (result.content.length !== 1) throw new Error(`expected one content part, got ${result.content.length}`);
  if (part.type === "tool-call") {
    return { kind: "tool", toolName: part.toolName, input: JSON.parse(part.input), toolCallId: part.toolCallId };
  }
  if (part.type === "text") return { kind: "text", text: part.text };
  throw new Error(`unexpected content part ${part.type}`);
}

