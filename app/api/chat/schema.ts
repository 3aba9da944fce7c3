/** The body of POST /api/chat: the conversation id and only the new user message (history lives in the database). */
import { z } from "zod";
import { conversationId } from "../schema";

export const MAX_MESSAGE_LENGTH = 2000;

export const chatRequestSchema = z.object({
  id: z.string().trim().pipe(conversationId),
  message: z.object({
    id: z.string().trim().min(1).max(100),
    role: z.literal("user", { error: "只能发送用户消息" }),
    parts: z
      .array(z.object({ type: z.literal("text"), text: z.string() }))
      .min(1, { error: "消息不能为空" })
      .refine((parts) => parts.some((part) => part.text.trim().length > 0), { error: "消息不能为空" })
      .refine((parts) => parts.reduce((sum, part) => sum + part.text.length, 0) <= MAX_MESSAGE_LENGTH, {
        error: `消息不能超过 ${MAX_MESSAGE_LENGTH} 个字`,
      }),
    metadata: z.unknown().optional(),
  }),
});

/** The path of POST /api/chat/:id/stop and GET /api/chat/:id/stream: the conversation id. */
export const chatParamsSchema = z.object({ id: conversationId });
