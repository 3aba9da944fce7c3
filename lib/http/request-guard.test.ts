import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bodyLimitFor, guardRequest, ICS_BODY_LIMIT, JSON_BODY_LIMIT } from "./request-guard";

const SITE = "http://planner.test";

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}): Request {
  return new Request(`${SITE}${path}`, { method: init.method ?? "POST", headers: { host: "planner.test", ...init.headers } });
}

/** The refusal's code, or "pass". */
function verdict(candidate: Request, appUrl?: string): string {
  return guardRequest(candidate, { appUrl })?.code ?? "pass";
}

const JSON_TYPE = { "content-type": "application/json" };

describe("guardRequest", () => {
  describe("what it looks at", () => {
    it("lets reads through whatever they carry", () => {
      for (const method of ["GET", "HEAD", "OPTIONS"]) {
        expect(verdict(request("/api/tasks", { method, headers: { origin: "http://evil.example", "content-type": "text/plain" } }))).toBe("pass");
      }
    });

    it("lets writes outside /api/ through (pages and server actions have their own checks)", () => {
      expect(verdict(request("/settings", { headers: { origin: "http://evil.example" } }))).toBe("pass");
    });
  });

  describe("same origin", () => {
    it.each(["POST", "PUT", "PATCH", "DELETE", "post"])("refuses %s from another site with 403 request:cross_origin", (method) => {
      const refusal = guardRequest(request("/api/tasks", { method, headers: { origin: "http://evil.example", ...JSON_TYPE } }));
      expect(refusal?.code).toBe("request:cross_origin");
      expect(refusal?.httpStatus).toBe(403);
    });

    it("accepts the request's own origin, in any case and with the default port spelled out", () => {
      expect(verdict(request("/api/tasks", { headers: { origin: "http://planner.test", ...JSON_TYPE } }))).toBe("pass");
      expect(verdict(request("/api/tasks", { headers: { origin: "HTTP://Planner.Test:80", ...JSON_TYPE } }))).toBe("pass");
    });

    it("refuses another scheme, port or subdomain of the same host, and the opaque origin", () => {
      for (const origin of ["https://planner.test", "http://planner.test:3001", "http://evil.planner.test", "null", "file://", ""]) {
        expect(verdict(request("/api/tasks", { headers: { origin, ...JSON_TYPE } })), origin).toBe("request:cross_origin");
      }
    });

    it("reads the host and scheme a proxy forwarded (the first of a chain)", () => {
      const headers = { host: "127.0.0.1:3000", "x-forwarded-host": "planner.example.edu, 10.0.0.2", "x-forwarded-proto": "https", ...JSON_TYPE };
      expect(verdict(request("/api/tasks", { headers: { ...headers, origin: "https://planner.example.edu" } }))).toBe("pass");
      expect(verdict(request("/api/tasks", { headers: { ...headers, origin: "http://127.0.0.1:3000" } }))).toBe("request:cross_origin");
    });

    it("with APP_URL, accepts only its origin", () => {
      const appUrl = "https://planner.example.edu/";
      expect(verdict(request("/api/tasks", { headers: { origin: "https://planner.example.edu", ...JSON_TYPE } }), appUrl)).toBe("pass");
      expect(verdict(request("/api/tasks", { headers: { origin: SITE, ...JSON_TYPE } }), appUrl)).toBe("request:cross_origin");
    });

    it("without Origin, trusts Sec-Fetch-Site only when it says same-origin or none", () => {
      expect(verdict(request("/api/tasks", { headers: { "sec-fetch-site": "same-origin", ...JSON_TYPE } }))).toBe("pass");
      expect(verdict(request("/api/tasks", { headers: { "sec-fetch-site": "none", ...JSON_TYPE } }))).toBe("pass");
      expect(verdict(request("/api/tasks", { headers: { "sec-fetch-site": "same-site", ...JSON_TYPE } }))).toBe("request:cross_origin");
      expect(verdict(request("/api/tasks", { headers: { "sec-fetch-site": "cross-site", ...JSON_TYPE } }))).toBe("request:cross_origin");
    });

    it("lets a client that sends neither header through (curl, server to server)", () => {
      expect(verdict(request("/api/tasks", { headers: JSON_TYPE }))).toBe("pass");
    });

    it("refuses every origin but its own (property)", () => {
      fc.assert(
        fc.property(fc.webUrl(), fc.constantFrom("POST", "PUT", "PATCH", "DELETE"), (origin, method) => {
          const own = new URL(origin).origin === SITE;
          expect(verdict(request("/api/courses/1", { method, headers: { origin, ...JSON_TYPE } }))).toBe(own ? "pass" : "request:cross_origin");
        }),
        { numRuns: 200 },
      );
    });
  });

  describe("content type", () => {
    it("wants JSON on JSON routes, with an optional UTF-8 charset", () => {
      expect(verdict(request("/api/tasks", { headers: { "content-type": "application/json; charset=UTF-8" } }))).toBe("pass");
      expect(verdict(request("/api/tasks", { headers: { "content-type": 'application/json;charset="utf-8"' } }))).toBe("pass");
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=latin1", "application/jsonp", "text/calendar"]) {
        const refusal = guardRequest(request("/api/tasks", { headers: { "content-type": type } }));
        expect(refusal?.code, type).toBe("request:unsupported_type");
        expect(refusal?.httpStatus).toBe(415);
      }
    });

    it("takes the .ics file on the preview route as multipart, text/calendar or plain text, and not as JSON", () => {
      for (const type of ["multipart/form-data; boundary=----x", "text/calendar", "text/plain;charset=UTF-8"]) {
        expect(verdict(request("/api/ics/preview", { headers: { "content-type": type } })), type).toBe("pass");
      }
      expect(verdict(request("/api/ics/preview", { headers: JSON_TYPE }))).toBe("request:unsupported_type");
      expect(verdict(request("/api/ics/import", { headers: JSON_TYPE }))).toBe("pass");
      expect(verdict(request("/api/ics/import", { headers: { "content-type": "text/calendar" } }))).toBe("request:unsupported_type");
    });

    it("needs no type for a request without a body (logout, confirm, cancel, a new feed URL, deletes)", () => {
      expect(verdict(request("/api/drafts/x/confirm"))).toBe("pass");
      expect(verdict(request("/api/ics/feed", { headers: { "content-length": "0" } }))).toBe("pass");
      expect(verdict(request("/api/tasks/3", { method: "DELETE" }))).toBe("pass");
      // curl -d '' labels its empty body as a form.
      expect(verdict(request("/api/auth/logout", { headers: { "content-length": "0", "content-type": "application/x-www-form-urlencoded" } }))).toBe("pass");
    });

    it("refuses a body that names no type", () => {
      expect(verdict(request("/api/tasks", { headers: { "content-length": "12" } }))).toBe("request:unsupported_type");
      expect(verdict(request("/api/tasks", { headers: { "transfer-encoding": "chunked" } }))).toBe("request:unsupported_type");
    });

    it("checks the origin first: a cross-site form post is 403, not 415", () => {
      expect(verdict(request("/api/tasks", { headers: { origin: "http://evil.example", "content-type": "text/plain" } }))).toBe("request:cross_origin");
    });
  });

  describe("declared size", () => {
    it.each([
      ["/api/tasks", JSON_BODY_LIMIT, "application/json"],
      ["/api/chat", JSON_BODY_LIMIT, "application/json"],
      ["/api/ics/import", ICS_BODY_LIMIT, "application/json"],
      ["/api/ics/preview", ICS_BODY_LIMIT, "text/calendar"],
    ])("%s takes up to %i bytes", (path, limit, type) => {
      expect(bodyLimitFor(path)).toBe(limit);
      expect(verdict(request(path, { headers: { "content-type": type, "content-length": String(limit) } }))).toBe("pass");
      const refusal = guardRequest(request(path, { headers: { "content-type": type, "content-length": String(limit + 1) } }));
      expect(refusal?.code).toBe("request:too_large");
      expect(refusal?.httpStatus).toBe(413);
      expect(refusal?.message).toMatch(/不能超过 (256 KB|2 MB)/);
    });
  });

  it("does not mutate the request", () => {
    const candidate = request("/api/tasks", { headers: { origin: "http://evil.example", ...JSON_TYPE } });
    const before = [...candidate.headers];
    guardRequest(candidate);
    expect([...candidate.headers]).toEqual(before);
    expect(candidate.bodyUsed).toBe(false);
  });
});
