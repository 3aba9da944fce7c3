/**
 * Signing up and signing in, between the routes and the data layer: password hashing, the session that follows,
 * and one answer for every failed sign-in so a stranger cannot learn which usernames exist.
 */
import { PlannerError } from "@/lib/errors";
import type { Database } from "@/db/client";
import { createAccount, usernameTaken } from "@/db/queries/accounts";
import { claimLoginAttempt, clearLoginFailures } from "@/db/queries/login-failures";
import { createSession, deleteExpiredSessions, deleteSession, type NewSession } from "@/db/queries/sessions";
import { findUserByUsername } from "@/db/queries/users";
import type { User } from "@/db/schema";
import type { CurrentAccount } from "@/server/auth/current-user";
import { hashPassword, verifyDecoyPassword, verifyPassword } from "@/server/auth/password";
import type { LoginInput, SignupInput } from "@/lib/protocol/auth";

export interface SignedIn {
  account: CurrentAccount;
  session: NewSession;
}

function accountOf(user: User): CurrentAccount {
  return { id: user.id, name: user.name, username: user.username, isDemo: false };
}

/** Ends the session the browser had before (if any), so signing in again does not leave it valid. */
async function replaceSession(db: Database, userId: number, previousToken: string | null, now: Date): Promise<NewSession> {
  if (previousToken) await deleteSession(db, previousToken);
  await deleteExpiredSessions(db, userId, now);
  return createSession(db, userId, now);
}

export async function signUp(db: Database, input: SignupInput, now: Date, previousToken: string | null = null): Promise<SignedIn> {
  // Checked first only to spare the hashing; the unique key still decides when two sign-ups race.
  if (await findUserByUsername(db, input.username)) throw usernameTaken(input.username);
  const passwordHash = await hashPassword(input.password);
  const { user } = await createAccount(db, { name: input.name, username: input.username, passwordHash, timezone: input.timezone }, now);
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
