/** The path of GET /api/conversations/:id/timeline. */
import { z } from "zod";
import { conversationId } from "../schema";

export const conversationParamsSchema = z.object({ id: conversationId });
