import type { Mention } from "@/lib/protocol/model-context";
import type { ToolFacts } from "@/lib/protocol/model-facts";
import type { Reading } from "./normalise/reading";
import type { StudentCalendar } from "./speak/student-words";
/** Shapes shared by the offline model's parts: what it read from the prompt and what it decided to do. */

export type Language = "zh" | "en";

/**
 * A tool reply as the model sees it: every planner tool answers `{ ok, text }`, and some hand typed facts beside the
 * text (a listing's tasks, a search's count: lib/protocol/model-facts.ts), which the decisions read instead of it.
 */
export interface ToolOutcome {
  ok: boolean;
  text: string;
  facts?: ToolFacts;
}

/** One tool call of the current turn and, once the app ran it, its reply. */
export interface TurnStep {
  toolCallId: string;
  toolName: string;
  input: unknown;
  result?: ToolOutcome;
}

/** A question the assistant asked with ask_user in the turn that followed a user message. */
export interface AskedQuestion {
  question: string;
  options: string[];
}

export interface UserTurn {
  /** The message as the readers read it (normalise.ts): Simplified, Mandarin everyday words, half-width. */
  text: string;
  /** Where each character of `text` came from in what the student wrote; absent when the reading is the message itself. */
  reading?: Reading;
  /** Set when the assistant answered this message by asking the student something. */
  asked?: AskedQuestion;
  /** The assistant's last words after this message (an earlier turn only): the slot "那就放那个时间" accepts. */
  said?: string;
  /**
   * What the turn that answered this message handed as data (an earlier turn only): its tools' facts and the names
   * its cards mentioned, in order. Follow-ups read these before the words of `said`.
   */
  answeredWith?: { facts: ToolFacts[]; named: string[] };
}

/** Everything the planners need from options.prompt, read once. */
export interface ConversationView {
  /** Every user message in order, each with the question the assistant asked after it, if any. */
  userTurns: UserTurn[];
  /** Tool calls after the latest user message, in call order. */
  steps: TurnStep[];
  /** Tool calls anywhere in the prompt; new call ids count on from here so they stay unique. */
  toolCallCount: number;
  /** What earlier cards and to-do edits named, one group per card or edit, oldest first: what "它" can mean. */
  mentions: Mention[][];
  /** A plan's draft card is still waiting for its 确认 (its note came last of the plan notes): "cancel the plan" is its 取消. */
  draftOpen?: boolean;
}

/** The student's reply to a question the assistant asked with ask_user. */
export interface Answer {
  question: AskedQuestion;
  text: string;
}

/** A student's request together with the answers they gave to the questions it raised. */
export interface Request {
  text: string;
  /** The request message's reading, to cut saved words from the student's own characters. */
  reading?: Reading;
  /**
   * When the request is an earlier one said again with a follow-up's words in it ("唔係攞證件，係交證件相" → 把去攞证件改名为
   * 去交证件相), the follow-up message's reading: a new title's words said there go back to the student's characters.
   */
  followUpReading?: Reading;
  /** Oldest first. */
  answers: Answer[];
}

export type Decision =
  | { kind: "tool"; toolName: string; input: Record<string, unknown> }
  | { kind: "text"; text: string };

/** What a step planner knows when it decides the next step. */
export interface DecisionContext {
  request: Request;
  language: Language;
  steps: readonly TurnStep[];
  isActive(toolName: string): boolean;
  /** The window's days and periods, from the calendar the call carries (empty when it carries none). */
  calendar: StudentCalendar;
  /** A plan's draft card is still open in the conversation (ConversationView.draftOpen). */
  draftOpen?: boolean;
}
