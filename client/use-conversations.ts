"use client";
/** The conversation list, refreshed on demand; a conversation started here shows before the server knows it. */
import { useCallback, useEffect, useRef, useState } from "react";
import { fetchConversations, type ConversationSummary } from "./api";

/** `initial`: the list the server rendered the page with; then nothing is asked until the next refresh. */
export function useConversations(initial?: ConversationSummary[]) {
  const [conversations, setConversations] = useState<ConversationSummary[]>(initial ?? []);
  const [loaded, setLoaded] = useState(initial !== undefined);
  const hadInitial = useRef(initial !== undefined);
  const [error, setError] = useState<string | undefined>();

  // State is set in the promise's callbacks, never before the request: the mount effect below calls this.
  const refresh = useCallback(
    (): Promise<ConversationSummary[] | undefined> =>
      fetchConversations().then(
        (list) => {
          setConversations(list);
          setError(undefined);
          setLoaded(true);
          return list;
        },
        (caught: unknown) => {
          setError(caught instanceof Error ? caught.message : "对话列表加载失败。");
          setLoaded(true);
          return undefined;
        },
      ),
    [],
  );

  /** Shows a just-started conversation at the top until the next refresh brings the server's title. */
  const addLocal = useCallback((conversation: ConversationSummary) => {
    setConversations((current) =>
      current.some((item) => item.id === conversation.id) ? current : [conversation, ...current],
    );
  }, []);

  useEffect(() => {
    if (!hadInitial.current) void refresh();
  }, [refresh]);

  return { conversations, loaded, error, refresh, addLocal };
}
