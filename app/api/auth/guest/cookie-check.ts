/**
 * The cookie check before a guest is made. A client that keeps no cookies (curl -L, a fetch loop, a crawler) would
 * otherwise get a new guest on every round of page → /api/auth/guest → page: the guest's cookie never comes back, so
 * the page sends it here again. So the first visit only sets a short-lived probe cookie and sends the browser to the
 * same URL with `cookies=check`; a guest is made only when that second request brings the probe back. One that does
 * not is answered with a page (or JSON) saying cookies are needed, and no further redirect: the loop ends there with
 * no guest at all.
 */
import { PlannerError } from "@/lib/errors";
import { errorResponse } from "@/server/http";
import { readCookie } from "@/server/auth/session";

const PROBE_COOKIE = "planner_cookie_check";
/** Long enough for a slow phone to follow one redirect, short enough to leave nothing behind. */
const PROBE_SECONDS = 300;
const CHECK_PARAM = "cookies";
const CHECK_VALUE = "check";
const PATH = "/api/auth/guest";

const COOKIES_NEEDED = "需要开启 Cookie 才能使用学习规划助手：你的浏览器没有保存本站的 Cookie，所以无法为你创建游客身份。请允许本站使用 Cookie 后重试。";

/** Whether this request is the second step, sent back here after the probe cookie was set. */
export function isCookieCheck(request: Request): boolean {
  return new URL(request.url).searchParams.get(CHECK_PARAM) === CHECK_VALUE;
}

export function hasProbeCookie(request: Request): boolean {
  return readCookie(request.headers.get("cookie"), PROBE_COOKIE) === "1";
}

function probeCookie(secure: boolean, maxAge: number): string {
  return [`${PROBE_COOKIE}=${maxAge > 0 ? "1" : ""}`, `Path=${PATH}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : []), `Max-Age=${maxAge}`].join("; ");
}

/** The first step: the probe cookie, and back here to see whether it comes with the next request. */
export function startCookieCheck(next: string, secure: boolean): Response {
  const location = `${PATH}?next=${encodeURIComponent(next)}&${CHECK_PARAM}=${CHECK_VALUE}`;
  const response = new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
  response.headers.append("set-cookie", probeCookie(secure, PROBE_SECONDS));
  return response;
}

/** The probe has done its job once a guest is made (or the browser turns out to have a session): it is dropped. */
export function clearProbe(response: Response, secure: boolean): Response {
  response.headers.append("set-cookie", probeCookie(secure, 0));
  return response;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function wantsHtml(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * The end of a cookie-less loop: a page in Chinese for a browser, the same sentence as a JSON error for anything else.
 * It links back to the check (for once cookies are on) and to the sign-in page; it redirects nowhere by itself.
 */
export function cookiesNeededResponse(request: Request, next: string): Response {
  const error = new PlannerError("auth:cookies_required", { message: COOKIES_NEEDED });
  if (!wantsHtml(request)) return errorResponse(error);
  const retry = `${PATH}?next=${encodeURIComponent(next)}`;
  const html = [
    "<!doctype html>",
    '<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>需要开启 Cookie</title></head><body>",
    "<h1>需要开启 Cookie</h1>",
    `<p>${escapeHtml(COOKIES_NEEDED)}</p>`,
    `<p><a href="${escapeHtml(retry)}">开启后重试</a> · <a href="/login">登录</a></p>`,
    "</body></html>",
  ].join("\n");
  return new Response(html, {
    status: error.httpStatus,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
