/**
 * The timetable as iCalendar: the download, the preview of an uploaded file against the student's term, and the
 * subscription feed (the student manages it; calendar apps read it with its secret token and no session).
 */
import { getDb } from "@/db/bootstrap";
import type { Database } from "@/db/client";
import { exportCalendar, resolveFeedToken } from "@/db/queries/calendar-feeds";
import { loadTerm } from "@/db/queries/terms";
import { PlannerError } from "@/lib/errors";
import { parseIcsCourses } from "@/lib/ics/parse";
import type { IcsParseResult } from "@/lib/ics/types";

export { exportCalendar, getActiveFeed, revokeFeed, rotateFeed, type FeedStatus } from "@/db/queries/calendar-feeds";

/** What importing the .ics text would create and what it cannot map; writes nothing. term:not_found without a term. */
export async function previewIcs(db: Database, userId: number, text: string): Promise<IcsParseResult> {
  const term = await loadTerm(db, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId } });
  return parseIcsCourses(text, term);
}

/** The calendar of the feed whose token this is; feed:not_found when the token is malformed, wrong or revoked. */
export async function feedCalendar(token: string, now: Date): Promise<string> {
  const db = await getDb();
  return exportCalendar(db, await resolveFeedToken(db, token), now);
}
