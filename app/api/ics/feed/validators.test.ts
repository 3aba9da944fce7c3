import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET as feedCalendar } from "./[token]/route";
import { POST as rotateFeed } from "./route";
import { PUT as setReminder } from "../reminders/route";

const BASE = "http://localhost/api/ics";
// Wednesday 2025-03-05, 12:00 in Shanghai.
const NOW = new Date("2025-03-05T04:00:00Z");
const tokenParams = (token: string) => ({ params: Promise.resolve({ token }) });

describe("GET /api/ics/feed/:token: what lets phone calendars replace changed events", () => {
  useRouteDatabase({ now: NOW });
  let token = "";
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: NOW });
    token = ((await (await rotateFeed(studentRequest(`${BASE}/feed`, { method: "POST" }))).json()) as { feed: { token: string } }).feed.token;
  });
  afterAll(() => vi.useRealTimers());

  const poll = (headers: Record<string, string> = {}) => feedCalendar(new Request(`${BASE}/feed/${token}`, { headers }), tokenParams(token));

  it("answers an ETag and Last-Modified, the same bytes while nothing changes, and 304 to If-None-Match", async () => {
    const first = await poll();
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"\d+-[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("last-modified")).toBe(NOW.toUTCString());
    const body = await first.text();
    expect(body).toMatch(/^SEQUENCE:1$/m);

    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    const again = await poll();
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(body);
    const notModified = await poll({ "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");
  });

  it("raises every event's SEQUENCE, keeps its UIDs and moves Last-Modified when the calendar changes", async () => {
    const before = await poll();
    const etag = before.headers.get("etag")!;
    const uids = (await before.text()).match(/^UID:.*$/gm);
    const changedAt = new Date(NOW.getTime() + 5 * 60_000);
    vi.setSystemTime(changedAt);
    expect((await setReminder(jsonRequest(`${BASE}/reminders`, { minutes: 120 }, "PUT"))).status).toBe(200);

    const after = await poll({ "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.headers.get("last-modified")).toBe(changedAt.toUTCString());
    const text = await after.text();
    expect(text.match(/^UID:.*$/gm)).toEqual(uids);
    expect(text).toMatch(/^SEQUENCE:2$/m);
    expect(text).not.toMatch(/^SEQUENCE:1$/m);
  });
});
