import { getDb } from "@/db/bootstrap";
import { getActiveFeed, revokeFeed, rotateFeed, type FeedStatus } from "@/db/queries/calendar-feeds";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json } from "@/server/http";

export const dynamic = "force-dynamic";

function describeFeed(feed: FeedStatus, request: Request) {
  return { ...feed, url: new URL(`/api/ics/feed/${feed.token}`, request.url).toString() };
}

/** GET /api/ics/feed: the active subscription URL, or null. */
export async function GET(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const feed = await getActiveFeed(db, user.id);
    return json({ feed: feed ? describeFeed(feed, request) : null });
  } catch (error) {
    return errorResponse(error);
  }
}

/** POST /api/ics/feed: creates the subscription URL, or replaces it (the old one stops working). */
export async function POST(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json({ feed: describeFeed(await rotateFeed(db, user.id), request) }, 201);
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/ics/feed: revokes the subscription URL. */
export async function DELETE(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json({ revoked: await revokeFeed(db, user.id) });
  } catch (error) {
    return errorResponse(error);
  }
}
