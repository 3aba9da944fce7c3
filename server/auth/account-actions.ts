/**
 * What a signed-in student does with their account from the settings page: change the password, sign out
 * everywhere, delete the account with everything in it, and download all of their data. Each takes the account the
 * route resolved (server/student.ts); the ones that need a password are refused to guests, who have none, and check
 * the current password under a per-student limit so a stolen session cannot guess it at speed.
 */
import { PlannerError } from "@/lib/errors";
import type { Database } from "@/db/client";
import { exportAccount, type AccountExport } from "@/db/queries/account-export";
import { deleteAccount, setPasswordHash } from "@/db/queries/accounts";
import { forgetKnownDevices } from "@/db/queries/known-devices";
import { createSession, deleteUserSessions } from "@/db/queries/sessions";
import { findUserByUsername } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { localDate } from "@/lib/calendar/zoned-time";
import type { AccountDeletionInput, PasswordChangeInput } from "@/lib/protocol/auth";
import { consumeLimit } from "../limits/limiter";
import type { BrowserCredentials, SignedIn } from "./accounts";
import { accountOf, type CurrentAccount } from "./current-user";
import { hashPassword, verifyPassword } from "./password";
import { assertPasswordAllowed } from "./password-rules";

const EXPORT_ZONE_FALLBACK = "Asia/Shanghai";

/** Refuses a guest (account:guest_only): routes call this before they read a body meant for a password. */
export function assertSignedUp(account: CurrentAccount): void {
  if (account.isGuest || account.username === null) throw new PlannerError("account:guest_only");
}

/** The student's row once `password` is shown to be theirs; `field` names the form field a wrong one is shown under. */
async function checkedStudent(db: Database, account: CurrentAccount, password: string, field: string): Promise<User> {
  assertSignedUp(account);
  await consumeLimit(db, "passwordChecks", account.id);
  const user = await findUserByUsername(db, account.username!);
  const matches = user?.id === account.id && user.passwordHash ? await verifyPassword(password, user.passwordHash) : false;
  if (!user || !matches) {
    throw new PlannerError("auth:invalid_credentials", { message: "密码不正确。", details: { fields: { [field]: "密码不正确" } } });
  }
  return user;
}

/**
 * A new password, after the current one: every session of the student ends and so does the trust in every other
 * browser; this browser gets a new session (returned, for its cookie) and stays a known device.
 */
export async function changePassword(db: Database, account: CurrentAccount, input: PasswordChangeInput, now: Date, browser: BrowserCredentials): Promise<SignedIn> {
  const user = await checkedStudent(db, account, input.currentPassword, "currentPassword");
  if (input.newPassword === input.currentPassword) {
    throw new PlannerError("account:weak_password", { message: "新密码不能和当前密码相同。", details: { fields: { newPassword: "新密码不能和当前密码相同" } } });
  }
  assertPasswordAllowed(input.newPassword, user.username ?? "", "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    if (!(await setPasswordHash(tx, user.id, passwordHash))) throw new PlannerError("account:guest_only");
    await deleteUserSessions(tx, user.id);
    await forgetKnownDevices(tx, user.id, browser.deviceTokens);
    return { account: accountOf(user), session: await createSession(tx, user.id, now) };
  });
}

/** Ends every session of the student, this browser's too, and forgets every browser it knew; how many sessions ended. */
export async function signOutEverywhere(db: Database, account: CurrentAccount): Promise<number> {
  // A guest has no password to come back with: signing out everywhere would strand everything they planned.
  assertSignedUp(account);
  return db.transaction(async (tx) => {
    const ended = await deleteUserSessions(tx, account.id);
    await forgetKnownDevices(tx, account.id);
    return ended;
  });
}

/**
 * Deletes the account and all its data in one transaction. A student confirms with their password; a guest, who has
 * none, deletes without (`input` is ignored).
 */
export async function deleteOwnAccount(db: Database, account: CurrentAccount, input: AccountDeletionInput | null): Promise<void> {
  if (!account.isGuest) {
    if (!input) throw new PlannerError("request:invalid", { message: "请填写密码以确认删除。", details: { fields: { password: "请填写密码以确认删除" } } });
    await checkedStudent(db, account, input.password, "password");
  }
  await deleteAccount(db, account.id);
}

export interface DataExport {
  /** study-planner-export-YYYY-MM-DD.json, the date in the student's zone. */
  filename: string;
  data: AccountExport;
}

/** Everything the student owns, read in one transaction so the copy is consistent. */
export async function exportOwnData(db: Database, account: CurrentAccount, now: Date): Promise<DataExport> {
  return db.transaction(async (tx) => {
    const data = await exportAccount(tx, account.id, now);
    if (!data) throw new PlannerError("auth:required", { message: "登录已过期，请重新登录。", context: { expired: true } });
    const zone = data.term?.timezone ?? EXPORT_ZONE_FALLBACK;
    return { filename: `study-planner-export-${localDate(now, zone)}.json`, data };
  });
}
