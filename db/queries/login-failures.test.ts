import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { createAccount } from "./accounts";
import { renewKnownDevice } from "./known-devices";
import { backoffSeconds, claimLoginAttempt, clearLoginFailures } from "./login-failures";

// Monday 2026-11-30 10:00 Shanghai.
const NOW = new Date("2026-11-30T02:00:00Z");
const seconds = (count: number) => new Date(NOW.getTime() + count * 1000);
const minutes = (count: number) => seconds(count * 60);
const HOME = "198.51.100.1";
const from = (username: string, source = HOME) => ({ username, source });

describe("backoffSeconds", () => {
  it("is free for four failures, then waits 1, 2, 4 … minutes, never more than an hour", () => {
    expect([0, 1, 4].map(backoffSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 10].map(backoffSeconds)).toEqual([60, 120, 240, 480, 1_920]);
    expect([11, 12, 50, 10_000].map(backoffSeconds)).toEqual([3_600, 3_600, 3_600, 3_600]);
  });
});

describe.each(testDatabases())("login failures ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("allows five attempts from a source, then makes its next one wait twice as long after its latest failure", async () => {
    for (let index = 0; index < 5; index++) expect(await claimLoginAttempt(db(), from("alice"), seconds(index))).toEqual({ claimed: true });
    // The fifth failure was at second 4: one minute from then.
    expect(await claimLoginAttempt(db(), from("alice"), seconds(5))).toEqual({ claimed: false, retryAfterSeconds: 59 });
    // A refused attempt is not counted: it did not try a password.
    expect(await claimLoginAttempt(db(), from("alice"), seconds(64))).toEqual({ claimed: true });
    // Six failures now, the latest at second 64: two minutes.
    expect(await claimLoginAttempt(db(), from("alice"), seconds(64 + 119))).toEqual({ claimed: false, retryAfterSeconds: 1 });
    expect(await claimLoginAttempt(db(), from("alice"), seconds(64 + 120))).toEqual({ claimed: true });
    expect(await claimLoginAttempt(db(), from("alice"), seconds(64 + 121))).toMatchObject({ claimed: false, retryAfterSeconds: 239 });
    // Other names are not affected.
    expect(await claimLoginAttempt(db(), from("bob"), seconds(65))).toEqual({ claimed: true });
  });

  it("holds only the source that failed: the same name from another address is tried at once", async () => {
    for (let index = 0; index < 8; index++) await claimLoginAttempt(db(), from("frank", "203.0.113.66"), minutes(index * 10));
    expect(await claimLoginAttempt(db(), from("frank", "203.0.113.66"), minutes(71))).toMatchObject({ claimed: false });
    expect(await claimLoginAttempt(db(), from("frank", HOME), minutes(71))).toEqual({ claimed: true });
  });

  it("caps a name at ten failures in half an hour from all sources together, and lets new sources in once they age out", async () => {
    // Three failures from each of four addresses, one a minute: no address is held by its own failures.
    for (let index = 0; index < 12; index++) {
      const claim = await claimLoginAttempt(db(), from("grace", `203.0.113.${index % 4}`), minutes(index));
      expect(claim, `attempt ${index}`).toEqual(index < 10 ? { claimed: true } : { claimed: false, retryAfterSeconds: 30 * 60 - 60 * index });
    }
    // The first failure (minute 0) leaves the window at minute 30: one slot, taken by a new address.
    expect(await claimLoginAttempt(db(), from("grace", HOME), minutes(29.5))).toEqual({ claimed: false, retryAfterSeconds: 30 });
    expect(await claimLoginAttempt(db(), from("grace", HOME), minutes(30))).toEqual({ claimed: true });
    // Other names are not capped.
    expect(await claimLoginAttempt(db(), from("heidi", HOME), minutes(12))).toEqual({ claimed: true });
  });

  it("resets the cap when the owner signs in (a known device renewed), without forgiving the sources that failed", async () => {
    const { user } = await createAccount(db(), { name: "伊万", username: "ivan", passwordHash: "x" }, minutes(-60));
    for (let index = 0; index < 10; index++) await claimLoginAttempt(db(), from("ivan", `203.0.113.${index % 2}`), seconds(index));
    expect(await claimLoginAttempt(db(), from("ivan", HOME), seconds(20))).toMatchObject({ claimed: false });
    // The owner's own browser signs in at second 30.
    await renewKnownDevice(db(), user.id, [], seconds(30));
    expect(await claimLoginAttempt(db(), from("ivan", HOME), seconds(40))).toEqual({ claimed: true });
    // Each stranger's address failed five times, the latest at second 8 or 9: still held by its own back-off.
    expect(await claimLoginAttempt(db(), from("ivan", "203.0.113.0"), seconds(40))).toEqual({ claimed: false, retryAfterSeconds: 28 });
  });

  it("forgets failures after a day", async () => {
    for (let index = 0; index < 12; index++) await claimLoginAttempt(db(), from("erin"), minutes(index * 61));
    expect(await claimLoginAttempt(db(), from("erin"), minutes(11 * 61 + 1))).toMatchObject({ claimed: false });
    expect(await claimLoginAttempt(db(), from("erin"), minutes(11 * 61 + 24 * 60 + 1))).toEqual({ claimed: true });
  });

  it("lets at most five of many attempts sent together from one source through", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => claimLoginAttempt(db(), from("dave"), NOW)));
    expect(results.filter((result) => result.claimed)).toHaveLength(5);
    expect(results.filter((result) => !result.claimed)).toEqual(Array.from({ length: 15 }, () => ({ claimed: false, retryAfterSeconds: 60 })));
  });

  it("lets at most ten of many attempts sent together from many sources through", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, index) => claimLoginAttempt(db(), from("judy", `203.0.113.${index}`), NOW)));
    expect(results.filter((result) => result.claimed)).toHaveLength(10);
  });

  it("forgives a source's failures after its success, and only that source's", async () => {
    for (let index = 0; index < 5; index++) {
      await claimLoginAttempt(db(), from("carol"), minutes(index));
      await claimLoginAttempt(db(), from("carol", "203.0.113.5"), minutes(index));
    }
    expect(await claimLoginAttempt(db(), from("carol"), minutes(4.5))).toMatchObject({ claimed: false });
    await clearLoginFailures(db(), from("carol"));
    expect(await claimLoginAttempt(db(), from("carol"), minutes(4.5))).toEqual({ claimed: true });
    expect(await claimLoginAttempt(db(), from("carol", "203.0.113.5"), minutes(4.5))).toMatchObject({ claimed: false });
  });
});
