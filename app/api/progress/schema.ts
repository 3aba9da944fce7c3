/** The query of GET /api/progress: two dates, checked by server/ (a bad or reversed range is a 422 there). */
import { z } from "zod";

export const progressQuerySchema = z.object({ from: z.string().optional(), to: z.string().optional() });
