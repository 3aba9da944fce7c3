import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as feedStatus, POST as rotateFeed } from "./route";

// Only where the URL points is under test here: the student and the feed are stubbed, so who may have a feed (and
// how a request names its student) stays with app/api/ics/routes.test.ts, which drives the real database.
const FEED = { token: "7_secret", created_at: "2025-03-03T01:00:00.000Z" };
vi.mock("@/server/student", () => ({ studentOf: async () => ({ db: {}, account: { id: 7 } }) }));
vi.mock("@/server/timetable/ics", () => ({
  getActiveFeed: async () => FEED,
  rotateFeed: async () => FEED,
  revokeFeed: async () => true,
}));

// What a server bound to loopback sees as its own URL behind a proxy or on Vercel.
const INTERNAL = "http://localhost:3000/api/ics/feed";
const FEED_PATH = `/api/ics/feed/${FEED.token}`;

async function feedUrlOf(response: Response): Promise<string> {
  return ((await response.json()) as { feed: { url: string } }).feed.url;
}

describe("/api/ics/feed: the subscription URL", () => {
  const saved = process.env.APP_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved;
  });

  it("is on APP_URL when it is set, whatever host the request names", async () => {
    process.env.APP_URL = "https://planner.example.com";
    const created = await rotateFeed(new Request(INTERNAL, { method: "POST", headers: { "x-forwarded-host": "other.example" } }));
    expect(created.status).toBe(201);
    expect(await feedUrlOf(created)).toBe(`https://planner.example.com${FEED_PATH}`);
  });

  it("is on the forwarded host and protocol without APP_URL, when created and when read back", async () => {
    delete process.env.APP_URL;
    const headers = { "x-forwarded-host": "planner.example.com", "x-forwarded-proto": "https" };
    expect(await feedUrlOf(await rotateFeed(new Request(INTERNAL, { method: "POST", headers })))).toBe(`https://planner.example.com${FEED_PATH}`);
    expect(await feedUrlOf(await feedStatus(new Request(INTERNAL, { headers })))).toBe(`https://planner.example.com${FEED_PATH}`);
  });

  it("is on the request's own origin without APP_URL or forwarded headers", async () => {
    process.env.APP_URL = "";
    expect(await feedUrlOf(await feedStatus(new Request("https://planner.example.org/api/ics/feed")))).toBe(`https://planner.example.org${FEED_PATH}`);
  });
});
