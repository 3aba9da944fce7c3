import { errorResponse, json } from "@/server/http";
import { publicUrl } from "@/server/public-url";
import { studentOf } from "@/server/student";
import { getActiveFeed, revokeFeed, rotateFeed, type FeedStatus } from "@/server/timetable/ics";

export const dynamic = "force-dynamic";

/** The feed with the URL calendar apps poll: on APP_URL, else on the (forwarded) host the request came to. */
function describeFeed(feed: FeedStatus, request: Request) {
  return { ...feed, url: publicUrl(`/api/ics/feed/${feed.token}`, request) };
}

/** GET /api/ics/feed: the active subscription URL, or null. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const feed = await getActiveFeed(db, account.id);
    return json({ feed: feed ? describeFeed(feed, request) : null });
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** POST /api/ics/feed: creates the subscription URL, or replaces it (the old one stops working). */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json({ feed: describeFeed(await rotateFeed(db, account.id), request) }, 201);
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** DELETE /api/ics/feed: revokes the subscription URL. */
export async function DELETE(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json({ revoked: await revokeFeed(db, account.id) });
  } catch (error) {
    return errorResponse(error, request);
  }
}
