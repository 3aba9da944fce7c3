import { describe, expect, it } from "vitest";
import { publicUrl } from "./public-url";

const PATH = "/api/ics/feed/1_abc";
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("publicUrl", () => {
  it("uses APP_URL when it is set, whatever the request says (its path and trailing slash do not matter)", () => {
    const behindProxy = request("http://localhost:3000/api/ics/feed", { "x-forwarded-host": "other.example", "x-forwarded-proto": "http" });
    expect(publicUrl(PATH, behindProxy, { APP_URL: "https://planner.example.com" })).toBe(`https://planner.example.com${PATH}`);
    expect(publicUrl(PATH, behindProxy, { APP_URL: " https://planner.example.com/app/ " })).toBe(`https://planner.example.com${PATH}`);
  });

  it("fails with a clear message for an APP_URL that is not a URL", () => {
    expect(() => publicUrl(PATH, request("http://localhost/"), { APP_URL: "planner.example.com" })).toThrow(/APP_URL/);
  });

  it("uses the forwarded host and protocol without APP_URL (an empty APP_URL is none)", () => {
    const forwarded = request("http://localhost:3000/api/ics/feed", { "x-forwarded-host": "Planner.Example.com", "x-forwarded-proto": "https" });
    expect(publicUrl(PATH, forwarded, {})).toBe(`https://planner.example.com${PATH}`);
    expect(publicUrl(PATH, forwarded, { APP_URL: "" })).toBe(`https://planner.example.com${PATH}`);
  });

  it("takes the first value of each header a chain of proxies appended to, with its port", () => {
    const chained = request("http://10.0.0.2/api", { "x-forwarded-host": "planner.example.com:8443, internal:3000", "x-forwarded-proto": "https, http" });
    expect(publicUrl(PATH, chained, {})).toBe(`https://planner.example.com:8443${PATH}`);
  });

  it("keeps the request's protocol when the proxy forwards only the host, or a protocol that is not http(s)", () => {
    expect(publicUrl(PATH, request("http://10.0.0.2/api", { "x-forwarded-host": "planner.example.com" }), {})).toBe(`http://planner.example.com${PATH}`);
    expect(publicUrl(PATH, request("http://10.0.0.2/api", { "x-forwarded-host": "planner.example.com", "x-forwarded-proto": "javascript" }), {})).toBe(`http://planner.example.com${PATH}`);
  });

  it("ignores a forwarded host that is not a host (a path, a user, a space)", () => {
    for (const host of ["evil.example/path", "user@evil.example", "evil.example x", ""]) {
      expect(publicUrl(PATH, request("http://planner.internal:3000/api", { "x-forwarded-host": host }), {})).toBe(`http://planner.internal:3000${PATH}`);
    }
  });

  it("falls back to the request's own origin, never a hard-coded localhost", () => {
    expect(publicUrl(PATH, request("https://planner.example.org/api/ics/feed"), {})).toBe(`https://planner.example.org${PATH}`);
  });
});
