/**
 * The timetable as iCalendar: the download, the preview of an uploaded file against the student's term, and the
 * subscription feed (the student manages it; calendar apps read it with its secret token and no session).
 */
import { getDb } from "@/db/bootstrap";
import type { Database } from "@/db/client";
import { createHash } from "node:crypto";
import { exportCalendar as buildCalendar, recordFeedContent, resolveFeedToken } from "@/db/queries/calendar-feeds";
import { coursesWithUids } from "@/db/queries/courses";
import { loadTerm } from "@/db/queries/terms";
import { PlannerError } from "@/lib/errors";
import { decodeIcsBytes } from "@/lib/ics/decode";
import { IcsBudget } from "@/lib/ics/budget";
import { previewSteps, type IcsPreview } from "@/lib/ics/preview";
import { listExams } from "@/db/queries/exams";
import { examKey } from "@/lib/ics/exams";
import { todayIn } from "@/lib/calendar/zoned-time";
import { assertSafeText } from "@/server/http";
import { runInSlices } from "./slices";

import { calendarAlarms, getReminderSettings } from "@/server/notifications/settings";

export { getActiveFeed, revokeFeed, rotateFeed, type FeedStatus } from "@/db/queries/calendar-feeds";
export { getDeadlineAlarm, setDeadlineAlarm } from "@/server/notifications/settings";

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
export async function previewIcs(db: Database, userId: number, bytes: Uint8Array, now: Date): Promise<IcsPreview> {
  const decoded = decodeIcsBytes(bytes);
  if (!decoded.text.trim()) throw new PlannerError("request:invalid", { message: "上传的文件是空的。" });
  assertSafeText({ file: decoded.text });
  const term = await loadTerm(db, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId } });
  const existing = (await coursesWithUids(db, userId)).map(({ id, name, location, meetings, source_uids, can_be_embedded }) => ({ id, name, location, meetings, source_uids, can_be_embedded }));
  const budget = new IcsBudget(() => performance.now(), performance.now() + PREVIEW_DEADLINE_MS);
  const preview = await runInSlices(previewSteps(decoded.text, term, existing, { budget }));
  // An exam the student has (a re-import, or typed in) is marked, as a course the file updates is: the import skips it.
  const known = new Set((await listExams(db, userId)).map(examKey));
  // An exam already sat (a file of the whole term, imported mid-term) is shown as such, not offered: the exam rules
  // refuse a day gone by, as the form and the chat do.
  const today = todayIn(now, term.timezone);
  const exams = preview.exams.map((exam) => ({ ...exam, existing: known.has(examKey(exam)), past: exam.date < today }));
  return { ...preview, exams, notes: [...decoded.notes, ...preview.notes] };
}

/** The .ics download: courses, study blocks (titled with their class) and deadlines, with the student's alarms. */
export async function exportCalendar(db: Database, userId: number, now: Date): Promise<string> {
  const alarms = calendarAlarms(await getReminderSettings(db, userId));
  return buildCalendar(db, userId, { generatedAt: now, alarms });
}

/** A feed as calendar apps get it: the text, and the validators that let them skip an unchanged one. */
export interface FeedCalendar {
  ics: string;
  etag: string;
  lastModified: Date;
}

/** Stands in for the change time while the content is hashed: the hash must not depend on when it was read. */
const HASH_STAMP = new Date(0);

/**
 * The calendar of the feed whose token this is; feed:not_found when the token is malformed, wrong or revoked. Every
 * event keeps its UID; when anything in the calendar changed since the last poll, the SEQUENCE of every event rises
 * and DTSTAMP / Last-Modified move to now, so phone calendars replace their copies. An unchanged calendar is
 * byte-for-byte the same, with the same ETag.
 */
export async function feedCalendar(token: string, now: Date): Promise<FeedCalendar> {
  const db = await getDb();
  const userId = await resolveFeedToken(db, token);
  const alarms = calendarAlarms(await getReminderSettings(db, userId));
  const content = await buildCalendar(db, userId, { generatedAt: HASH_STAMP, alarms });
  const hash = createHash("sha256").update(content).digest("base64url");
  const { sequence, changedAt } = await recordFeedContent(db, userId, hash, now);
  const ics = await buildCalendar(db, userId, { generatedAt: changedAt, alarms, sequence });
  return { ics, etag: `"${sequence}-${hash.slice(0, 22)}"`, lastModified: changedAt };
}
