/** Answers of the auth and account routes: reading their bodies with field-level messages, and the cookies. */
import { z } from "zod";
import type { SignedIn } from "@/server/auth/accounts";
import type { CurrentAccount } from "@/server/auth/current-user";
import { PlannerError } from "@/lib/errors";
import { json, readJsonBody } from "@/server/http";
import { clearedSessionCookie, deviceCookie, deviceTokensFromRequest, isSecureRequest, sessionCookie } from "@/server/auth/session";
import { fieldErrorsOf } from "@/lib/protocol/auth";

/**
 * Reads a JSON body through the edge's one reader (size cap, NUL and lone surrogates refused), then checks it with
 * `schema`, refusing with 400 and a message per field for the form. Other content types are refused: a cross-site
 * HTML form can post text/plain but not JSON, so this keeps another site from signing a visitor into an account of
 * its choosing, even without the proxy in front.
 */
export async function readAuthBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    throw new PlannerError("request:invalid", { message: "请求内容必须是 JSON。" });
  }
  const parsed = schema.safeParse(await readJsonBody(request, z.unknown()));
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsOf(parsed.error);
  const message = Object.values(fields).join("；") || "请求参数有误。";
  throw new PlannerError("request:invalid", { message, details: { fields } });
}

/** readAuthBody as a route's body (server/route.ts). */
export function authBody<T>(schema: z.ZodType<T>): (request: Request) => Promise<T> {
  return (request) => readAuthBody(request, schema);
}

/** Who is signed in; never cached, since the same URL answers differently per browser. */
export function accountResponse(account: CurrentAccount, status = 200): Response {
  const response = json({ user: account }, status);
  response.headers.set("cache-control", "no-store");
  return response;
}

/** The account with the new session's cookie and, after a sign-up or sign-in, the renewed known-device cookie. */
export function signedInResponse(request: Request, { account, session, device }: SignedIn, now: Date, status: number): Response {
  const response = accountResponse(account, status);
  const secure = isSecureRequest(request);
  response.headers.append("set-cookie", sessionCookie(session.token, session.expiresAt, now, secure));
  if (device) response.headers.append("set-cookie", deviceCookie(device, deviceTokensFromRequest(request), now, secure));
  return response;
}

/** `body` plus a cleared session cookie. The known-device cookie stays: it is what lets this browser back in. */
export function signedOutResponse(request: Request, body: Record<string, unknown> = { signedOut: true }): Response {
  const response = json(body);
  response.headers.set("cache-control", "no-store");
  response.headers.append("set-cookie", clearedSessionCookie(isSecureRequest(request)));
  return response;
}
