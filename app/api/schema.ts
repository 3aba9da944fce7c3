/**
 * Identifiers the routes share, as zod schemas: path parameters are checked with these (server/http.ts
 * parseParams), so a malformed id answers the domain's 404 instead of reaching SQL.
 */
import { z } from "zod";

/** The largest serial id PostgreSQL stores (int4): 2^31 - 1. */
const MAX_RECORD_ID = 2_147_483_647;

/** A row id inside a body: a positive whole number the id column can hold. */
export const recordIdNumber = z.number().int().min(1).max(MAX_RECORD_ID);

/** A row id in a path: digits only ("abc", "-1", "1.5" and ids past 2^31 name nothing). */
export const recordId = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(recordIdNumber);

/** A conversation id as the browser makes it. */
export const conversationId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, { error: "只能包含字母、数字、下划线和连字符" });
