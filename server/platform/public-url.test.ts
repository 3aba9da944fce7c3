import { describe, expect, it } from "vitest";
import { fromAddress } from "@/testing/peer";
import { NO_PROXY, parseTrustProxy, VERCEL_PROXY } from "@/lib/http/trust-proxy";
import { publicUrl } from "./public-url";

const PATH = "/api/ics/feed/1_abc";
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const ONE_PROXY = parseTrustProxy("1");

describe("publicUrl", () => {
  it("uses APP_URL when it is set, whatever the request says (its path and trailing slash do not matter)", () => {
    const behindProxy = request("http://localhost:3000/api/ics/feed", { "x-forwarded-host": "other.example", "x-forwarded-proto": "http" });
    expect(publicUrl(PATH, behindProxy, { APP_URL: "https://planner.example.com" }, ONE_PROXY)).toBe(`https://planner.example.com${PATH}`);
    expect(publicUrl(PATH, behindProxy, { APP_URL: " https://planner.example.com/app/ " }, ONE_PROXY)).toBe(`https://planner.example.com${PATH}`);
  });

  it("fails with a clear message for an APP_URL that is not a URL", () => {
    expect(() => publicUrl(PATH, request("http://localhost/"), { APP_URL: "planner.example.com" }, NO_PROXY)).toThrow(/APP_URL/);
  });

  it("uses the Host the request was sent to without APP_URL (an empty APP_URL is none)", () => {
    const direct = request("http://localhost:3000/api/ics/feed", { host: "Planner.Example.com:3000" });
    expect(publicUrl(PATH, direct, {}, NO_PROXY)).toBe(`http://planner.example.com:3000${PATH}`);
    expect(publicUrl(PATH, direct, { APP_URL: "" }, NO_PROXY)).toBe(`http://planner.example.com:3000${PATH}`);
  });

  it("never takes X-Forwarded-Host or -Proto from a client that is not a declared proxy", () => {
    const forged = request("http://localhost:3000/api/ics/feed", { host: "planner.example.com", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(publicUrl(PATH, forged, {}, NO_PROXY)).toBe(`http://planner.example.com${PATH}`);
    // Next builds the route's URL with the scheme X-Forwarded-Proto named, so that scheme is the client's word too.
    const forgedScheme = request("https://localhost:3000/api/ics/feed", { host: "planner.example.com", "x-forwarded-proto": "https" });
    expect(publicUrl(PATH, forgedScheme, {}, NO_PROXY)).toBe(`http://planner.example.com${PATH}`);
    // Declared by address, and this socket is not one of them.
    const direct = request("http://localhost:3000/api/ics/feed", { ...fromAddress("203.0.113.9"), host: "planner.example.com", "x-forwarded-host": "evil.example" });
    expect(publicUrl(PATH, direct, {}, parseTrustProxy("10.0.0.0/8"))).toBe(`http://planner.example.com${PATH}`);
  });

  it("uses the forwarded host and protocol a declared proxy wrote, the nearest value of each", () => {
    const proxied = request("http://10.0.0.2/api", { ...fromAddress("10.0.0.1"), host: "10.0.0.2:3000", "x-forwarded-host": "evil.example, Planner.Example.com:8443", "x-forwarded-proto": "http, https" });
    expect(publicUrl(PATH, proxied, {}, ONE_PROXY)).toBe(`https://planner.example.com:8443${PATH}`);
    expect(publicUrl(PATH, proxied, {}, parseTrustProxy("10.0.0.0/8"))).toBe(`https://planner.example.com:8443${PATH}`);
    expect(publicUrl(PATH, proxied, {}, VERCEL_PROXY)).toBe(`https://planner.example.com:8443${PATH}`);
  });

  it("says http when the proxy forwards only the host, or a protocol that is not http(s)", () => {
    expect(publicUrl(PATH, request("http://10.0.0.2/api", { "x-forwarded-host": "planner.example.com" }), {}, ONE_PROXY)).toBe(`http://planner.example.com${PATH}`);
    expect(publicUrl(PATH, request("http://10.0.0.2/api", { "x-forwarded-host": "planner.example.com", "x-forwarded-proto": "javascript" }), {}, ONE_PROXY)).toBe(`http://planner.example.com${PATH}`);
  });

  it("ignores a host that is not a host (a path, a user, a space)", () => {
    for (const host of ["evil.example/path", "user@evil.example", "evil.example x", ""]) {
      expect(publicUrl(PATH, request("http://planner.internal:3000/api", { "x-forwarded-host": host }), {}, ONE_PROXY), host).toBe(`http://planner.internal:3000${PATH}`);
      expect(publicUrl(PATH, request("http://planner.internal:3000/api", { host }), {}, NO_PROXY), host).toBe(`http://planner.internal:3000${PATH}`);
    }
  });

  it("falls back to the request's own origin, never a hard-coded localhost", () => {
    expect(publicUrl(PATH, request("https://planner.example.org/api/ics/feed"), {}, NO_PROXY)).toBe(`https://planner.example.org${PATH}`);
  });
});
