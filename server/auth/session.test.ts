import { describe, expect, it } from "vitest";
import {
  clearedSessionCookie,
  deviceCookie,
  deviceTokensFromRequest,
  isSecureRequest,
  readCookie,
  sessionCookie,
  sessionTokenFromRequest,
  sessionTokenFromRequestScope,
} from "./session";

const NOW = new Date("2026-03-04T02:00:00Z");
const IN_30_DAYS = new Date(NOW.getTime() + 30 * 86_400_000);

describe("readCookie", () => {
  it("finds the named cookie among others, whatever the spacing", () => {
    expect(readCookie("theme=dark; planner_session=abc;other=1", "planner_session")).toBe("abc");
    expect(readCookie("planner_session=abc", "planner_session")).toBe("abc");
    expect(readCookie(" planner_session = abc ", "planner_session")).toBe("abc");
  });

  it("does not confuse a cookie whose name only ends or starts the same", () => {
    expect(readCookie("old_planner_session=x; planner_session_v2=y", "planner_session")).toBeNull();
  });

  it("takes the first of duplicates and decodes percent-encoding", () => {
    expect(readCookie("planner_session=first; planner_session=second", "planner_session")).toBe("first");
    expect(readCookie("planner_session=a%2Bb", "planner_session")).toBe("a+b");
    expect(readCookie('planner_session="quoted"', "planner_session")).toBe("quoted");
  });

  it("answers null for no header, no such cookie, or a broken encoding", () => {
    expect(readCookie(null, "planner_session")).toBeNull();
    expect(readCookie("", "planner_session")).toBeNull();
    expect(readCookie("theme=dark", "planner_session")).toBeNull();
    expect(readCookie("planner_session=%E0%A4%A", "planner_session")).toBeNull();
  });
});

describe("sessionTokenFromRequest", () => {
  it("reads the token from the Cookie header; an empty value is no token", () => {
    expect(sessionTokenFromRequest(new Request("http://localhost/", { headers: { cookie: "planner_session=tok" } }))).toBe("tok");
    expect(sessionTokenFromRequest(new Request("http://localhost/", { headers: { cookie: "planner_session=" } }))).toBeNull();
    expect(sessionTokenFromRequest(new Request("http://localhost/"))).toBeNull();
  });
});

describe("sessionTokenFromRequestScope", () => {
  it("answers null outside a Next.js request instead of failing", async () => {
    expect(await sessionTokenFromRequestScope()).toBeNull();
  });
});

describe("isSecureRequest", () => {
  it("follows the URL's scheme, or the proxy's X-Forwarded-Proto when present", () => {
    expect(isSecureRequest(new Request("https://planner.example/api/auth/login"))).toBe(true);
    expect(isSecureRequest(new Request("http://127.0.0.1:3000/api/auth/login"))).toBe(false);
    expect(isSecureRequest(new Request("http://10.0.0.2/api", { headers: { "x-forwarded-proto": "https, http" } }))).toBe(true);
    expect(isSecureRequest(new Request("https://planner.example/api", { headers: { "x-forwarded-proto": "http" } }))).toBe(false);
  });
});

describe("sessionCookie", () => {
  it("is httpOnly, SameSite=Lax, for the whole site, and lasts until the session expires", () => {
    const cookie = sessionCookie("tok", IN_30_DAYS, NOW, false);
    expect(cookie.split("; ")).toEqual([
      "planner_session=tok",
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      "Max-Age=2592000",
      "Expires=Fri, 03 Apr 2026 02:00:00 GMT",
    ]);
  });

  it("is Secure over https only", () => {
    expect(sessionCookie("tok", IN_30_DAYS, NOW, true).split("; ")).toContain("Secure");
    expect(sessionCookie("tok", IN_30_DAYS, NOW, false).split("; ")).not.toContain("Secure");
  });
});

describe("clearedSessionCookie", () => {
  it("empties the cookie with the same path and flags and expires it at once", () => {
    expect(clearedSessionCookie(true).split("; ")).toEqual([
      "planner_session=",
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      "Secure",
      "Max-Age=0",
      "Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    ]);
  });
});

const TOKEN_A = "A".repeat(43);
const TOKEN_B = "B".repeat(43);
const TOKEN_C = "C".repeat(43);
const IN_A_YEAR = new Date(NOW.getTime() + 365 * 86_400_000);

describe("deviceTokensFromRequest", () => {
  it("reads the known-device tokens, newest first, dropping malformed ones and keeping at most four", () => {
    const request = (value: string) => new Request("http://localhost/api/auth/login", { headers: { cookie: `planner_device=${value}` } });
    expect(deviceTokensFromRequest(request(`${TOKEN_A}.${TOKEN_B}`))).toEqual([TOKEN_A, TOKEN_B]);
    expect(deviceTokensFromRequest(request(`short.${TOKEN_A}.x y`))).toEqual([TOKEN_A]);
    expect(deviceTokensFromRequest(request([TOKEN_A, TOKEN_B, TOKEN_C, "D".repeat(43), "E".repeat(43)].join(".")))).toHaveLength(4);
    expect(deviceTokensFromRequest(new Request("http://localhost/"))).toEqual([]);
  });
});

describe("deviceCookie", () => {
  it("puts the new token first, drops the ones it replaced, is Strict and only for /api/auth, and lasts a year", () => {
    const cookie = deviceCookie({ token: TOKEN_C, expiresAt: IN_A_YEAR, replaced: [TOKEN_A] }, [TOKEN_A, TOKEN_B], NOW, true);
    expect(cookie.split("; ")).toEqual([
      `planner_device=${TOKEN_C}.${TOKEN_B}`,
      "Path=/api/auth",
      "HttpOnly",
      "SameSite=Strict",
      "Secure",
      "Max-Age=31536000",
      `Expires=${IN_A_YEAR.toUTCString()}`,
    ]);
  });
});
