/**
 * The one guarded edge (Next.js 16 proxy, formerly middleware). A request under /api/ that no route answers (an
 * unknown path, or a method its route lacks: lib/http/api-routes.ts) is refused first. Every state-changing request
 * under /api/ is checked before any route reads it — same origin, a content type the route reads, a declared size within its cap
 * (lib/http/request-guard.ts) — and refused with the same error body every route answers with. Every page gets a
 * Content-Security-Policy with a fresh nonce: set on the request, where Next.js reads it and puts the nonce on the
 * scripts it renders (every page is rendered per request: it reads the session cookie), and on the response.
 */
import { NextResponse, type NextRequest } from "next/server";
import { allowedMethods, apiRouteOf } from "@/lib/http/api-routes";
import { guardRequest } from "@/lib/http/request-guard";
import { pageContentSecurityPolicy } from "@/lib/http/security-headers";
import { PlannerError } from "@/lib/errors";
import { errorResponse } from "@/server/http";

const CSP = "content-security-policy";

function withNonce(request: NextRequest): Response {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = pageContentSecurityPolicy(process.env.NODE_ENV === "production", nonce);
  const headers = new Headers(request.headers);
  headers.set(CSP, policy);
  headers.set("x-nonce", nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  return response;
}

/**
 * A path no route answers, or a method its route does not: refused here in the error body every route answers with
 * (Next.js would send its HTML 404 page, or a bare 405).
 */
function unrouted(request: NextRequest): Response | undefined {
  const route = apiRouteOf(request.nextUrl.pathname);
  if (!route) return errorResponse(new PlannerError("request:not_found"));
  const allowed = allowedMethods(route);
  if (allowed.includes(request.method)) return undefined;
  const response = errorResponse(new PlannerError("request:method_not_allowed"));
  response.headers.set("allow", allowed.join(", "));
  return response;
}

export function proxy(request: NextRequest): Response {
  if (!request.nextUrl.pathname.startsWith("/api/")) return withNonce(request);
  const unanswered = unrouted(request);
  if (unanswered) return unanswered;
  const refusal = guardRequest(request, { appUrl: process.env.APP_URL?.trim() || undefined });
  return refusal ? errorResponse(refusal) : NextResponse.next();
}

export const config = {
  matcher: [
    "/api/:path*",
    // Pages: not Next's own files nor any file with an extension (icons, manifest, public/), and not a prefetch
    // (its answer is not a document that runs scripts).
    {
      source: "/((?!api/|_next/|.*\\..*).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
