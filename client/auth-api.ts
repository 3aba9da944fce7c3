/**
 * The browser's calls to /api/auth. A refusal is an ApiError that keeps the per-field messages the server sends, so
 * the form shows each beside its input.
 */
import { z } from "zod";
import { jsonInit, requestJson, type ApiError } from "./http";

export type AuthMode = "login" | "signup";

export interface AuthFields {
  username: string;
  password: string;
  /** Display name; sign-up only. */
  name?: string;
}

const accountSchema = z.object({
  user: z.object({ id: z.number(), name: z.string(), username: z.string().nullable(), isGuest: z.boolean() }),
});
export type SignedInAccount = z.infer<typeof accountSchema>["user"];

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
  return (await requestJson(`/api/auth/${mode}`, accountSchema, jsonInit("POST", body))).user;
}

/** The messages a refusal gives the sign-in form's own fields, by field. */
export function authFieldErrors(error: ApiError): Partial<Record<keyof AuthFields, string>> {
  const { username, password, name } = error.details.fields;
  return Object.fromEntries(Object.entries({ username, password, name }).filter(([, message]) => message !== undefined));
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
