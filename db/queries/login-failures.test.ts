import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "@/db/testing";
import { assertLoginAllowed, clearLoginFailures, LoginThrottledError, recordLoginFailure } from "./login-failures";

const NOW = new Date("2026-11-30T02:00:00Z");
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);

describe.each(testDatabases())("login failures ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("allows four failures, refuses after the fifth, and reopens when the oldest ages out of 15 minutes", async () => {
    for (let index = 0; index < 4; index++) await recordLoginFailure(db(), "alice", minutes(index));
    await expect(assertLoginAllowed(db(), "alice", minutes(4))).resolves.toBeUndefined();
    await recordLoginFailure(db(), "alice", minutes(4));

    const refusal = assertLoginAllowed(db(), "alice", minutes(5));
    await expect(refusal).rejects.toBeInstanceOf(LoginThrottledError);
    // The first failure (minute 0) leaves the window at minute 15: ten minutes from minute 5.
    await expect(refusal).rejects.toMatchObject({ httpStatus: 429, retryAfterSeconds: 600, message: "登录失败次数过多，请 10 分钟后再试。" });
    await expect(assertLoginAllowed(db(), "alice", minutes(15))).resolves.toBeUndefined();
    await expect(assertLoginAllowed(db(), "bob", minutes(5))).resolves.toBeUndefined();
  });

  it("forgets a name's failures after a success", async () => {
    for (let index = 0; index < 5; index++) await recordLoginFailure(db(), "carol", minutes(index));
    await expect(assertLoginAllowed(db(), "carol", minutes(5))).rejects.toBeInstanceOf(LoginThrottledError);
    await clearLoginFailures(db(), "carol");
    await expect(assertLoginAllowed(db(), "carol", minutes(5))).resolves.toBeUndefined();
  });
});
