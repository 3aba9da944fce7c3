/**
 * What the timeline draws under an assistant message besides its blocks: the options of the ask_user question it
 * ended with (as chips) and the periods a time answer marked on the week grid. Both are read from the message's
 * parts, which deriveTimeline leaves out, and drawn under the message's last words.
 */
import type { PlannerUIMessage, TimeHighlightData } from "@/lib/protocol";
import type { TimelineBlock } from "@/client/timeline-blocks";

export interface AskedQuestion {
  options: string[];
  /** The question is still waiting: it ended the newest message. A later message (an answer or not) closes it. */
  open: boolean;
  /** The student's next message, when it was one of the options: that chip shows as chosen. */
  chosen?: string;
}

export interface MessageHighlight {
  /** Message id and part index: which answer the grid shows. */
  key: string;
  data: TimeHighlightData;
}

export interface MessageExtras {
  question?: AskedQuestion;
  highlight?: MessageHighlight;
}

/** The options of the message's last answered ask_user call, when it offered some. */
function askedOptions(message: PlannerUIMessage): string[] {
  const asked = message.parts.findLast((part) => part.type === "tool-ask_user");
  if (asked?.type !== "tool-ask_user" || asked.state !== "output-available" || !asked.output.ok) return [];
  return asked.input.options ?? [];
}

/** The message's last time_highlight with periods to mark. */
function messageHighlight(message: PlannerUIMessage): MessageHighlight | undefined {
  const index = message.parts.findLastIndex((part) => part.type === "data-time_highlight");
  const part = message.parts[index];
  if (part?.type !== "data-time_highlight" || part.data.periods.length === 0) return undefined;
  return { key: `${message.id}:${index}`, data: part.data };
}

function userText(message: PlannerUIMessage | undefined): string | undefined {
  if (message?.role !== "user") return undefined;
  return message.parts.flatMap((part) => (part.type === "text" ? [part.text.trim()] : [])).join("");
}

/** Extras by assistant message id; messages with none are left out. */
export function messageExtras(messages: readonly PlannerUIMessage[]): Map<string, MessageExtras> {
  const extras = new Map<string, MessageExtras>();
  messages.forEach((message, index) => {
    if (message.role !== "assistant") return;
    const options = askedOptions(message);
    const reply = userText(messages[index + 1]);
    const question = options.length > 0 ? { options, open: index === messages.length - 1, ...(reply !== undefined && options.includes(reply) ? { chosen: reply } : {}) } : undefined;
    const highlight = messageHighlight(message);
    if (question || highlight) extras.set(message.id, { ...(question ? { question } : {}), ...(highlight ? { highlight } : {}) });
  });
  return extras;
}

/** The highlight of the newest message when it is the assistant's: the grid shows it until the next turn starts. */
export function latestHighlight(messages: readonly PlannerUIMessage[]): MessageHighlight | null {
  const last = messages.at(-1);
  return last?.role === "assistant" ? (messageHighlight(last) ?? null) : null;
}

/**
 * The block each message's extras go under, by block key: the message's last assistant text (the question or
 * the answer), else its last block.
 */
export function extrasAnchors(blocks: readonly TimelineBlock[], extras: ReadonlyMap<string, MessageExtras>): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const messageId of extras.keys()) {
    const own = blocks.filter((block) => (block.type === "tool" ? block.call : block.event).message_id === messageId);
    const text = own.findLast((block) => block.type === "single" && block.event.kind === "assistant_text" && block.event.content !== "");
    const anchor = text ?? own.at(-1);
    if (anchor) anchors.set(anchor.key, messageId);
  }
  return anchors;
}
