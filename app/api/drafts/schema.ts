/** The path of POST /api/drafts/:id/confirm and /cancel, and the confirm's optional body. */
import { z } from "zod";
import { conversationId } from "../schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const draftParamsSchema = z.object({ id: z.string().regex(UUID) });

/**
 * The revision the confirm card showed (without it, for older clients and scripts, the draft is confirmed as
 * stored), and the conversation the card was confirmed from, where the completion card goes (without it, the
 * conversation of the draft's latest turn).
 */
export const confirmBodySchema = z.object({
  revision: z.number().int().min(0).optional(),
  conversation_id: conversationId.optional(),
});

/** POST /api/commits/:id/undo: a commit id is a uuid. */
export const commitParamsSchema = z.object({ id: z.string().regex(UUID) });
