/**
 * Request bodies of the auth and account routes. Messages are shown beside the form's fields, so each names its
 * field's rule in Chinese. Sign-in checks presence only: any other rule would tell a stranger which usernames cannot
 * exist. A new password's rules that need no list (length, not only spaces) are here, where the browser could check
 * them too; the rules that need the username or the common-password list are the server's (server/auth/password-rules.ts).
 */
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A password a student chooses: 8-128 characters, not only whitespace. */
function newPasswordSchema(required: string) {
  return z
    .string({ error: required })
    .min(PASSWORD_MIN_LENGTH, `密码至少需要 ${PASSWORD_MIN_LENGTH} 个字符`)
    .max(PASSWORD_MAX_LENGTH, `密码最多 ${PASSWORD_MAX_LENGTH} 个字符`)
    .refine((password) => password.trim().length > 0, "密码不能只由空格组成");
}

/** A password being checked, not chosen: presence and the upper bound only. */
function presentedPasswordSchema(required: string) {
  return z.string({ error: required }).min(1, required).max(PASSWORD_MAX_LENGTH, `密码最多 ${PASSWORD_MAX_LENGTH} 个字符`);
}

export const signupSchema = z.object({
  username: z
    .string({ error: "请填写用户名" })
    .trim()
    .toLowerCase()
    .min(3, "用户名至少需要 3 个字符")
    .max(32, "用户名最多 32 个字符")
    .regex(/^[a-z0-9_.-]+$/, "用户名只能包含英文字母、数字、下划线、点和连字符"),
  name: z.string({ error: "请填写显示名称" }).trim().min(1, "请填写显示名称").max(40, "显示名称最多 40 个字符"),
  password: newPasswordSchema("请填写密码"),
  // The browser's zone; a missing or unknown one means Asia/Shanghai, never a refused sign-up.
  timezone: z.string().max(100).optional().catch(undefined),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  username: z.string({ error: "请填写用户名" }).trim().toLowerCase().min(1, "请填写用户名").max(32, "用户名或密码不正确。"),
  password: presentedPasswordSchema("请填写密码"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/password. */
export const passwordChangeSchema = z.object({
  currentPassword: presentedPasswordSchema("请填写当前密码"),
  newPassword: newPasswordSchema("请填写新密码"),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/account: a student confirms with their password; a guest, who has none, sends no body. */
export const accountDeletionSchema = z.object({
  password: presentedPasswordSchema("请填写密码以确认删除"),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** The first problem of each field, keyed by field name, for messages shown under the inputs. */
export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === "string" ? issue.path[0] : "";
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}
