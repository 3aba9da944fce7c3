/** The body of POST /api/ics/import: the previewed drafts the student kept, and how each clash between them is settled. */
import { z } from "zod";
import { importSchema } from "../../courses/schema";

const clashChoiceSchema = z.object({
  keep: z.number().int().min(0),
  drop: z.number().int().min(0),
  weeks: z.array(z.number().int().min(1).max(30)).min(1).max(30),
});

export const icsImportSchema = importSchema.extend({
  /** Positions in `courses`: keep one whole, take `weeks` off the other. */
  clashes: z.array(clashChoiceSchema).max(300).default([]),
});
