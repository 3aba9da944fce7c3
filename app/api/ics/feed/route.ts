import { publicUrl } from "@/server/platform/public-url";
import { route } from "@/server/route";
import { getActiveFeed, revokeFeed, rotateFeed, type FeedStatus } from "@/server/timetable/ics";

export const dynamic = "force-dynamic";

/** The feed with the URL calendar apps poll: on APP_URL, else on the (forwarded) host the request came to. */
function describeFeed(feed: FeedStatus, request: Request) {
  return { ...feed, url: publicUrl(`/api/ics/feed/${feed.token}`, request) };
}

/** GET /api/ics/feed: the active subscription URL, or null. */
export const GET = route({}, async ({ db, account, request }) => {
  const feed = await getActiveFeed(db, account.id);
  return { feed: feed ? describeFeed(feed, request) : null };
});

/** POST /api/ics/feed: creates the subscription URL, or replaces it (the old one stops working). */
export const POST = route({ status: 201 }, async ({ db, account, request }) => ({ feed: describeFeed(await rotateFeed(db, account.id), request) }));

/** DELETE /api/ics/feed: revokes the subscription URL. */
export const DELETE = route({}, async ({ db, account }) => ({ revoked: await revokeFeed(db, account.id) }));
