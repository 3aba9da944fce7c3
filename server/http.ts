/**
 * Route helpers: one mapping from failures to HTTP answers. Expected failures (the data layer's closed set, bad
 * input) carry a zh-CN message the student may see; anything else is logged and answered with a generic 500.
 */
import { z } from "zod";
import { DataError } from "@/lib/errors";
import { NotSignedInError } from "./auth/current-user";

// Request validation messages reach the student: zod's built-in messages in Chinese.
z.config(z.locales.zhCN());

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

export function badRequest(message: string): Response {
  return json({ error: { code: "request:invalid", message } }, 400);
}

export function describeZodError(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}：${issue.message}` : issue.message)).join("；");
}

export function errorResponse(error: unknown): Response {
  if (DataError.isInstance(error)) {
    return json({ error: { code: error.code, message: error.message } }, error.httpStatus);
  }
  if (NotSignedInError.isInstance(error)) {
    // A lapsed cookie is kept on purpose: dropping it would turn the student's next request into the demo's.
    // Signing in again replaces it; 先用演示账户看看 on /login drops it.
    return json({ error: { code: error.code, message: error.message } }, error.httpStatus);
  }
  console.error(error);
  return json({ error: { code: "server:error", message: "服务器出错了，请稍后再试。" } }, 500);
}

/** Parses a JSON body with a schema; a malformed body becomes a 400 with a readable message. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: badRequest("请求内容不是有效的 JSON。") };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: badRequest(`请求参数有误：${describeZodError(parsed.error)}`) };
  return { ok: true, data: parsed.data };
}
