/** The path of POST /api/drafts/:id/confirm and /cancel, and the confirm's optional body. */
import { z } from "zod";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const draftParamsSchema = z.object({ id: z.string().regex(UUID) });

/** The revision the confirm card showed; without it (older clients, scripts) the draft is confirmed as stored. */
export const confirmBodySchema = z.object({ revision: z.number().int().min(0).optional() });

/** POST /api/commits/:id/undo: a commit id is a uuid. */
export const commitParamsSchema = z.object({ id: z.string().regex(UUID) });
