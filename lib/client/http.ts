/**
 * The one way the browser calls the HTTP edge: no caching, the answer parsed with zod before use, and every failure
 * turned into an ApiError carrying the server's Chinese message, its code and, for a refused edit, each reason.
 */
import { z } from "zod";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly reasons: string[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), reasons: z.array(z.string()).optional() }),
});

export async function requestJson<T>(url: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { cache: "no-store", ...init });
  } catch {
    throw new ApiError("网络连接中断，请检查网络后重试。", 0, "network:offline");
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) throw new ApiError("服务器出错了，请稍后再试。", response.status, "server:error");
    const { code, message, reasons = [] } = parsed.data.error;
    throw new ApiError(message, response.status, code, reasons);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError("服务器返回的数据无法识别。", response.status, "response:invalid");
  return parsed.data;
}

export function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
