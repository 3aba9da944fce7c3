/** Answers of the auth routes: their own failures, field-level validation messages, and the session cookie. */
import type { z } from "zod";
import type { SignedIn } from "@/server/auth/accounts";
import type { CurrentAccount } from "@/server/auth/current-user";
import { badRequest, json } from "@/server/http";
import { clearedSessionCookie, isSecureRequest, sessionCookie } from "@/server/auth/session";
import { fieldErrorsOf } from "@/lib/protocol/auth";

/**
 * Parses a JSON body, refusing other content types: a cross-site HTML form can post text/plain but not JSON, so
 * this keeps another site from signing a visitor into an account of its choosing.
 */
export async function parseAuthBody<T>(request: Request, schema: z.ZodType<T>): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return { ok: false, response: badRequest("请求内容必须是 JSON。") };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: badRequest("请求内容不是有效的 JSON。") };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields = fieldErrorsOf(parsed.error);
  const message = Object.values(fields).join("；") || "请求参数有误。";
  return { ok: false, response: badRequest(message, fields) };
}

/** Who is signed in; never cached, since the same URL answers differently per browser. */
export function accountResponse(account: CurrentAccount, status = 200): Response {
  const response = json({ user: account }, status);
  response.headers.set("cache-control", "no-store");
  return response;
}

export function signedInResponse(request: Request, { account, session }: SignedIn, now: Date, status: number): Response {
  const response = accountResponse(account, status);
  response.headers.append("set-cookie", sessionCookie(session.token, session.expiresAt, now, isSecureRequest(request)));
  return response;
}

export function signedOutResponse(request: Request): Response {
  const response = json({ signedOut: true });
  response.headers.set("cache-control", "no-store");
  response.headers.append("set-cookie", clearedSessionCookie(isSecureRequest(request)));
  return response;
}
