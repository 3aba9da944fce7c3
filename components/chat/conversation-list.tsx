"use client";
/** Past conversations: a disclosure under the panel's bar, newest first. */
import type { ConversationSummary } from "@/client/api";
import { formatUpdatedAt } from "@/client/format";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export interface ConversationListProps {
  id: string;
  conversations: readonly ConversationSummary[];
  currentId: string | undefined;
  error: string | undefined;
  onSelect: (conversationId: string) => void;
  /** Escape closes the list and returns focus to its toggle. */
  onClose: () => void;
}

export function ConversationList({ id, conversations, currentId, error, onSelect, onClose }: ConversationListProps) {
  const now = new Date();
  return (
    <nav
      id={id}
      aria-label="历史对话"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      {error ? <p className="px-4 py-3 text-sm text-rose-700 dark:text-rose-300">{error}</p> : null}
      {conversations.length === 0 && !error ? (
        <p className="px-4 py-3 text-sm text-zinc-500 dark:text-zinc-400">还没有对话记录。</p>
      ) : null}
      <ul className="max-h-72 overflow-y-auto py-1" data-testid="conversation-list">
        {conversations.map((conversation) => {
          const current = conversation.id === currentId;
          return (
            <li key={conversation.id}>
              <button
                type="button"
                data-testid="conversation-item"
                data-conversation-id={conversation.id}
                aria-current={current ? "true" : undefined}
                onClick={() => onSelect(conversation.id)}
                className={`flex w-full items-center gap-3 px-4 py-2 text-left text-sm ${FOCUS_RING} ${
                  current
                    ? "bg-indigo-50 text-indigo-900 dark:bg-indigo-950/60 dark:text-indigo-100"
                    : "text-zinc-700 hover:bg-zinc-50 dark:text-zinc-200 dark:hover:bg-zinc-800/60"
                }`}
              >
                <span className="min-w-0 flex-1 truncate">{conversation.title || "新对话"}</span>
                <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">{formatUpdatedAt(conversation.updated_at, now)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
