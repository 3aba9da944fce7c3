/**
 * Known devices (OWASP "device cookie"): a browser that signed in as a student carries a random token; the table
 * keeps its SHA-256 with the student and the wrong passwords tried from it since. Such a browser signs in past the
 * per-name back-off a stranger can trigger. Its own wrong passwords are claimed here, one UPDATE each, so that
 * attempts sent together cannot slip past the count; at MAX_DEVICE_FAILURES it no longer counts as known.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, lt, lte, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { knownDevices, users } from "../schema";
import { sessionTokenHash } from "./sessions";

/** A browser stays known for a year after its last sign-in. */
const DEVICE_DAYS = 365;
/** Wrong passwords from one known browser before it is treated like any other. */
const MAX_DEVICE_FAILURES = 5;
/** The newest this many browsers of a student are remembered; older ones are forgotten on the next sign-in. */
const MAX_DEVICES_PER_STUDENT = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface NewDevice {
  /** The secret for the cookie; never stored. */
  token: string;
  expiresAt: Date;
}

function hashesOf(tokens: readonly string[]): string[] {
  return tokens.filter((token) => TOKEN_PATTERN.test(token)).map(sessionTokenHash);
}

/**
 * Claims one sign-in attempt for `username` from a browser holding `tokens`: when one of them is a live device of
 * that student with failures to spare, its count goes up by one (a right password then renews the device) and its
 * token is returned. Null when the browser is not a known device of that name, including a name nobody has.
 */
export async function claimKnownDevice(executor: Executor, tokens: readonly string[], username: string, now: Date): Promise<string | null> {
  const hashes = hashesOf(tokens);
  if (hashes.length === 0) return null;
  const owner = executor.select({ id: users.id }).from(users).where(eq(users.username, username.toLowerCase()));
  const claimed = await executor
    .update(knownDevices)
    .set({ failures: sql`${knownDevices.failures} + 1` })
    .where(
      and(
        inArray(knownDevices.tokenHash, hashes),
        inArray(knownDevices.userId, owner),
        gt(knownDevices.expiresAt, now),
        lt(knownDevices.failures, MAX_DEVICE_FAILURES),
      ),
    )
    .returning({ tokenHash: knownDevices.tokenHash });
  if (claimed.length === 0) return null;
  const hash = claimed[0].tokenHash;
  return tokens.find((token) => TOKEN_PATTERN.test(token) && sessionTokenHash(token) === hash) ?? null;
}

/**
 * Remembers the browser as the student's for another DEVICE_DAYS with a new token. Any token of the same student
 * the browser `held` is forgotten and listed in `replaced` (the cookie drops them); tokens of other students who
 * signed in on the same browser stay. Expired devices and those beyond the newest MAX_DEVICES_PER_STUDENT go too.
 */
export async function renewKnownDevice(
  executor: Executor,
  userId: number,
  held: readonly string[],
  now: Date,
): Promise<NewDevice & { replaced: string[] }> {
  const heldHashes = hashesOf(held);
  const forgotten = heldHashes.length
    ? await executor
        .delete(knownDevices)
        .where(and(eq(knownDevices.userId, userId), inArray(knownDevices.tokenHash, heldHashes)))
        .returning({ tokenHash: knownDevices.tokenHash })
    : [];
  const forgottenHashes = new Set(forgotten.map((row) => row.tokenHash));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + DEVICE_DAYS * 86_400_000);
  await executor.insert(knownDevices).values({ tokenHash: sessionTokenHash(token), userId, createdAt: now, expiresAt });
  await executor.delete(knownDevices).where(and(eq(knownDevices.userId, userId), lte(knownDevices.expiresAt, now)));
  const kept = executor
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.createdAt))
    .limit(MAX_DEVICES_PER_STUDENT);
  await executor.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.tokenHash, kept)));
  return { token, expiresAt, replaced: held.filter((old) => TOKEN_PATTERN.test(old) && forgottenHashes.has(sessionTokenHash(old))) };
}

/** Forgets every known browser of the student except those whose token is in `keep`; how many were forgotten. */
export async function forgetKnownDevices(executor: Executor, userId: number, keep: readonly string[] = []): Promise<number> {
  const hashes = hashesOf(keep);
  const forgotten = await executor
    .delete(knownDevices)
    .where(hashes.length ? and(eq(knownDevices.userId, userId), notInArray(knownDevices.tokenHash, hashes)) : eq(knownDevices.userId, userId))
    .returning({ tokenHash: knownDevices.tokenHash });
  return forgotten.length;
}
