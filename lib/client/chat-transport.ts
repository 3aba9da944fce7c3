/**
 * The chat transport: the server keeps the history, so a request carries only the conversation id and the newest
 * message (for a regenerate, the user message being answered again).
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
