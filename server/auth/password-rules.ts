/**
 * The rules a new password must meet, at sign-up and on a password change: 8-128 characters, not only whitespace,
 * not the username (in any case) nor containing it when the username has four or more characters, and not one of
 * the ~49,000 most common passwords (the "passwords-common" list of @zxcvbn-ts/language-common, compared in lower
 * case). A broken rule is account:weak_password (422) with the message under the form's password field.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { PlannerError } from "@/lib/errors";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/protocol/auth";

/** Below this length a username is too likely to occur in a good password by chance ("li", "abc"). */
const MIN_CONTAINED_USERNAME = 4;

let commonPasswords: Set<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(password.toLowerCase()) || commonPasswords.has(password.trim().toLowerCase());
}

/** Why `password` may not be chosen by `username`, in the words the form shows; null when it may. */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `密码至少需要 ${PASSWORD_MIN_LENGTH} 个字符`;
  if (password.length > PASSWORD_MAX_LENGTH) return `密码最多 ${PASSWORD_MAX_LENGTH} 个字符`;
  if (password.trim().length === 0) return "密码不能只由空格组成";
  const lowered = password.normalize("NFC").toLowerCase();
  const name = username.trim().toLowerCase();
  if (name && lowered.trim() === name) return "密码不能和用户名相同";
  if (name.length >= MIN_CONTAINED_USERNAME && lowered.includes(name)) return "密码不能包含用户名";
  if (isCommonPassword(password)) return "这个密码太常见了，很容易被猜到，请换一个";
  return null;
}

/** Throws account:weak_password, with the message under `field`, when `password` breaks a rule. */
export function assertPasswordAllowed(password: string, username: string, field: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new PlannerError("account:weak_password", { message: `${problem}。`, details: { fields: { [field]: problem } } });
}
