/**
 * The conversation, block by block in seq order. Events come from deriveTimeline, the same function the timeline
 * endpoint uses, so the numbering on screen while streaming equals the numbering after a reload.
 *
 * Keyboard: a turn's tool blocks are one Tab stop (the arrow keys move between them); focus goes to the student's
 * new message after sending, to the completion card after 确认, and to the block itself when the control that had
 * focus inside it goes away (取消 leaves the closed proposal focused, not the page).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { PlannerUIMessage, ScheduleCompletedData } from "@/lib/protocol";
import { deriveTimeline } from "@/lib/protocol/timeline";
import { buildTimelineBlocks, type TimelineBlock } from "@/client/timeline-blocks";
import { Spinner } from "@/components/ui/spinner";
import { AnswerExtras } from "./answer-extras";
import { extrasAnchors, messageExtras } from "./message-extras";
import { TimelineBlockView } from "./timeline-block";
import type { ToolStop } from "./tool-block";

export interface TimelineProps {
  messages: readonly PlannerUIMessage[];
  status: "submitted" | "streaming" | "ready" | "error";
  onConfirmed: (completed: ScheduleCompletedData) => void | Promise<void>;
  /** Raised by one for every message the student sends: focus moves to that message once it shows. */
  sentCount?: number;
  /** Sends an ask_user option as the student's reply (its chips); without it the options show only in the text. */
  onAnswer?: (text: string) => void;
}

/** Blocks that show their own progress while they are the newest (a streaming text, a status, an unanswered tool). */
function showsOwnProgress(block: TimelineBlock | undefined): boolean {
  if (!block) return false;
  if (block.type === "tool") return block.result === undefined;
  if (block.type === "confirm") return false;
  return block.event.kind === "status" || (block.event.kind === "assistant_text" && block.event.role === "assistant");
}

function isUserText(block: TimelineBlock): boolean {
  return block.type === "single" && block.event.kind === "user_text";
}

/** The turn of every block (a turn starts at each message of the student's) and each turn's tool blocks in order. */
function toolTurns(blocks: readonly TimelineBlock[]): { turnOf: Map<string, number>; toolsOf: Map<number, string[]> } {
  const turnOf = new Map<string, number>();
  const toolsOf = new Map<number, string[]>();
  let turn = 0;
  for (const block of blocks) {
    if (isUserText(block)) turn += 1;
    if (block.type !== "tool") continue;
    turnOf.set(block.key, turn);
    toolsOf.set(turn, [...(toolsOf.get(turn) ?? []), block.key]);
  }
  return { turnOf, toolsOf };
}

const TOOL_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Timeline({ messages, status, onConfirmed, sentCount = 0, onAnswer }: TimelineProps) {
  const blocks = useMemo(() => buildTimelineBlocks(deriveTimeline(messages)), [messages]);
  const { turnOf, toolsOf } = useMemo(() => toolTurns(blocks), [blocks]);
  const busy = status === "submitted" || status === "streaming";
  const extras = useMemo(() => messageExtras(messages), [messages]);
  const anchors = useMemo(() => extrasAnchors(blocks, extras), [blocks, extras]);
  const lastMessage = messages.at(-1);
  const lastBlock = blocks.at(-1);
  const waitingForAnswer = status === "submitted" || (busy && lastMessage?.role === "user");
  // Between steps (a tool answered, the model has not spoken yet) nothing else would show the turn is alive.
  const working = !waitingForAnswer && status === "streaming" && !showsOwnProgress(lastBlock);
  const lastKey = lastBlock?.key;

  const list = useRef<HTMLOListElement>(null);
  // The tool block of each turn that holds the turn's Tab stop: the last one focused, else the first.
  const [activeTool, setActiveTool] = useState<Record<number, string>>({});
  const focusBlock = useCallback((selector: string) => {
    const items = list.current?.querySelectorAll<HTMLElement>(selector);
    items?.[items.length - 1]?.closest("li")?.focus();
  }, []);

  const toolStop = (key: string): ToolStop | undefined => {
    const turn = turnOf.get(key);
    const keys = turn === undefined ? undefined : toolsOf.get(turn);
    if (turn === undefined || !keys) return undefined;
    const active = keys.includes(activeTool[turn] ?? "") ? activeTool[turn] : keys[0];
    return {
      tabbable: key === active,
      count: keys.length,
      onFocus: () => setActiveTool((current) => (current[turn] === key ? current : { ...current, [turn]: key })),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const move = TOOL_KEYS[event.key];
        if (!move) return;
        event.preventDefault();
        const next = keys[move(keys.indexOf(key), keys.length)];
        list.current?.querySelector<HTMLElement>(`[data-tool-key="${next}"] > summary`)?.focus();
      },
    };
  };

  // After a send, the student's new message takes focus once it is on screen (a screen reader reads it back). The
  // message shows a moment after the send, so this waits for a user_text block newer than the one it last saw; a
  // timeline first drawn for a sent message (a new conversation) focuses that one.
  const lastUserKey = blocks.findLast(isUserText)?.key;
  const focusedSend = useRef({ count: 0, key: sentCount > 0 ? undefined : lastUserKey });
  useEffect(() => {
    if (sentCount === focusedSend.current.count || lastUserKey === undefined || lastUserKey === focusedSend.current.key) return;
    focusedSend.current = { count: sentCount, key: lastUserKey };
    focusBlock("[data-kind='user_text']");
  }, [sentCount, lastUserKey, focusBlock]);

  // A control that had focus went away with what it did (取消, 确认, a card that closed): focus its block instead of
  // leaving it on the page, where the next Tab would start from the top.
  const lastFocus = useRef<{ item: HTMLElement; control: HTMLElement } | null>(null);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      const last = lastFocus.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!last || !lost) return;
      // A control still there and enabled lost focus to a click elsewhere: that is the student's choice.
      const gone = !last.control.isConnected || last.control.matches(":disabled");
      lastFocus.current = null;
      if (gone && last.item.isConnected) last.item.focus();
    });
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
    return () => observer.disconnect();
  }, []);

  // The completion card is the result of 确认: it takes focus once it is drawn (the chat's messages update a moment
  // after the confirm answers, so this waits for one more schedule_completed block than there was).
  const completedCount = blocks.filter((block) => block.type === "single" && block.event.kind === "schedule_completed").length;
  const completedBefore = useRef<number | null>(null);
  const completedNow = useRef(completedCount);
  useEffect(() => {
    completedNow.current = completedCount;
    if (completedBefore.current === null || completedCount <= completedBefore.current) return;
    completedBefore.current = null;
    focusBlock("[data-kind='schedule_completed']");
  }, [completedCount, focusBlock]);
  const confirmed = useCallback(
    (completed: ScheduleCompletedData) => {
      completedBefore.current = completedNow.current;
      return onConfirmed(completed);
    },
    [onConfirmed],
  );

  // Chips and links come once the message is whole: a streaming answer may still move its last words.
  const extrasOf = (key: string) => {
    const messageId = anchors.get(key);
    const shown = messageId === undefined ? undefined : extras.get(messageId);
    if (!shown || (busy && messageId === lastMessage?.id)) return null;
    return <AnswerExtras extras={shown} busy={busy} onAnswer={onAnswer} />;
  };

  return (
    <ol
      ref={list}
      className="flex flex-col gap-3"
      aria-label="对话记录"
      aria-busy={busy}
      data-testid="timeline"
      onFocus={(event) => {
        const item = event.target.closest("li");
        lastFocus.current = item ? { item, control: event.target } : null;
      }}
      onBlur={(event) => {
        // Focus went somewhere else on purpose (the composer, the grid): nothing to bring back.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) lastFocus.current = null;
      }}
    >
      {blocks.map((block) => (
        <li
          key={block.key}
          // Focus lands here from script only (after a send, a confirm, or when the focused control went away).
          tabIndex={-1}
          // A message of the student's hugs its bubble on the right, so the focus ring after a send outlines the bubble,
          // not the empty width beside it.
          className={`rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/60 ${isUserText(block) ? "ml-auto w-fit max-w-[85%] pt-2 first:pt-0" : ""}`}
        >
          <TimelineBlockView
            block={block}
            live={status === "streaming" && block.key === lastKey}
            chatBusy={busy}
            onConfirmed={confirmed}
            toolStop={block.type === "tool" ? toolStop(block.key) : undefined}
          />
          {extrasOf(block.key)}
        </li>
      ))}
      {waitingForAnswer ? (
        <li className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400" data-testid="pending-indicator">
          <Spinner className="h-3.5 w-3.5 text-indigo-500" />
          正在思考…
        </li>
      ) : null}
      {working ? (
        <li className="flex items-center gap-2 text-xs text-zinc-500 dark:text-zinc-400" data-testid="working-indicator">
          <Spinner className="h-3 w-3 text-indigo-500" />
          正在处理…
        </li>
      ) : null}
    </ol>
  );
}
