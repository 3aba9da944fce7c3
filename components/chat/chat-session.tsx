"use client";
/**
 * One open conversation: the timeline, the error notice and the composer around a single useChat instance.
 * Mounted per conversation id (keyed by the parent) with the messages the server returned for it.
 */
import { useEffect, useRef, useState } from "react";
import type { PlannerUIMessage } from "@/lib/protocol";
import { usePlannerChat, type TurnEnd } from "@/client/use-planner-chat";
import { useStickToBottom } from "@/client/use-stick-to-bottom";
import { CurrentConversation } from "@/client/current-conversation";
import { notifyScheduleChanged, useCompletionElsewhere, useDraftClosed } from "@/components/schedule/schedule-events";
import { setTimeHighlight } from "@/components/schedule/time-highlight";
import { useAskedMessages } from "./ask-assistant";
import { ChatErrorNotice } from "./chat-error-notice";
import { Composer } from "./composer";
import { ExamplePrompts } from "./example-prompts";
import { latestHighlight } from "./message-extras";
import { Timeline } from "./timeline";

function showsConfirmCard(messages: readonly PlannerUIMessage[], draftId: string): boolean {
  return messages.some((message) => message.parts.some((part) => part.type === "data-confirm_request" && part.data.draft_id === draftId));
}

export interface ChatSessionProps {
  conversationId: string;
  initialMessages: PlannerUIMessage[];
  /** The first message of a conversation: the list can show it before the server's title arrives. */
  onFirstMessage: (text: string) => void;
  onTurnEnd: (end: TurnEnd) => void;
}

/** The text of the newest assistant message: what a finished turn said. */
function latestAnswer(messages: readonly PlannerUIMessage[]): string {
  const last = messages.at(-1);
  if (last?.role !== "assistant") return "";
  return last.parts
    .flatMap((part) => (part.type === "text" ? [part.text.trim()] : []))
    .filter(Boolean)
    .join("\n");
}

/**
 * What the live region says: the assistant's answer once a turn ends (a resumed one too), nothing while it
 * streams. Set while rendering when the turn goes from busy to done, so it changes once per turn.
 */
function useTurnAnnouncement(messages: readonly PlannerUIMessage[], busy: boolean, error: Error | undefined): string {
  const [wasBusy, setWasBusy] = useState(busy);
  const [announcement, setAnnouncement] = useState("");
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (busy) setAnnouncement("");
    else if (error) setAnnouncement("回复出错了。");
    else {
      const answer = latestAnswer(messages);
      setAnnouncement(answer ? `助手回复：${answer}` : "助手已回复。");
    }
  }
  return announcement;
}

/**
 * The week grid marks the periods of the newest answer about time, from the moment its part arrives; the next turn
 * (the student's new message) or a conversation without one clears them.
 */
function useGridHighlight(messages: readonly PlannerUIMessage[]): void {
  const highlight = latestHighlight(messages);
  const latest = useRef(highlight);
  useEffect(() => {
    latest.current = highlight;
  });
  const key = highlight?.key ?? null;
  useEffect(() => {
    setTimeHighlight(latest.current);
  }, [key]);
}

export function ChatSession({ conversationId, initialMessages, onFirstMessage, onTurnEnd }: ChatSessionProps) {
  const chat = usePlannerChat({
    conversationId,
    initialMessages,
    onTurnEnd: (end) => {
      // The turn may have written a draft (or the stop may have left one): the grid shows it.
      notifyScheduleChanged();
      onTurnEnd(end);
    },
  });
  // 确认 / 撤销 on the grid's bar put their card into this conversation: show it as the card's own confirm would.
  useCompletionElsewhere(conversationId, (completed) => void chat.showCompletion(completed));
  // The grid's bar cancelled a draft whose card is here: read the cancel note, which closes the card.
  useDraftClosed((draftId) => {
    if (!chat.busy && showsConfirmCard(chat.messages, draftId)) void chat.reloadMessages();
  });
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const followAnswer = useStickToBottom(scroller, content);
  const [sentCount, setSentCount] = useState(0);
  const announcement = useTurnAnnouncement(chat.messages, chat.busy, chat.error);
  useGridHighlight(chat.messages);

  const send = (text: string) => {
    const wasEmpty = chat.messages.length === 0;
    const accepted = chat.sendText(text);
    if (accepted) {
      if (wasEmpty) onFirstMessage(text.trim());
      followAnswer();
      setSentCount((count) => count + 1);
    }
    return accepted;
  };
  // 重新安排 on 今天, the daily card or the grid sends its message here, as if typed.
  useAskedMessages(chat.busy, send);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain" data-testid="timeline-scroller">
        <div ref={content} className="mx-auto w-full max-w-3xl px-4 py-4">
          {chat.messages.length === 0 ? (
            <ExamplePrompts onPick={(text) => void send(text)} disabled={chat.busy} />
          ) : (
            <CurrentConversation.Provider value={conversationId}>
              <Timeline
                messages={chat.messages}
                status={chat.status}
                onConfirmed={chat.showCompletion}
                sentCount={sentCount}
                onAnswer={(text) => void send(text)}
              />
            </CurrentConversation.Provider>
          )}
          {chat.error ? (
            <div className="mt-3">
              <ChatErrorNotice error={chat.error} onRetry={chat.retry} />
            </div>
          ) : null}
        </div>
      </div>
      {/* The answer is read out once, when the turn ends, never token by token. */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="answer-announcement">
        {announcement}
      </p>
      <div className="border-t border-zinc-200 bg-zinc-50/80 px-3 pb-3 pt-2 dark:border-zinc-800 dark:bg-zinc-950/80">
        <div className="mx-auto w-full max-w-3xl">
          <Composer busy={chat.busy} onSend={send} onStop={() => void chat.stopTurn()} />
        </div>
      </div>
    </div>
  );
}
