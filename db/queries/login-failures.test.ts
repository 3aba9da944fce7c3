import { describe, expect, it } from "vitest";
import { PlannerError } from "@/lib/errors";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { claimLoginAttempt, clearLoginFailures } from "./login-failures";

const NOW = new Date("2026-11-30T02:00:00Z");
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);

describe.each(testDatabases())("login failures ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("allows five attempts, refuses the sixth, and reopens when the oldest ages out of 15 minutes", async () => {
    for (let index = 0; index < 5; index++) await claimLoginAttempt(db(), "alice", minutes(index));

    const refusal = claimLoginAttempt(db(), "alice", minutes(5));
    await expect(refusal).rejects.toMatchObject({ code: "auth:throttled" });
    // The first failure (minute 0) leaves the window at minute 15: ten minutes from minute 5.
    await expect(refusal).rejects.toMatchObject({ httpStatus: 429, retryAfterSeconds: 600, message: "登录失败次数过多，请 10 分钟后再试。" });
    // A refused attempt is not counted: it did not try a password.
    await expect(claimLoginAttempt(db(), "alice", minutes(15))).resolves.toBeUndefined();
    await expect(claimLoginAttempt(db(), "bob", minutes(5))).resolves.toBeUndefined();
  });

  it("lets at most five of many attempts sent together through", async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => claimLoginAttempt(db(), "dave", NOW)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(results.filter((result) => result.status === "rejected").every((result) => PlannerError.isInstance((result as PromiseRejectedResult).reason, "auth:throttled"))).toBe(true);
  });

  it("forgets a name's failures after a success", async () => {
    for (let index = 0; index < 5; index++) await claimLoginAttempt(db(), "carol", minutes(index));
    await expect(claimLoginAttempt(db(), "carol", minutes(5))).rejects.toMatchObject({ code: "auth:throttled" });
    await clearLoginFailures(db(), "carol");
    await expect(claimLoginAttempt(db(), "carol", minutes(5))).resolves.toBeUndefined();
  });
});
