/**
 * The open conversation lives in the address (`?c=<id>`), so a reload reopens it from the server's copy.
 * Ids are made here for new conversations; the server accepts letters, digits, "_" and "-".
 */
const PARAM = "c";
const VALID_ID = /^[\w-]{1,100}$/;

export function newConversationId(): string {
  return crypto.randomUUID();
}

export function conversationIdFromSearch(search: string): string | undefined {
  const id = new URLSearchParams(search).get(PARAM) ?? undefined;
  return id && VALID_ID.test(id) ? id : undefined;
}

export function searchWithConversation(search: string, conversationId: string): string {
  const params = new URLSearchParams(search);
  params.set(PARAM, conversationId);
  return `?${params.toString()}`;
}
