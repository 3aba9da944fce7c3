/**
 * The one way the browser calls the HTTP edge: no caching, the answer parsed with zod before use, and every failure
 * turned into an ApiError carrying the server's Chinese message, its code and the details a form shows (each broken
 * rule, what clashes, which weeks a term change affects, a message per field).
 */
import type { z } from "zod";
import type { AffectedWeek, PeriodClash } from "@/lib/errors";
import type { ConfirmRequestData } from "@/lib/protocol/data-parts";
import { errorBodySchema } from "@/lib/protocol/error-body";

export interface ApiErrorDetails {
  reasons: string[];
  clashes: PeriodClash[];
  /** Why a term change was refused; "moves_study_blocks" is the one a confirm can override. */
  reason: "outside_weeks" | "outside_periods" | "moves_study_blocks" | null;
  affected: AffectedWeek[];
  fields: Partial<Record<string, string>>;
  /** draft:stale: the confirm card as the draft is now, to show in place of the stale one. */
  confirmRequest: ConfirmRequestData | null;
}

const NO_DETAILS: ApiErrorDetails = { reasons: [], clashes: [], reason: null, affected: [], fields: {}, confirmRequest: null };

export class ApiError extends Error {
  readonly details: ApiErrorDetails;

  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    details: Partial<ApiErrorDetails> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.details = { ...NO_DETAILS, ...details };
  }

  get reasons(): string[] {
    return this.details.reasons;
  }
}

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
    const { code, message, reason = null, confirm_request: confirmRequest = null, ...details } = parsed.data.error;
    throw new ApiError(message, response.status, code, { ...details, reason, confirmRequest });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError("服务器返回的数据无法识别。", response.status, "response:invalid");
  return parsed.data;
}

export function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
