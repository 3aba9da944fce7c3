/**
 * The browser's calls to /api/auth. A refusal keeps the per-field messages the server sends, so the form shows
 * each beside its input.
 */
import { z } from "zod";

export type AuthMode = "login" | "signup";

export interface AuthFields {
  username: string;
  password: string;
  /** Display name; sign-up only. */
  name?: string;
}

const accountSchema = z.object({
  user: z.object({ id: z.number(), name: z.string(), username: z.string().nullable(), isDemo: z.boolean() }),
});
export type SignedInAccount = z.infer<typeof accountSchema>["user"];

const refusalSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

export class AuthRefusedError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fields: Partial<Record<keyof AuthFields, string>> = {},
  ) {
    super(message);
    this.name = "AuthRefusedError";
  }
}

/** The zone the browser runs in: a new student's term starts on this week's Monday there. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export async function submitAuth(mode: AuthMode, fields: AuthFields): Promise<SignedInAccount> {
  const body =
    mode === "signup"
      ? { username: fields.username, name: fields.name ?? "", password: fields.password, timezone: browserTimeZone() }
      : { username: fields.username, password: fields.password };
  let response: Response;
  try {
    response = await fetch(`/api/auth/${mode}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    throw new AuthRefusedError("网络连接中断，请检查网络后重试。", "network:offline");
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(answer);
    if (!refusal.success) throw new AuthRefusedError("服务器出错了，请稍后再试。", "server:error");
    const { code, message, fields: fieldMessages = {} } = refusal.data.error;
    const known = Object.fromEntries(Object.entries(fieldMessages).filter(([key]) => key === "username" || key === "password" || key === "name"));
    throw new AuthRefusedError(message, code, known);
  }
  const parsed = accountSchema.safeParse(answer);
  if (!parsed.success) throw new AuthRefusedError("服务器返回的数据无法识别。", "response:invalid");
  return parsed.data.user;
}

export async function submitLogout(): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/auth/logout", { method: "POST", cache: "no-store" });
  } catch {
    throw new Error("网络连接中断，请检查网络后重试。");
  }
  if (!response.ok) throw new Error("退出失败，请稍后再试。");
}
