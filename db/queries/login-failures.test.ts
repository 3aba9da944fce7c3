import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { backoffSeconds, claimLoginAttempt, clearLoginFailures } from "./login-failures";

// Monday 2026-11-30 10:00 Shanghai.
const NOW = new Date("2026-11-30T02:00:00Z");
const seconds = (count: number) => new Date(NOW.getTime() + count * 1000);
const minutes = (count: number) => seconds(count * 60);

describe("backoffSeconds", () => {
  it("is free for four failures, then waits 1, 2, 4 … minutes, never more than an hour", () => {
    expect([0, 1, 4].map(backoffSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 10].map(backoffSeconds)).toEqual([60, 120, 240, 480, 1_920]);
    expect([11, 12, 50, 10_000].map(backoffSeconds)).toEqual([3_600, 3_600, 3_600, 3_600]);
  });
});

describe.each(testDatabases())("login failures ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("allows five attempts, then makes each next one wait twice as long after the latest failure", async () => {
    for (let index = 0; index < 5; index++) expect(await claimLoginAttempt(db(), "alice", seconds(index))).toEqual({ claimed: true });
    // The fifth failure was at second 4: one minute from then.
    expect(await claimLoginAttempt(db(), "alice", seconds(5))).toEqual({ claimed: false, retryAfterSeconds: 59 });
    // A refused attempt is not counted: it did not try a password.
    expect(await claimLoginAttempt(db(), "alice", seconds(64))).toEqual({ claimed: true });
    // Six failures now, the latest at second 64: two minutes.
    expect(await claimLoginAttempt(db(), "alice", seconds(64 + 119))).toEqual({ claimed: false, retryAfterSeconds: 1 });
    expect(await claimLoginAttempt(db(), "alice", seconds(64 + 120))).toEqual({ claimed: true });
    expect(await claimLoginAttempt(db(), "alice", seconds(64 + 121))).toMatchObject({ claimed: false, retryAfterSeconds: 239 });
    // Other names are not affected.
    expect(await claimLoginAttempt(db(), "bob", seconds(65))).toEqual({ claimed: true });
  });

  it("forgets failures after a day", async () => {
    for (let index = 0; index < 12; index++) await claimLoginAttempt(db(), "erin", minutes(index * 61));
    expect(await claimLoginAttempt(db(), "erin", minutes(11 * 61 + 1))).toMatchObject({ claimed: false });
    expect(await claimLoginAttempt(db(), "erin", minutes(11 * 61 + 24 * 60 + 1))).toEqual({ claimed: true });
  });

  it("lets at most five of many attempts sent together through", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => claimLoginAttempt(db(), "dave", NOW)));
    expect(results.filter((result) => result.claimed)).toHaveLength(5);
    expect(results.filter((result) => !result.claimed)).toEqual(Array.from({ length: 15 }, () => ({ claimed: false, retryAfterSeconds: 60 })));
  });

  it("forgets a name's failures after a success", async () => {
    for (let index = 0; index < 5; index++) await claimLoginAttempt(db(), "carol", minutes(index));
    expect(await claimLoginAttempt(db(), "carol", minutes(4.5))).toMatchObject({ claimed: false });
    await clearLoginFailures(db(), "carol");
    expect(await claimLoginAttempt(db(), "carol", minutes(4.5))).toEqual({ claimed: true });
  });
});
