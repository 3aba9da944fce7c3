/** The path of POST /api/drafts/:id/confirm and /cancel: a draft id is a uuid. */
import { z } from "zod";

export const draftParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i) });
