import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEER_HEADER, peerAddress } from "./peer";
import { watchRequests } from "./request-start";

/** What the handler saw, as a route would: the target, and the peer read back from the headers. */
interface Seen {
  url: string;
  peer: string | null;
}

let server: Server;
let base: string;

beforeAll(async () => {
  watchRequests(true);
  server = createServer((request, response) => {
    const headers = new Headers(Object.entries(request.headers).map(([key, value]): [string, string] => [key, String(value)]));
    const seen: Seen = { url: request.url ?? "", peer: peerAddress(new Request("http://localhost/", { headers })) };
    // Like Next's router when it fails before its header rules: a bare 500 that sets no header of its own.
    if (request.url === "/crash") {
      response.statusCode = 500;
      response.end("Internal Server Error");
      return;
    }
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(seen));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

async function seenFor(path: string, headers: Record<string, string> = {}): Promise<Seen> {
  return (await (await fetch(`${base}${path}`, { headers })).json()) as Seen;
}

describe("watchRequests (the Node server's request hook)", () => {
  it("records the socket's address, over whatever the client put in the header or in X-Forwarded-For", async () => {
    const seen = await seenFor("/api/auth/signup", { [PEER_HEADER]: "forged 203.0.113.9", "x-forwarded-for": "198.51.100.1" });
    expect(seen.peer).toBe("127.0.0.1");
  });

  it("lets a path with malformed percent-encoding reach its route as text", async () => {
    expect((await seenFor("/api/tasks/%ED%A0%80")).url).toBe("/api/tasks/%25ED%25A0%2580");
    expect((await seenFor("/api/tasks/%C0%AE?x=1")).url).toBe("/api/tasks/%25C0%25AE?x=1");
    expect((await seenFor("/api/tasks/12")).url).toBe("/api/tasks/12");
  });

  it("puts the security headers on every answer, a bare 500 too", async () => {
    const response = await fetch(`${base}/crash`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });

  it("is installed once, however often it is called (one process, many bundles)", async () => {
    watchRequests(true);
    expect((await seenFor("/api/tasks/%ED%A0%80")).url).toBe("/api/tasks/%25ED%25A0%2580");
  });
});

describe("peerAddress", () => {
  it("is null for a header the hook did not write", () => {
    for (const value of ["203.0.113.9", "forged 203.0.113.9", " 203.0.113.9", ""]) {
      expect(peerAddress(new Request("http://localhost/", { headers: { [PEER_HEADER]: value } })), value).toBeNull();
    }
    expect(peerAddress(new Request("http://localhost/"))).toBeNull();
  });
});
