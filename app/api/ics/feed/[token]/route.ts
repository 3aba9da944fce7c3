import { publicRoute } from "@/server/route";
import { feedCalendar } from "@/server/timetable/ics";
import { calendarResponse, isNotModified } from "../../calendar-response";
import { feedParamsSchema } from "../../schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/ics/feed/:token: the calendar for calendar apps to poll. The secret token is the only credential. It
 * carries an ETag and Last-Modified, and answers 304 to an If-None-Match naming the current one.
 */
export const GET = publicRoute({ params: feedParamsSchema, notFound: "feed:not_found" }, async ({ request, params }) => {
  const feed = await feedCalendar(params.token, now());
  if (isNotModified(request, feed.etag, feed.lastModified)) {
    return new Response(null, { status: 304, headers: { etag: feed.etag, "last-modified": feed.lastModified.toUTCString(), "cache-control": "private, no-cache" } });
  }
  return calendarResponse(feed.ics, { download: false, etag: feed.etag, lastModified: feed.lastModified });
});
