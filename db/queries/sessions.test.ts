import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import type { Database } from "../client";
import { sessions, users } from "../schema";
import { createSession, deleteExpiredSessions, deleteSession, deleteUserSessions, findSessionUser, sessionTokenHash } from "./sessions";
import { createUserWithLogin } from "./users";

// Wednesday 2026-03-04 10:00 Shanghai.
const NOW = new Date("2026-03-04T02:00:00Z");
const DAY = 86_400_000;

async function student(db: Database, username: string) {
  return createUserWithLogin(db, { name: username, username, passwordHash: "scrypt$16384$8$1$c2FsdA$a2V5" });
}

describe.each(testDatabases())("sessions on $name", (factory) => {
  const database = useTestDatabase(factory);

  it("stores only the token's SHA-256 and lasts 30 days", async () => {
    const db = database();
    const user = await student(db, "hash_only");
    const session = await createSession(db, user.id, NOW);
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt.toISOString()).toBe(new Date(NOW.getTime() + 30 * DAY).toISOString());
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sessionTokenHash(session.token));
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });

  it("finds the student until the session expires, and not at the expiry instant", async () => {
    const db = database();
    const user = await student(db, "expiry");
    const { token, expiresAt } = await createSession(db, user.id, NOW);
    expect((await findSessionUser(db, token, NOW))?.id).toBe(user.id);
    expect((await findSessionUser(db, token, new Date(expiresAt.getTime() - 1)))?.id).toBe(user.id);
    expect(await findSessionUser(db, token, expiresAt)).toBeNull();
  });

  it("never resolves a forged or malformed token", async () => {
    const db = database();
    const user = await student(db, "forged");
    const { token } = await createSession(db, user.id, NOW);
    const forged = randomBytes(32).toString("base64url");
    for (const candidate of [forged, sessionTokenHash(token), `${token}x`, token.slice(1), "", "' or 1=1 --"]) {
      expect(await findSessionUser(db, candidate, NOW)).toBeNull();
    }
  });

  it("signs out: the deleted token no longer resolves, and a second delete finds nothing", async () => {
    const db = database();
    const user = await student(db, "sign_out");
    const kept = await createSession(db, user.id, NOW);
    const ended = await createSession(db, user.id, NOW);
    expect(await deleteSession(db, ended.token)).toBe(true);
    expect(await deleteSession(db, ended.token)).toBe(false);
    expect(await findSessionUser(db, ended.token, NOW)).toBeNull();
    expect((await findSessionUser(db, kept.token, NOW))?.id).toBe(user.id);
  });

  it("drops only the student's expired sessions", async () => {
    const db = database();
    const user = await student(db, "cleanup");
    const other = await student(db, "cleanup_other");
    await createSession(db, user.id, new Date(NOW.getTime() - 40 * DAY)); // expired 10 days ago
    const fresh = await createSession(db, user.id, NOW);
    const othersOld = await createSession(db, other.id, new Date(NOW.getTime() - 40 * DAY));
    expect(await deleteExpiredSessions(db, user.id, NOW)).toBe(1);
    expect((await findSessionUser(db, fresh.token, NOW))?.id).toBe(user.id);
    const remaining = await db.select().from(sessions).where(eq(sessions.tokenHash, sessionTokenHash(othersOld.token)));
    expect(remaining).toHaveLength(1);
  });

  it("ends every session of a deleted student", async () => {
    const db = database();
    const user = await student(db, "deleted");
    const { token } = await createSession(db, user.id, NOW);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await findSessionUser(db, token, NOW)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("ends every session of one student (sign out everywhere), and nobody else's", async () => {
    const db = database();
    const user = await student(db, "everywhere");
    const other = await student(db, "everywhere_other");
    const phone = await createSession(db, user.id, NOW);
    const laptop = await createSession(db, user.id, NOW);
    const theirs = await createSession(db, other.id, NOW);
    expect(await deleteUserSessions(db, user.id)).toBe(2);
    expect(await findSessionUser(db, phone.token, NOW)).toBeNull();
    expect(await findSessionUser(db, laptop.token, NOW)).toBeNull();
    expect((await findSessionUser(db, theirs.token, NOW))?.id).toBe(other.id);
    expect(await deleteUserSessions(db, user.id)).toBe(0);
  });
});
