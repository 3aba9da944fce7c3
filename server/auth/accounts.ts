/**
 * Signing up and signing in, between the routes and the data layer: password hashing, the session that follows,
 * and one answer for every failed sign-in so a stranger cannot learn which usernames exist. A guest who signs up
 * becomes that student in place, keeping everything they planned as a guest.
 */
import { PlannerError } from "@/lib/errors";
import type { Database } from "@/db/client";
import { createAccount, isUsernameViolation, usernameTaken } from "@/db/queries/accounts";
import { claimLoginAttempt, clearLoginFailures } from "@/db/queries/login-failures";
import { registerGuest } from "@/db/queries/guests";
import { createSession, deleteExpiredSessions, deleteSession, findSessionUser, type NewSession } from "@/db/queries/sessions";
import { findUserByUsername } from "@/db/queries/users";
import type { User } from "@/db/schema";
import { accountOf, type CurrentAccount } from "@/server/auth/current-user";
import { hashPassword, verifyDecoyPassword, verifyPassword } from "@/server/auth/password";
import type { LoginInput, SignupInput } from "@/lib/protocol/auth";

export interface SignedIn {
  account: CurrentAccount;
  session: NewSession;
}

/** Ends the session the browser had before (if any), so signing in again does not leave it valid. */
async function replaceSession(db: Database, userId: number, previousToken: string | null, now: Date): Promise<NewSession> {
  if (previousToken) await deleteSession(db, previousToken);
  await deleteExpiredSessions(db, userId, now);
  return createSession(db, userId, now);
}

/** The guest the browser is, if it is one: their sign-up keeps their data. */
async function guestOf(db: Database, token: string | null, now: Date): Promise<User | null> {
  const user = token ? await findSessionUser(db, token, now) : null;
  return user && user.username === null ? user : null;
}

/** Names the guest in place; the unique key on username decides when two sign-ups race for one name. */
async function upgradeGuest(db: Database, guest: User, input: SignupInput, passwordHash: string): Promise<User> {
  try {
    const user = await registerGuest(db, guest.id, { name: input.name, username: input.username, passwordHash });
    if (!user) throw new PlannerError("auth:required", { message: "游客身份已失效，请刷新页面后再注册。" });
    return user;
  } catch (error) {
    if (isUsernameViolation(error)) throw usernameTaken(input.username);
    throw error;
  }
}

export async function signUp(db: Database, input: SignupInput, now: Date, previousToken: string | null = null): Promise<SignedIn> {
  // Checked first only to spare the hashing; the unique key still decides when two sign-ups race.
  if (await findUserByUsername(db, input.username)) throw usernameTaken(input.username);
  const passwordHash = await hashPassword(input.password);
  const guest = await guestOf(db, previousToken, now);
  const user = guest
    ? await upgradeGuest(db, guest, input, passwordHash)
    : (await createAccount(db, { name: input.name, username: input.username, passwordHash, timezone: input.timezone }, now)).user;
  return { account: accountOf(user), session: await replaceSession(db, user.id, previousToken, now) };
}

export async function signIn(db: Database, input: LoginInput, now: Date, previousToken: string | null = null): Promise<SignedIn> {
  const name = input.username.toLowerCase();
  // The attempt is recorded before the (slow) password check; a wrong password leaves it as a failure.
  await claimLoginAttempt(db, name, now);
  const user = await findUserByUsername(db, input.username);
  const matches = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyDecoyPassword(input.password);
  if (!user || !matches) throw new PlannerError("auth:invalid_credentials");
  await clearLoginFailures(db, name);
  return { account: accountOf(user), session: await replaceSession(db, user.id, previousToken, now) };
}
