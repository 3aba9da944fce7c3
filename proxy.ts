/**
 * The one guarded edge (Next.js 16 proxy, formerly middleware): every state-changing request under /api/ is
 * checked before any route reads it — same origin, a content type the route reads, a declared size within its cap
 * (lib/http/request-guard.ts) — and refused with the same error body every route answers with.
 */
import { NextResponse, type NextRequest } from "next/server";
import { guardRequest } from "@/lib/http/request-guard";
import { errorResponse } from "@/server/http";

export function proxy(request: NextRequest): Response {
  const refusal = guardRequest(request, { appUrl: process.env.APP_URL?.trim() || undefined });
  return refusal ? errorResponse(refusal) : NextResponse.next();
}

export const config = { matcher: "/api/:path*" };
