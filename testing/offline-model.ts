/**
 * Builders for the offline model's tests: prompts as the AI SDK hands them to a model (a tool's reply as the app's
 * tools hand it on, its facts included), the calendar a turn passes with the call, and one step of the model read
 * back as a tool call (with parsed input) or a text.
 */
import type { DataUIPart } from "ai";
import { PLANNER_TOOL_NAMES, type PlannerDataParts } from "@/lib/protocol";
import { dataPartForModel, type ContextClock } from "@/lib/protocol/model-context";
import { calendarProviderOptions, toolModelOutput, type ModelCalendar } from "@/lib/protocol/model-facts";
import type {
  LanguageModelV4CallOptions,
  LanguageModelV4FunctionTool,
  LanguageModelV4Message,
  LanguageModelV4Prompt,
} from "@ai-sdk/provider";
import { expect } from "vitest";
import { formatDeadline } from "@/lib/tasks/format";
import { parseDateTime } from "@/lib/tasks/natural-dates";
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

/**
 * An assistant tool call and the app's reply to it, as two messages (the SDK's shape between steps). The reply goes
 * on as the app's tools hand it to a model (toolModelOutput): a schedule tool's result (executeTool) keeps its facts.
 */
export function toolExchange(
  toolCallId: string,
  toolName: string,
  input: Record<string, unknown>,
  outcome: ToolOutcome,
): LanguageModelV4Message[] {
  return [
    { role: "assistant", content: [{ type: "tool-call", toolCallId, toolName, input }] },
    { role: "tool", content: [{ type: "tool-result", toolCallId, toolName, output: toolModelOutput(outcome) }] },
  ];
}

const WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

/**
 * The calendar of a test written with the window table as a system message ("第1天 = 2026-04-27 周一（第13周）",
 * "第1节 08:00-08:45"), which the model itself no longer reads: the call carries it as data, as a turn's does.
 */
function calendarInSystemMessage(prompt: LanguageModelV4Prompt): ModelCalendar | undefined {
  const system = prompt.flatMap((message) => (message.role === "system" ? [message.content] : [])).join("\n");
  const days = [...system.matchAll(/第(\d+)天 = (\d{4}-\d{2}-\d{2}) (周.)(?:（第(\d+)周）)?/g)].map(([, day, date, weekday, week]) => ({
    day: Number(day),
    date,
    weekday: WEEKDAYS.indexOf(weekday) + 1,
    ...(week ? { week: Number(week) } : {}),
  }));
  const rows = [...system.matchAll(/第(\d+)节 (\d{2}:\d{2})-(\d{2}:\d{2})/g)];
  // The periods are a list from the first: a table that skips one cannot be read as one.
  if (rows.some(([, period], index) => Number(period) !== index + 1)) throw new Error("the system message's periods must run from 第1节 on");
  const periods = rows.map(([, , start, end]) => ({ start, end }));
  return days.length > 0 || periods.length > 0 ? { days, periods } : undefined;
}

export type StepOutput =
  | { kind: "tool"; toolName: string; input: unknown; toolCallId: string }
  | { kind: "text"; text: string };

/** The call a turn makes: the prompt, the stage's tools and the window's calendar (taken from the prompt's table if unset). */
export function callOptions(
  prompt: LanguageModelV4Prompt,
  tools: readonly string[] = PLANNER_TOOL_NAMES,
  calendar: ModelCalendar | undefined = calendarInSystemMessage(prompt),
): LanguageModelV4CallOptions {
  return { prompt, tools: functionTools(tools), ...(calendar ? { providerOptions: calendarProviderOptions(calendar) } : {}) };
}

/** One doGenerate step of the offline model, read back. */
export async function nextStep(
  prompt: LanguageModelV4Prompt,
  tools: readonly string[] = PLANNER_TOOL_NAMES,
  calendar?: ModelCalendar,
): Promise<StepOutput> {
  const result = await createOfflineModel().doGenerate(callOptions(prompt, tools, calendar));
  const [part] = result.content;
  if (result.content.length !== 1) throw new Error(`expected one content part, got ${result.content.length}`);
  if (part.type === "tool-call") {
    return { kind: "tool", toolName: part.toolName, input: JSON.parse(part.input), toolCallId: part.toolCallId };
  }
  if (part.type === "text") return { kind: "text", text: part.text };
  throw new Error(`unexpected content part ${part.type}`);
}


/**
 * The minute a note from `text` would be saved at, "YYYY-MM-DD HH:MM" in the clock's zone: the model must record it
 * (quick_note), and the recording tool reads the deadline argument, else the first date of the content.
 */
export async function notedMinute(text: string, clock: { now: Date; timeZone: string }): Promise<string | undefined> {
  const step = await nextStep([user(text)]);
  expect(step).toMatchObject({ kind: "tool", toolName: "quick_note" });
  const input = (step as { input: { content: string; deadline?: string } }).input;
  const parsed = parseDateTime(input.deadline ?? input.content, clock);
  return parsed ? formatDeadline(parsed.date, clock.timeZone) : undefined;
}
