/**
 * Sign-in sessions. The browser holds a random token; the table holds only its SHA-256, so reading the table (a
 * backup, a leaked dump) does not let anyone sign in as a student.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Executor } from "../client";
import { sessions, users, type User } from "../schema";

/** A signed-in student's browser stays signed in for 30 days. */
const STUDENT_SESSION_DAYS = 30;
/**
 * A guest has no password to sign in again with, so their browser keeps the session for a year; the guest itself
 * is purged after 30 idle days (db/queries/guests.ts), which ends it sooner.
 */
export const GUEST_SESSION_DAYS = 365;
/** 32 random bytes in base64url: exactly 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface NewSession {
  /** The secret for the cookie; never stored. */
  token: string;
  expiresAt: Date;
}

export async function createSession(executor: Executor, userId: number, now: Date, days = STUDENT_SESSION_DAYS): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  await executor.insert(sessions).values({ tokenHash: sessionTokenHash(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The student a token signs in, or null when it is unknown, expired or not even shaped like a token. */
export async function findSessionUser(executor: Executor, token: string, now: Date): Promise<User | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await executor
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sessionTokenHash(token)), gt(sessions.expiresAt, now)));
  return row?.user ?? null;
}

/** Ends the session of that token (signing out); true when there was one. */
export async function deleteSession(executor: Executor, token: string): Promise<boolean> {
  const deleted = await executor
    .delete(sessions)
    .where(eq(sessions.tokenHash, sessionTokenHash(token)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length > 0;
}

/** Drops the student's expired sessions; called on sign-in so the table does not grow without end. */
export async function deleteExpiredSessions(executor: Executor, userId: number, now: Date): Promise<number> {
  const deleted = await executor
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

/** Ends every session of the student (sign out everywhere, a password change); how many were ended. */
export async function deleteUserSessions(executor: Executor, userId: number): Promise<number> {
  const deleted = await executor.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
