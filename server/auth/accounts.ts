/**
 * Signing up and signing in, between the routes and the data layer: the password rules and hashing, the limits, the
 * session that follows, and one answer for every failed sign-in so a stranger cannot learn which usernames exist.
 * A guest who signs up becomes that student in place, keeping everything they planned as a guest.
 *
 * Sign-in has two paths. A browser holding a known-device token of the name (it signed in as that student before)
 * has its attempt counted against that device only: a stranger who trips the per-name back-off or spends the
 * address's allowance never keeps the student's own browser out. Any other browser is counted per address and then
 * per name and address (exponential back-off) under a per-name cap, whether the name exists or not
 * (db/queries/login-failures.ts).
 */
import { PlannerError } from "@/lib/errors";
import type { Database } from "@/db/client";
import { createAccount, isUsernameViolation, usernameTaken } from "@/db/queries/accounts";
import { registerGuest } from "@/db/queries/guests";
import { claimKnownDevice, renewKnownDevice, type NewDevice } from "@/db/queries/known-devices";
import { claimLoginAttempt, clearLoginFailures } from "@/db/queries/login-failures";
import { createSession, deleteExpiredSessions, deleteSession, findSessionUser, type NewSession } from "@/db/queries/sessions";
import { findUserByUsername } from "@/db/queries/users";
import type { User } from "@/db/schema";
import type { LoginInput, SignupInput } from "@/lib/protocol/auth";
import { consumeLimit } from "../limits/limiter";
import { describeWait } from "../limits/policies";
import { accountOf, type CurrentAccount } from "./current-user";
import { hashPassword, verifyDecoyPassword, verifyPassword } from "./password";
import { assertPasswordAllowed } from "./password-rules";

/** What a browser brings to the auth routes besides the body. */
export interface BrowserCredentials {
  /** The session it held, if any: ended by a sign-in, upgraded in place by a guest's sign-up. */
  sessionToken: string | null;
  /** The known-device tokens it holds, newest first. */
  deviceTokens: string[];
  /** Where it came from, for the per-address limits (server/limits/address.ts). */
  address: string;
}

export interface SignedIn {
  account: CurrentAccount;
  session: NewSession;
  /** The browser's new known-device token and the tokens of the same student it replaces; none for a new guest. */
  device?: NewDevice & { replaced: string[] };
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

/** The session and the known-device token a right password earns. */
async function signedIn(db: Database, user: User, browser: BrowserCredentials, now: Date): Promise<SignedIn> {
  const session = await replaceSession(db, user.id, browser.sessionToken, now);
  const device = await renewKnownDevice(db, user.id, browser.deviceTokens, now);
  return { account: accountOf(user), session, device };
}

export async function signUp(db: Database, input: SignupInput, now: Date, browser: BrowserCredentials): Promise<SignedIn> {
  assertPasswordAllowed(input.password, input.username, "password");
  await consumeLimit(db, "signupsPerAddress", browser.address);
  // Checked first only to spare the hashing; the unique key still decides when two sign-ups race.
  if (await findUserByUsername(db, input.username)) throw usernameTaken(input.username);
  const passwordHash = await hashPassword(input.password);
  const guest = await guestOf(db, browser.sessionToken, now);
  const user = guest
    ? await upgradeGuest(db, guest, input, passwordHash)
    : (await createAccount(db, { name: input.name, username: input.username, passwordHash, timezone: input.timezone }, now)).user;
  return signedIn(db, user, browser, now);
}

function throttled(retryAfterSeconds: number): PlannerError {
  return new PlannerError("auth:throttled", { message: `登录失败次数过多，请 ${describeWait(retryAfterSeconds)}后再试。`, retryAfterSeconds });
}

export async function signIn(db: Database, input: LoginInput, now: Date, browser: BrowserCredentials): Promise<SignedIn> {
  const attempt = { username: input.username.toLowerCase(), source: browser.address };
  // Every attempt is claimed before the (slow) password check; a wrong password leaves the claim as a failure.
  const knownDevice = await claimKnownDevice(db, browser.deviceTokens, attempt.username, now);
  if (!knownDevice) {
    await consumeLimit(db, "signInsPerAddress", browser.address);
    await consumeLimit(db, "signInsPerAddressPerDay", browser.address);
    const claim = await claimLoginAttempt(db, attempt, now);
    if (!claim.claimed) throw throttled(claim.retryAfterSeconds);
  }
  const user = await findUserByUsername(db, attempt.username);
  const matches = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyDecoyPassword(input.password);
  if (!user || !matches) throw new PlannerError("auth:invalid_credentials");
  // The owner's own typos from this address are forgiven; other addresses stay held by their own failures. The
  // name's cap resets by itself: it counts only failures since the known device that signedIn renews.
  await clearLoginFailures(db, attempt);
  return signedIn(db, user, browser, now);
}
