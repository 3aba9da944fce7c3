/**
 * The timetable as iCalendar: the download, the preview of an uploaded file against the student's term, and the
 * subscription feed (the student manages it; calendar apps read it with its secret token and no session).
 */
import { getDb } from "@/db/bootstrap";
import type { Database } from "@/db/client";
import { exportCalendar, resolveFeedToken } from "@/db/queries/calendar-feeds";
import { coursesWithUids } from "@/db/queries/courses";
import { loadTerm } from "@/db/queries/terms";
import { PlannerError } from "@/lib/errors";
import { decodeIcsBytes } from "@/lib/ics/decode";
import { IcsBudget } from "@/lib/ics/budget";
import { previewSteps, type IcsPreview } from "@/lib/ics/preview";
import { assertSafeText } from "@/server/http";
import { runInSlices } from "./slices";

export { exportCalendar, getActiveFeed, getDeadlineAlarm, revokeFeed, rotateFeed, setDeadlineAlarm, type FeedStatus } from "@/db/queries/calendar-feeds";

/**
 * The time one preview may take, yields included: every .ics route answers within 5 s, and a file that needs more is
 * refused (ics:invalid) rather than read for ever.
 */
const PREVIEW_DEADLINE_MS = 3000;

/**
 * What importing the uploaded .ics would create, what it cannot map and what was repaired on the way; writes
 * nothing. request:invalid for an empty file or one holding a NUL, ics:invalid (naming the line) for one that is
 * not a calendar at all, term:not_found without a term.
 */
export async function previewIcs(db: Database, userId: number, bytes: Uint8Array): Promise<IcsPreview> {
  const decoded = decodeIcsBytes(bytes);
  if (!decoded.text.trim()) throw new PlannerError("request:invalid", { message: "上传的文件是空的。" });
  assertSafeText({ file: decoded.text });
  const term = await loadTerm(db, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId } });
  const existing = (await coursesWithUids(db, userId)).map(({ id, name, location, meetings, source_uids }) => ({ id, name, location, meetings, source_uids }));
  const budget = new IcsBudget(() => performance.now(), performance.now() + PREVIEW_DEADLINE_MS);
  const preview = await runInSlices(previewSteps(decoded.text, term, existing, { budget }));
  return { ...preview, notes: [...decoded.notes, ...preview.notes] };
}

/** The calendar of the feed whose token this is; feed:not_found when the token is malformed, wrong or revoked. */
export async function feedCalendar(token: string, now: Date): Promise<string> {
  const db = await getDb();
  return exportCalendar(db, await resolveFeedToken(db, token), now);
}
