/**
 * Runs one eval case through a model the way a turn does: the system instructions with the window's calendar beside
 * them, the conversation so far, the tools the turn's stage offers (server/agent/stages.ts), each call answered with
 * the eval's reply as the app's tools hand it on (text and facts: toolModelOutput), until the model answers with
 * text or takes too many steps. Any LanguageModelV4 fits: the built-in model or an OpenAI-compatible one.
 */
import type {
  LanguageModelV4,
  LanguageModelV4FunctionTool,
  LanguageModelV4Message,
  LanguageModelV4Prompt,
} from "@ai-sdk/provider";
import { z } from "zod";
import { PLANNER_TOOLS, isPlannerToolName, type PlannerToolName } from "@/lib/protocol";
import { calendarProviderOptions, toolModelOutput, type ModelCalendar } from "@/lib/protocol/model-facts";
import { stageAfter, toolsForStage, type ToolCallRecord } from "@/server/agent/stages";
import type { EvalCase } from "./cases";
import { evalToolReply } from "./replies";

const MAX_STEPS = 8;

export interface ToolCall {
  toolName: string;
  input: Record<string, unknown>;
}

export interface CaseRun {
  calls: ToolCall[];
  answer: string;
  elapsedMs: number;
  inputTokens: number;
  outputTokens: number;
  error?: string;
}

/** Made once per tool: converting the contract's zod schemas was 60 % of the eval's time when done for every case. */
const functionTools = new Map<PlannerToolName, LanguageModelV4FunctionTool>();

function functionTool(name: PlannerToolName): LanguageModelV4FunctionTool {
  const made = functionTools.get(name);
  if (made) return made;
  const entry = PLANNER_TOOLS[name];
  const schema = z.toJSONSchema(entry.inputSchema, { io: "input", unrepresentable: "any" });
  const tool: LanguageModelV4FunctionTool = { type: "function", name, description: entry.description, inputSchema: schema as LanguageModelV4FunctionTool["inputSchema"] };
  functionTools.set(name, tool);
  return tool;
}

function historyMessages(evalCase: EvalCase): LanguageModelV4Message[] {
  return (evalCase.history ?? []).flatMap((turn, index): LanguageModelV4Message[] => {
    const toolCallId = `history-${index}`;
    if (!turn.asked) {
      return [
        { role: "user", content: [{ type: "text", text: turn.user }] },
        { role: "assistant", content: [{ type: "text", text: turn.said ?? "好的。" }] },
      ];
    }
    return [
      { role: "user", content: [{ type: "text", text: turn.user }] },
      { role: "assistant", content: [{ type: "tool-call", toolCallId, toolName: "ask_user", input: turn.asked }] },
      {
        role: "tool",
        content: [{ type: "tool-result", toolCallId, toolName: "ask_user", output: { type: "json", value: { ok: true, text: turn.asked.question } } }],
      },
      // As the app shows it: the question, its options as chips (they reach the model in the ask_user call above).
      { role: "assistant", content: [{ type: "text", text: turn.asked.question }] },
    ];
  });
}

function parsedInput(input: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(input);
    return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What a turn tells the model besides the conversation: the system prompt and its window table as data. */
export interface CaseCall {
  instructions: string;
  calendar: ModelCalendar;
}

/** One case, start to end. The built-in model reads the calendar, a real model the instructions. */
export async function runCase(model: LanguageModelV4, evalCase: EvalCase, { instructions, calendar }: CaseCall): Promise<CaseRun> {
  const prompt: LanguageModelV4Prompt = [
    { role: "system", content: instructions },
    ...historyMessages(evalCase),
    { role: "user", content: [{ type: "text", text: evalCase.text }] },
  ];
  const run: CaseRun = { calls: [], answer: "", elapsedMs: 0, inputTokens: 0, outputTokens: 0 };
  const records: ToolCallRecord[] = [];
  const started = performance.now();
  try {
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const offered = toolsForStage(stageAfter(records));
      const result = await model.doGenerate({
        prompt,
        tools: offered.map(functionTool),
        toolChoice: { type: "auto" },
        providerOptions: calendarProviderOptions(calendar),
      });
      run.inputTokens += result.usage.inputTokens.total ?? 0;
      run.outputTokens += result.usage.outputTokens.total ?? 0;
      const calls = result.content.flatMap((part) => (part.type === "tool-call" ? [part] : []));
      const text = result.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");
      if (calls.length === 0) {
        run.answer = text;
        break;
      }
      prompt.push({ role: "assistant", content: calls.map((call) => ({ type: "tool-call", toolCallId: call.toolCallId, toolName: call.toolName, input: parsedInput(call.input) })) });
      const results = calls.map((call) => {
        const input = parsedInput(call.input);
        const output = evalToolReply(call.toolName, input);
        run.calls.push({ toolName: call.toolName, input });
        records.push({ name: call.toolName, ok: output.ok && isPlannerToolName(call.toolName) });
        return { type: "tool-result" as const, toolCallId: call.toolCallId, toolName: call.toolName, output: toolModelOutput(output) };
      });
      prompt.push({ role: "tool", content: results });
      if (calls.some((call) => call.toolName === "ask_user")) {
        run.answer = text;
        break;
      }
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error);
  }
  run.elapsedMs = performance.now() - started;
  return run;
}
