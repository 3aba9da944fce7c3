import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import type { Database } from "../client";
import { knownDevices } from "../schema";
import { claimKnownDevice, forgetKnownDevices, renewKnownDevice } from "./known-devices";
import { sessionTokenHash } from "./sessions";
import { createUserWithLogin } from "./users";

// Monday 2026-11-30 10:00 Shanghai.
const NOW = new Date("2026-11-30T02:00:00Z");
const DAY = 86_400_000;

async function student(db: Database, username: string) {
  return createUserWithLogin(db, { name: username, username, passwordHash: "scrypt$16384$8$1$c2FsdA$a2V5" });
}

describe.each(testDatabases())("known devices ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("stores only the token's SHA-256 and knows the browser for a year, for that name only", async () => {
    const user = await student(db(), "device_owner");
    await student(db(), "someone_else");
    const device = await renewKnownDevice(db(), user.id, [], NOW);
    expect(device.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device.expiresAt.getTime() - NOW.getTime()).toBe(365 * DAY);
    const rows = await db().select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([sessionTokenHash(device.token)]);

    expect(await claimKnownDevice(db(), [device.token], "DEVICE_OWNER", NOW)).toBe(device.token);
    expect(await claimKnownDevice(db(), [device.token], "someone_else", NOW)).toBeNull();
    expect(await claimKnownDevice(db(), [device.token], "nobody_at_all", NOW)).toBeNull();
    expect(await claimKnownDevice(db(), [randomBytes(32).toString("base64url"), "not a token"], "device_owner", NOW)).toBeNull();
    expect(await claimKnownDevice(db(), [device.token], "device_owner", device.expiresAt)).toBeNull();
  });

  it("stops knowing a browser after five claims without a renewal (five wrong passwords), even sent together", async () => {
    const user = await student(db(), "many_typos");
    const device = await renewKnownDevice(db(), user.id, [], NOW);
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimKnownDevice(db(), [device.token], "many_typos", NOW)));
    expect(claims.filter((claim) => claim === device.token)).toHaveLength(5);
    expect(await claimKnownDevice(db(), [device.token], "many_typos", NOW)).toBeNull();
  });

  it("renews with a new token, replacing the student's old ones the browser held and keeping other students'", async () => {
    const user = await student(db(), "renewing");
    const other = await student(db(), "shares_the_laptop");
    const first = await renewKnownDevice(db(), user.id, [], NOW);
    const theirs = await renewKnownDevice(db(), other.id, [], NOW);
    const second = await renewKnownDevice(db(), user.id, [theirs.token, first.token], NOW);
    expect(second.replaced).toEqual([first.token]);
    expect(await claimKnownDevice(db(), [first.token], "renewing", NOW)).toBeNull();
    expect(await claimKnownDevice(db(), [second.token], "renewing", NOW)).toBe(second.token);
    expect(await claimKnownDevice(db(), [theirs.token], "shares_the_laptop", NOW)).toBe(theirs.token);
  });

  it("remembers the newest twenty browsers of a student and drops expired ones", async () => {
    const user = await student(db(), "collector");
    const old = await renewKnownDevice(db(), user.id, [], new Date(NOW.getTime() - 400 * DAY));
    const tokens: string[] = [];
    for (let index = 0; index < 22; index++) tokens.push((await renewKnownDevice(db(), user.id, [], new Date(NOW.getTime() + index * 1000))).token);
    const kept = new Set((await db().select().from(knownDevices).where(eq(knownDevices.userId, user.id))).map((row) => row.tokenHash));
    expect(kept.size).toBe(20);
    expect(kept.has(sessionTokenHash(old.token))).toBe(false);
    expect(kept.has(sessionTokenHash(tokens[0]))).toBe(false);
    expect(kept.has(sessionTokenHash(tokens[21]))).toBe(true);
  });

  it("forgets every browser of the student, or every one but those kept", async () => {
    const user = await student(db(), "forgetful");
    const here = await renewKnownDevice(db(), user.id, [], NOW);
    const elsewhere = await renewKnownDevice(db(), user.id, [], NOW);
    expect(await forgetKnownDevices(db(), user.id, [here.token])).toBe(1);
    expect(await claimKnownDevice(db(), [elsewhere.token], "forgetful", NOW)).toBeNull();
    expect(await claimKnownDevice(db(), [here.token], "forgetful", NOW)).toBe(here.token);
    expect(await forgetKnownDevices(db(), user.id)).toBe(1);
    expect(await claimKnownDevice(db(), [here.token], "forgetful", NOW)).toBeNull();
  });
});
