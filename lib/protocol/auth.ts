/**
 * Request bodies of the auth routes. Messages are shown beside the form's fields, so each names its field's rule
 * in Chinese. Sign-in checks presence only: any other rule would tell a stranger which usernames cannot exist.
 */
import { z } from "zod";

export const signupSchema = z.object({
  username: z
    .string({ error: "请填写用户名" })
    .trim()
    .toLowerCase()
    .min(3, "用户名至少需要 3 个字符")
    .max(32, "用户名最多 32 个字符")
    .regex(/^[a-z0-9_.-]+$/, "用户名只能包含英文字母、数字、下划线、点和连字符"),
  name: z.string({ error: "请填写显示名称" }).trim().min(1, "请填写显示名称").max(40, "显示名称最多 40 个字符"),
  password: z.string({ error: "请填写密码" }).min(8, "密码至少需要 8 个字符").max(128, "密码最多 128 个字符"),
  // The browser's zone; a missing or unknown one means Asia/Shanghai, never a refused sign-up.
  timezone: z.string().max(100).optional().catch(undefined),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  username: z.string({ error: "请填写用户名" }).trim().toLowerCase().min(1, "请填写用户名").max(32, "用户名或密码不正确。"),
  password: z.string({ error: "请填写密码" }).min(1, "请填写密码").max(128, "密码最多 128 个字符"),
});
export type LoginInput = z.infer<typeof loginSchema>;

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
