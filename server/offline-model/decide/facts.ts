/**
 * What the model knows as data rather than words (lib/protocol/model-facts.ts): the typed facts each tool handed
 * beside its reply, joined to the turn's steps by call id, and the window's calendar the call carries beside the
 * system prompt. The decisions read these; they never parse the prose of a reply or of the system prompt.
 */
import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { toolFactsOf, type FactsOf, type ListedTask, type ModelCalendar, type ToolFacts } from "@/lib/protocol/model-facts";
import { dayLabel } from "@/lib/schedule/tools/free-time";
import type { StudentCalendar } from "../speak/student-words";
import type { ConversationView, ToolOutcome } from "../types";

/** The facts of every tool result in the prompt, by call id. */
function factsByCall(prompt: LanguageModelV4Prompt): Map<string, ToolFacts> {
  const facts = new Map<string, ToolFacts>();
  for (const message of prompt) {
    if (message.role !== "tool" && message.role !== "assistant") continue;
    for (const part of message.content) {
      if (part.type !== "tool-result" || part.output.type === "content") continue;
      const found = toolFactsOf(part.output.providerOptions);
      if (found) facts.set(part.toolCallId, found);
    }
  }
  return facts;
}

/** The conversation with each answered step's reply carrying the facts its tool handed beside the text. */
export function withToolFacts(conversation: ConversationView, prompt: LanguageModelV4Prompt): ConversationView {
  const facts = factsByCall(prompt);
  const steps = conversation.steps.map((step) => {
    const found = step.result ? facts.get(step.toolCallId) : undefined;
    return found && step.result ? { ...step, result: { ...step.result, facts: found } } : step;
  });
  return { ...conversation, steps };
}

/** The reply's facts of one kind (a listing's tasks, a search's count…); undefined when the tool handed none. */
export function factsOf<Kind extends ToolFacts["kind"]>(outcome: ToolOutcome | undefined, kind: Kind): FactsOf<Kind> | undefined {
  const facts = outcome?.facts;
  return facts?.kind === kind ? (facts as FactsOf<Kind>) : undefined;
}

/** The tasks a list_tasks reply named, in its order; none when it failed or named none. */
export function listedTasks(outcome: ToolOutcome | undefined): ListedTask[] {
  return outcome?.ok ? (factsOf(outcome, "task_list")?.tasks ?? []) : [];
}

/** The task classes (categories) of a listing, in first-seen order. */
export function categoriesOf(tasks: readonly ListedTask[]): string[] {
  return [...new Set(tasks.map((task) => task.category))];
}

/**
 * The calendar in the student's words: "12月5日 周六" for each window day, the periods' clock times, and a day with
 * its term week (what dates "第15周周三").
 */
export function studentCalendarOf(calendar: ModelCalendar | undefined): StudentCalendar {
  const days = new Map<number, string>();
  const periods = new Map<number, { start: string; end: string }>();
  for (const { day, date, weekday } of calendar?.days ?? []) days.set(day, dayLabel({ date, day_of_week: weekday }));
  (calendar?.periods ?? []).forEach((times, index) => periods.set(index + 1, { start: times.start, end: times.end }));
  const anchor = calendar?.days.find((day) => day.week !== undefined);
  return anchor?.week === undefined ? { days, periods } : { days, periods, termAnchor: { date: anchor.date, week: anchor.week, weekday: anchor.weekday } };
}
