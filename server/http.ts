/**
 * The HTTP edge's one mapping from failures to answers. A PlannerError answers with its code's status (lib/errors'
 * table), its zh-CN message and the details a form shows; anything else is logged and answered with a generic 500,
 * so a bug never leaks a stack or an internal message to the student.
 */
import { z } from "zod";
import { ERROR_TABLE, PlannerError } from "@/lib/errors";

// Request validation messages reach the student: zod's built-in messages in Chinese.
z.config(z.locales.zhCN());

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

export function errorResponse(error: unknown): Response {
  if (!PlannerError.isInstance(error)) {
    console.error(error);
    return json({ error: { code: "server:error", message: ERROR_TABLE["server:error"].message } }, 500);
  }
  // A lapsed session cookie is kept on purpose: dropping it would turn the student's next request into the demo's.
  const response = json({ error: { code: error.code, message: error.message, ...error.details } }, error.httpStatus);
  if (error.retryAfterSeconds !== undefined) response.headers.set("retry-after", String(error.retryAfterSeconds));
  return response;
}

export function badRequest(message: string, fields?: Partial<Record<string, string>>): Response {
  return errorResponse(new PlannerError("request:invalid", { message, details: fields ? { fields } : undefined }));
}

export function describeZodError(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}：${issue.message}` : issue.message)).join("；");
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
