/**
 * Reads options.prompt into what the decisions need: the student's messages, the tool calls of the current turn with
 * their replies, and the questions the assistant asked. The AI SDK appends each step's tool results as `role: 'tool'`
 * messages, so the current turn is everything after the latest user message.
 */
import type { LanguageModelV4Message, LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from "@ai-sdk/provider";
import { mentionsOfPart, PLAN_NOTE_OPENINGS, type Mention } from "@/lib/protocol/model-context";
import { toolFactsOf, type ToolFacts } from "@/lib/protocol/model-facts";
import { toSimplified } from "@/lib/text/search-key";
import { normalise } from "../normalise/normalise";
import { questionInText } from "../decide/questions";
import type { AskedQuestion, ConversationView, ToolOutcome, TurnStep, UserTurn } from "../types";

function stringify(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value);
}

function outcomeFromValue(value: unknown, failed: boolean): ToolOutcome {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (typeof record.text === "string") {
      return { ok: !failed && record.ok !== false, text: record.text };
    }
  }
  return { ok: !failed, text: stringify(value) };
}

/** A text output may itself be the JSON of `{ ok, text }` (a tool that returned a string it had serialized). */
function outcomeFromText(text: string, failed: boolean): ToolOutcome {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      return outcomeFromValue(JSON.parse(trimmed), failed);
    } catch {
      // not JSON after all: the text is the reply
    }
  }
  return { ok: !failed, text };
}

/** Every output shape of LanguageModelV4ToolResultOutput as `{ ok, text }`. */
export function readToolOutput(output: LanguageModelV4ToolResultOutput): ToolOutcome {
  switch (output.type) {
    case "json":
      return outcomeFromValue(output.value, false);
    case "error-json":
      return outcomeFromValue(output.value, true);
    case "text":
      return outcomeFromText(output.value, false);
    case "error-text":
      return outcomeFromText(output.value, true);
    case "execution-denied":
      return { ok: false, text: output.reason ?? "操作未被允许。" };
    case "content":
      return {
        ok: true,
        text: output.value.map((part) => (part.type === "text" ? part.text : "")).join(""),
      };
  }
}

function askedQuestion(input: unknown): AskedQuestion | undefined {
  if (input === null || typeof input !== "object") return undefined;
  const record = input as Record<string, unknown>;
  if (typeof record.question !== "string") return undefined;
  // Options offered in Traditional ("這週") are picked from the answer's Simplified reading: they are read the same way.
  const options = Array.isArray(record.options) ? record.options.filter((option) => typeof option === "string").map(toSimplified) : [];
  return { question: record.question, options };
}

/** Tool call inputs arrive as objects; a provider that kept them as JSON text is read the same way. */
function parsedInput(input: unknown): unknown {
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}

/** A to-do edit of an earlier step names the to-do it touched, as a card would ("把它删了" after "周报已经发了"). */
function mentionsOfEdit(step: TurnStep): Mention[] {
  if (!step.result?.ok || (step.toolName !== "complete_task" && step.toolName !== "update_task")) return [];
  const input = (step.input ?? {}) as { task?: unknown; title?: unknown };
  const name = typeof input.title === "string" ? input.title : input.task;
  return typeof name === "string" && name.trim() !== "" ? [{ kind: "task", name: name.trim() }] : [];
}

type AssistantPart = Extract<LanguageModelV4Message, { role: "assistant" }>["content"][number];
type ToolResultPart = Extract<AssistantPart, { type: "tool-result" }>;

/** What the prompt has said so far, as readConversation walks it message by message. */
interface Walk {
  userTurns: UserTurn[];
  /** The assistant's last text after each user message, read as a question when no ask_user call says so. */
  lastTexts: string[];
  /** The current turn's steps: each user message starts them afresh. */
  steps: TurnStep[];
  stepsById: Map<string, TurnStep>;
  toolCallCount: number;
  mentions: Mention[][];
  /** What each user message's turn handed as data: its tools' facts and the names its cards mentioned. */
  answeredWith: Array<{ facts: ToolFacts[]; named: string[] }>;
  draftOpen: boolean;
}

/** Whether a card's note leaves a plan's draft open (its own note) or closed (confirmed, cancelled, undone). */
function draftOpenAfter(note: string, before: boolean): boolean {
  if (note.includes(PLAN_NOTE_OPENINGS.draft)) return true;
  const closed = [PLAN_NOTE_OPENINGS.confirmed, PLAN_NOTE_OPENINGS.cancelled, PLAN_NOTE_OPENINGS.undone].some((opening) => note.includes(opening));
  return closed ? false : before;
}

function readUserMessage(walk: Walk, text: string): void {
  // The one place the student's words enter the model: every reader sees the normalised reading.
  const reading = normalise(text);
  walk.userTurns.push(reading.text === text ? { text } : { text: reading.text, reading });
  walk.lastTexts.push("");
  walk.answeredWith.push({ facts: [], named: [] });
  walk.steps = [];
  walk.stepsById.clear();
}

function readToolResult(walk: Walk, part: ToolResultPart): void {
  const facts = part.output.type === "content" ? undefined : toolFactsOf(part.output.providerOptions);
  if (facts) walk.answeredWith.at(-1)?.facts.push(facts);
  const outcome = readToolOutput(part.output);
  const step = walk.stepsById.get(part.toolCallId);
  if (step) {
    step.result = outcome;
    const edited = mentionsOfEdit(step);
    if (edited.length > 0) walk.mentions.push(edited);
  } else {
    // A result whose call was trimmed from the history still tells what happened.
    const orphan: TurnStep = { toolCallId: part.toolCallId, toolName: part.toolName, input: {}, result: outcome };
    walk.steps.push(orphan);
    walk.stepsById.set(part.toolCallId, orphan);
  }
}

function readAssistantPart(walk: Walk, part: AssistantPart): void {
  // A note about an earlier card (lib/protocol/model-context.ts): what it named, not something the model said.
  const noted = part.type === "text" ? mentionsOfPart(part.providerOptions) : undefined;
  if (noted) {
    walk.draftOpen = draftOpenAfter(part.type === "text" ? part.text : "", walk.draftOpen);
    walk.mentions.push(noted);
    // What a student counts or points at is a block or a to-do; a plan's class is named beside its blocks.
    walk.answeredWith.at(-1)?.named.push(...noted.filter((mention) => mention.kind !== "class").map((mention) => mention.name));
  } else if (part.type === "text" && part.text.trim() !== "" && walk.lastTexts.length > 0) {
    walk.lastTexts[walk.lastTexts.length - 1] = part.text;
  } else if (part.type === "tool-call") {
    walk.toolCallCount += 1;
    const step: TurnStep = { toolCallId: part.toolCallId, toolName: part.toolName, input: parsedInput(part.input) };
    walk.steps.push(step);
    walk.stepsById.set(part.toolCallId, step);
    const lastTurn = walk.userTurns.at(-1);
    if (part.toolName === "ask_user" && lastTurn) lastTurn.asked = askedQuestion(step.input);
  } else if (part.type === "tool-result") {
    readToolResult(walk, part);
  }
}

/** Every turn but the last has been answered: what the assistant asked, said, or handed as data. */
function markAnswers(walk: Walk): void {
  const { userTurns, lastTexts, answeredWith } = walk;
  userTurns.forEach((turn, index) => {
    // A question is in `asked`; other last words are what the assistant answered ("周四 14:00–15:35 有空").
    if (!turn.asked && index < userTurns.length - 1 && lastTexts[index].trim() !== "" && !questionInText(lastTexts[index])) turn.said = lastTexts[index];
    if (!turn.asked && index < userTurns.length - 1) {
      const asked = questionInText(lastTexts[index]);
      if (asked) turn.asked = asked;
    }
    const { facts, named } = answeredWith[index];
    if (index < userTurns.length - 1 && (facts.length > 0 || named.length > 0)) turn.answeredWith = { facts, named };
  });
}

export function readConversation(prompt: LanguageModelV4Prompt): ConversationView {
  const walk: Walk = { userTurns: [], lastTexts: [], steps: [], stepsById: new Map(), toolCallCount: 0, mentions: [], answeredWith: [], draftOpen: false };
  for (const message of prompt) {
    switch (message.role) {
      case "system":
        // The instructions are for a real model; what the built-in one needs of them (the window's days and
        // periods) comes with the call as data (decide/facts.ts).
        break;
      case "user":
        readUserMessage(
          walk,
          message.content
            .map((part) => (part.type === "text" ? part.text : ""))
            .join("")
            .trim(),
        );
        break;
      case "assistant":
        for (const part of message.content) readAssistantPart(walk, part);
        break;
      case "tool":
        for (const part of message.content) if (part.type === "tool-result") readToolResult(walk, part);
        break;
    }
  }
  markAnswers(walk);
  return { userTurns: walk.userTurns, steps: walk.steps, toolCallCount: walk.toolCallCount, mentions: walk.mentions, ...(walk.draftOpen ? { draftOpen: true } : {}) };
}
