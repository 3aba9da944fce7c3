/**
 * The chat transport: the server keeps the history, so a request carries only the conversation id and the newest
 * message (for a regenerate, the user message being answered again). A reload reconnects to the running turn with
 * GET {api}/{id}/stream (DefaultChatTransport's default reconnect URL; 204 when none is running), and the stop
 * button asks POST {api}/{id}/stop, because a turn on the server does not end when its client goes away.
 */
import { DefaultChatTransport } from "ai";
import type { PlannerUIMessage } from "@/lib/protocol";

export interface ChatRequestBody {
  id: string;
  message: PlannerUIMessage;
}

export function buildChatRequestBody(conversationId: string, messages: readonly PlannerUIMessage[]): ChatRequestBody {
  const message = messages.at(-1);
  if (!message) throw new Error("没有可发送的消息。");
  return { id: conversationId, message };
}

export function createPlannerTransport(api = "/api/chat"): DefaultChatTransport<PlannerUIMessage> {
  return new DefaultChatTransport<PlannerUIMessage>({
    api,
    prepareSendMessagesRequest: ({ id, messages }) => ({ body: buildChatRequestBody(id, messages) }),
  });
}

/** Asks the server to stop the conversation's running turn; whether one was stopped (false when the request failed). */
export async function requestTurnStop(conversationId: string, api = "/api/chat"): Promise<boolean> {
  try {
    const response = await fetch(`${api}/${encodeURIComponent(conversationId)}/stop`, { method: "POST", cache: "no-store" });
    if (!response.ok) return false;
    const body = (await response.json()) as { stopped?: unknown };
    return body.stopped === true;
  } catch {
    // Offline: the local stop already happened; the turn finishes on the server and a reload shows it.
    return false;
  }
}
