"use client";
/**
 * The assistant side: which conversation is open (kept in the address), its history, and the chat itself. A
 * conversation's messages always come from the server before its chat mounts, so a reload shows the same timeline.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PlannerUIMessage } from "@/lib/protocol";
import { ApiError, fetchConversationMessages, type ConversationSummary } from "@/client/api";
import { conversationIdFromSearch, newConversationId, searchWithConversation } from "@/client/conversation-url";
import { useConversations } from "@/client/use-conversations";
import { Button } from "@/components/ui/button";
import { Chevron } from "@/components/ui/chevron";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Spinner } from "@/components/ui/spinner";
import { setOpenConversation, useCompletionElsewhere } from "@/components/schedule/schedule-events";
import { ChatSession } from "./chat-session";
import { ConversationList } from "./conversation-list";

type Opened =
  | { id: string; phase: "loading" }
  | { id: string; phase: "ready"; messages: PlannerUIMessage[] }
  | { id: string; phase: "failed"; message: string };

function rememberInAddress(conversationId: string) {
  const search = searchWithConversation(window.location.search, conversationId);
  window.history.replaceState(null, "", `${window.location.pathname}${search}`);
}

/** What the server rendered the page with: the list and the conversation it opened (the address's, or the latest). */
export interface AssistantPanelInitial {
  conversations: ConversationSummary[];
  opened: { id: string; messages: PlannerUIMessage[] };
}

export function AssistantPanel({ initial }: { initial?: AssistantPanelInitial }) {
  const { conversations, loaded, error: listError, refresh, addLocal } = useConversations(initial?.conversations);
  const [opened, setOpened] = useState<Opened | undefined>(initial ? { id: initial.opened.id, phase: "ready", messages: initial.opened.messages } : undefined);
  const [listOpen, setListOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const latestRequest = useRef(0);
  // Set by the first choice, the server's, the student's or the automatic one; after that the address no longer decides.
  const initialised = useRef(initial !== undefined);
  const serverChoice = useRef(initial?.opened.id);

  // The server opened a conversation the address may not name yet (the latest, or a new one): name it there. A click
  // on 新对话 right after hydration runs before this effect is flushed; the student's choice then wins (the click
  // clears serverChoice), or the address would name a conversation other than the one the messages go to.
  useEffect(() => {
    if (serverChoice.current && conversationIdFromSearch(window.location.search) !== serverChoice.current) rememberInAddress(serverChoice.current);
  }, []);

  const startNew = useCallback(() => {
    initialised.current = true;
    serverChoice.current = undefined;
    const id = newConversationId();
    latestRequest.current += 1;
    setOpened({ id, phase: "ready", messages: [] });
    setListOpen(false);
    rememberInAddress(id);
  }, []);

  const open = useCallback(async (conversationId: string) => {
    initialised.current = true;
    serverChoice.current = undefined;
    const request = ++latestRequest.current;
    setOpened({ id: conversationId, phase: "loading" });
    setListOpen(false);
    rememberInAddress(conversationId);
    try {
      const messages = await fetchConversationMessages(conversationId);
      if (request === latestRequest.current) setOpened({ id: conversationId, phase: "ready", messages });
    } catch (caught) {
      if (request !== latestRequest.current) return;
      // An id from the address that never got a message is simply a new, empty conversation.
      if (caught instanceof ApiError && caught.status === 404) setOpened({ id: conversationId, phase: "ready", messages: [] });
      else setOpened({ id: conversationId, phase: "failed", message: caught instanceof Error ? caught.message : "对话加载失败。" });
    }
  }, []);

  // First visit: the conversation in the address, else the latest one, else a new one. The address is readable only
  // after hydration and the list arrives later, so the first choice is made here, once (initialised).
  useEffect(() => {
    if (initialised.current) return;
    const first = conversationIdFromSearch(window.location.search) ?? (loaded ? (conversations[0]?.id ?? null) : undefined);
    if (first === undefined) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (first) void open(first);
    else startNew();
  }, [loaded, conversations, open, startNew]);

  // The grid's bar commits into the open conversation; a new one (nothing sent yet) is started by that commit, and
  // then joins the list.
  const ready = opened?.phase === "ready" ? opened.id : null;
  useEffect(() => {
    setOpenConversation(ready);
    return () => setOpenConversation(null);
  }, [ready]);
  useCompletionElsewhere(ready ?? "", () => {
    if (!conversations.some((item) => item.id === ready)) void refresh();
  });

  const currentTitle = conversations.find((item) => item.id === opened?.id)?.title || "新对话";

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
        <button
          type="button"
          data-testid="conversation-list-toggle"
          aria-expanded={listOpen}
          aria-controls="conversation-list"
          onClick={() => setListOpen((value) => !value)}
          ref={toggle}
          className={`flex min-w-0 flex-1 items-center gap-1.5 rounded-lg px-2 py-1.5 text-left hover:bg-zinc-100 dark:hover:bg-zinc-800 ${FOCUS_RING}`}
        >
          <Chevron className={`text-zinc-400 ${listOpen ? "rotate-90" : ""}`} />
          <span className="sr-only">历史对话：</span>
          <span className="min-w-0 truncate text-sm font-medium text-zinc-800 dark:text-zinc-100" data-testid="conversation-title">
            {currentTitle}
          </span>
        </button>
        <Button size="sm" variant="secondary" data-testid="new-conversation" onClick={startNew}>
          <span aria-hidden="true">＋</span>
          新对话
        </Button>
      </div>
      {listOpen ? (
        <ConversationList
          id="conversation-list"
          conversations={conversations}
          currentId={opened?.id}
          error={listError}
          onSelect={(conversationId) => void open(conversationId)}
          onClose={() => {
            setListOpen(false);
            toggle.current?.focus();
          }}
        />
      ) : null}

      {!opened || opened.phase === "loading" ? (
        <div className="flex flex-1 items-center justify-center gap-2 text-sm text-zinc-500 dark:text-zinc-400" data-testid="conversation-loading">
          <Spinner />
          正在载入对话…
        </div>
      ) : opened.phase === "failed" ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-sm" role="alert">
          <p className="text-zinc-700 dark:text-zinc-200">{opened.message}</p>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void open(opened.id)}>
              重新载入
            </Button>
            <Button size="sm" variant="ghost" onClick={startNew}>
              开始新对话
            </Button>
          </div>
        </div>
      ) : (
        <ChatSession
          key={opened.id}
          conversationId={opened.id}
          initialMessages={opened.messages}
          onFirstMessage={(text) => addLocal({ id: opened.id, title: text.slice(0, 24), updated_at: new Date().toISOString() })}
          onTurnEnd={() => void refresh()}
        />
      )}
    </div>
  );
}
