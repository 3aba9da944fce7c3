import { afterEach, describe, expect, it } from "vitest";
import { studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET as feedStatus, POST as rotateFeed } from "./route";

// What a Next server sees as its own URL (its bound host and port, not the Host the client named).
const INTERNAL = "http://localhost:3000/api/ics/feed";

interface FeedBody {
  feed: { token: string; url: string };
}

async function feedOf(response: Response): Promise<FeedBody["feed"]> {
  return ((await response.json()) as FeedBody).feed;
}

describe("/api/ics/feed: the subscription URL", () => {
  useRouteDatabase();
  const saved = process.env.APP_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = saved;
  });

  it("is on APP_URL when it is set, whatever host the request names", async () => {
    process.env.APP_URL = "https://planner.example.com";
    const created = await rotateFeed(studentRequest(INTERNAL, { method: "POST", headers: { "x-forwarded-host": "other.example" } }));
    expect(created.status).toBe(201);
    const feed = await feedOf(created);
    expect(feed.url).toBe(`https://planner.example.com/api/ics/feed/${feed.token}`);
  });

  it("is on the Host the request was sent to without APP_URL, when created and when read back", async () => {
    delete process.env.APP_URL;
    const headers = { host: "planner.example.com:8080" };
    const feed = await feedOf(await rotateFeed(studentRequest(INTERNAL, { method: "POST", headers })));
    expect(feed.url).toBe(`http://planner.example.com:8080/api/ics/feed/${feed.token}`);
    expect((await feedOf(await feedStatus(studentRequest(INTERNAL, { headers })))).url).toBe(feed.url);
  });

  it("never names a host from X-Forwarded-Host that a client wrote (no TRUST_PROXY)", async () => {
    delete process.env.APP_URL;
    const headers = { host: "planner.example.com", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const feed = await feedOf(await feedStatus(studentRequest(INTERNAL, { headers })));
    expect(feed.url).toBe(`http://planner.example.com/api/ics/feed/${feed.token}`);
  });

  it("is on the request's own origin without APP_URL or forwarded headers", async () => {
    process.env.APP_URL = "";
    const feed = await feedOf(await feedStatus(studentRequest("https://planner.example.org/api/ics/feed")));
    expect(feed.url).toBe(`https://planner.example.org/api/ics/feed/${feed.token}`);
  });
});
