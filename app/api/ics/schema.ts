/** The path of GET /api/ics/feed/:token: the feed's id, an underscore and its secret (db/queries/calendar-feeds.ts). */
import { z } from "zod";

export const feedParamsSchema = z.object({ token: z.string().regex(/^\d{1,9}_[A-Za-z0-9_-]{16,64}$/) });
