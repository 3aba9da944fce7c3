import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, jsonRequest, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { browserKeys, startPushEndpoint, verifiedVapid, type PushEndpoint } from "@/testing/push-endpoint";
import { subscribedEndpoints } from "@/server/notifications/push";
import { GET as publicKey } from "./key/route";
import { DELETE as unsubscribe, POST as subscribe } from "./subscriptions/route";
import { POST as sendTest } from "./test/route";

const BASE = "http://localhost/api/push";

describe("Web Push routes against a local push service (PUSH_ALLOWED_ORIGINS)", () => {
  const database = useRouteDatabase({ now: new Date("2025-03-05T04:00:00Z") });
  let endpoint: PushEndpoint;
  const saved = process.env.PUSH_ALLOWED_ORIGINS;
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    process.env.PUSH_ALLOWED_ORIGINS = `${endpoint.origin}, https://push.example.org`;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.PUSH_ALLOWED_ORIGINS;
    else process.env.PUSH_ALLOWED_ORIGINS = saved;
    await endpoint.close();
  });

  it("publishes one VAPID public key, the same on every call (made once and kept)", async () => {
    const first = (await (await publicKey(new Request(`${BASE}/key`))).json()) as { public_key: string };
    expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(first.public_key, "base64url")[0]).toBe(4);
    expect(await (await publicKey(new Request(`${BASE}/key`))).json()).toEqual(first);
  });

  it("sends the test notice encrypted for the subscription (aes128gcm) and signed with the published key", async () => {
    const browser = browserKeys();
    const created = await subscribe(jsonRequest(`${BASE}/subscriptions`, { endpoint: `${endpoint.origin}/send/a`, keys: browser.keys }));
    expect(created.status).toBe(201);
    const response = await sendTest(studentRequest(`${BASE}/test`, { method: "POST" }));
    expect(await response.json()).toEqual({ sent: 1, removed: 0 });

    const [push] = endpoint.received.filter((request) => request.path === "/send/a");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBeDefined();
    const vapid = verifiedVapid(String(push.headers.authorization));
    const { public_key } = (await (await publicKey(new Request(`${BASE}/key`))).json()) as { public_key: string };
    expect(vapid.key).toBe(public_key);
    expect(vapid.claims.aud).toBe(endpoint.origin);
    const notice = JSON.parse(browser.decrypt(push.body)) as Record<string, string>;
    // The notice and nothing more: what it shows and where a click opens the app.
    expect(Object.keys(notice).sort()).toEqual(["body", "tag", "title", "url"]);
    expect(notice.title).toBe("提醒测试");
    expect(notice.url).toBe("/?view=today");
  });

  it("refuses an endpoint outside the allowed push services with 422 in Chinese, and saves nothing", async () => {
    const before = (await subscribedEndpoints(database(), routeStudentId())).length;
    for (const outside of ["https://evil.example.com/push", "http://127.0.0.1:1/x", "https://fcm.googleapis.com/fcm/send/abc"]) {
      const response = await subscribe(jsonRequest(`${BASE}/subscriptions`, { endpoint: outside, keys: browserKeys().keys }));
      expect(response.status, outside).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe("push:endpoint_refused");
      expect(error.message).toMatch(/推送/);
    }
    expect((await subscribedEndpoints(database(), routeStudentId())).length).toBe(before);
  });

  it("deletes a subscription the push service answers 410 or 404 for", async () => {
    endpoint.answer("/send/gone", 410);
    endpoint.answer("/send/unknown", 404);
    for (const path of ["/send/gone", "/send/unknown"]) {
      await subscribe(jsonRequest(`${BASE}/subscriptions`, { endpoint: `${endpoint.origin}${path}`, keys: browserKeys().keys }));
    }
    const response = await sendTest(studentRequest(`${BASE}/test`, { method: "POST" }));
    expect(await response.json()).toEqual({ sent: 1, removed: 2 });
    expect(await subscribedEndpoints(database(), routeStudentId())).toEqual([`${endpoint.origin}/send/a`]);
  });

  it("unsubscribes with DELETE {endpoint} (204), then 404 for the same endpoint", async () => {
    const body = { endpoint: `${endpoint.origin}/send/a` };
    expect((await unsubscribe(jsonRequest(`${BASE}/subscriptions`, body, "DELETE"))).status).toBe(204);
    expect((await unsubscribe(jsonRequest(`${BASE}/subscriptions`, body, "DELETE"))).status).toBe(404);
    expect(await subscribedEndpoints(database(), routeStudentId())).toEqual([]);
  });
});
