"use client";
/**
 * useChat wired for the planner: the typed message, the protocol's data part schemas, the id-and-last-message
 * transport, a stop that asks the server to end the turn and leaves the same marker the server saves, a reload from
 * the server's copy, and on opening a conversation a reconnect to its running turn (`resume`), which replays the
 * turn from its start in place of the part the server had saved so far.
 */
import { useChat } from "@ai-sdk/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { PlannerUIMessage, ScheduleCompletedData } from "@/lib/protocol";
import { messageMetadataSchema } from "@/lib/protocol/message";
import { plannerDataPartSchemas } from "@/lib/protocol/data-parts";
import { fetchConversationMessages } from "./api";
import { createPlannerTransport, requestTurnStop } from "./chat-transport";
import { withScheduleCompleted, withStopMarker } from "./local-messages";

/** How long a stopped turn's stream has to bring the server's marker before the page cuts it itself. */
const STOP_GRACE_MS = 3_000;

export interface TurnEnd {
  isAbort: boolean;
  isError: boolean;
}

export interface PlannerChatOptions {
  conversationId: string;
  initialMessages: PlannerUIMessage[];
  /** After every turn, however it ended: the draft may have changed and the conversation list may have a new title. */
  onTurnEnd?: (end: TurnEnd) => void;
}

export function usePlannerChat({ conversationId, initialMessages, onTurnEnd }: PlannerChatOptions) {
  const transport = useMemo(() => createPlannerTransport(), []);
  const chat = useChat<PlannerUIMessage>({
    id: conversationId,
    messages: initialMessages,
    transport,
    dataPartSchemas: plannerDataPartSchemas,
    messageMetadataSchema,
    throttle: 30,
    // A conversation with messages may have a turn still running on the server (a reload, a dropped connection).
    resume: initialMessages.length > 0,
    onFinish: ({ isAbort, isError }) => onTurnEnd?.({ isAbort, isError }),
  });
  const { stop, setMessages, sendMessage, regenerate, clearError, status } = chat;

  const busy = status === "submitted" || status === "streaming";

  const sendText = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (trimmed === "" || busy) return false;
      void sendMessage({ text: trimmed });
      return true;
    },
    [busy, sendMessage],
  );

  const busyNow = useRef(busy);
  useEffect(() => {
    busyNow.current = busy;
  }, [busy]);

  const stopTurn = useCallback(async () => {
    // Ask the server first and keep reading: a stopped turn streams its own 已停止 marker and ends, and a turn that
    // had already finished streams the rest of its answer (and its card). Cutting the stream first made a finished
    // turn look stopped here, while the server kept its card and called it 连接断开后已在后台完成.
    const stopped = await requestTurnStop(conversationId);
    if (!stopped) return;
    // The server's marker is on its way; a stream that does not end soon is cut here, with the same marker.
    await new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS));
    if (!busyNow.current) return;
    await stop();
    setMessages((messages) => withStopMarker(messages, `local-stop-${Date.now()}`));
  }, [stop, setMessages, conversationId]);

  const retry = useCallback(() => {
    clearError();
    void regenerate();
  }, [clearError, regenerate]);

  /** After a confirm: the server appended the completion card; read its copy, or add the card locally if that fails. */
  const showCompletion = useCallback(
    async (completed: ScheduleCompletedData) => {
      try {
        setMessages(await fetchConversationMessages(conversationId));
      } catch {
        setMessages((messages) => withScheduleCompleted(messages, completed));
      }
    },
    [conversationId, setMessages],
  );

  /** Reads the conversation again from the server (something outside the chat changed it); kept as is if that fails. */
  const reloadMessages = useCallback(async () => {
    try {
      setMessages(await fetchConversationMessages(conversationId));
    } catch {
      // The next turn or reload reads it again.
    }
  }, [conversationId, setMessages]);

  return {
    reloadMessages,
    messages: chat.messages,
    status,
    error: chat.error,
    busy,
    sendText,
    stopTurn,
    retry,
    setMessages,
    showCompletion,
  };
}
