/**
 * Error answers for the timetable editor routes (courses, term, ICS): the shared mapping from server/http plus
 * the structured details the editor shows beside the message (which rules broke, what clashes, what is affected).
 */
import { CourseInvalidError, CourseOverlapError, DataError, TermChangeBlockedError, TermInvalidError } from "@/lib/errors";
import { IcsFormatError } from "@/lib/ics/parse";
import { errorResponse, json } from "@/server/http";

export function editorErrorResponse(error: unknown): Response {
  if (error instanceof IcsFormatError) return json({ error: { code: "ics:invalid", message: error.message } }, 422);
  if (!DataError.isInstance(error)) return errorResponse(error);
  const base = { code: error.code, message: error.message };
  if (error instanceof CourseInvalidError || error instanceof TermInvalidError) return json({ error: { ...base, reasons: error.reasons } }, error.httpStatus);
  if (error instanceof CourseOverlapError) return json({ error: { ...base, clashes: error.clashes } }, error.httpStatus);
  if (error instanceof TermChangeBlockedError) return json({ error: { ...base, reason: error.reason, affected: error.affected } }, error.httpStatus);
  return errorResponse(error);
}
