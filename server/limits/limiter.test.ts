import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PlannerError } from "@/lib/errors";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { closeRedis } from "../platform/redis";
import { consumeLimit, limitsEnabled } from "./limiter";
import { describeWait, LIMIT_POLICIES } from "./policies";
import { parseEnv } from "@/lib/env";

/** Runs `count` consumes of `signupsPerAddress` for one key at once; how many were let through, and the refusals. */
async function burst(consume: () => Promise<void>, count: number) {
  const outcomes = await Promise.allSettled(Array.from({ length: count }, consume));
  const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
  return { allowed: outcomes.length - refusals.length, refusals };
}

function expectRefusal(refusal: unknown, code: string) {
  expect(PlannerError.isInstance(refusal)).toBe(true);
  const error = refusal as PlannerError;
  expect(error.code).toBe(code);
  expect(error.httpStatus).toBe(429);
  expect(error.retryAfterSeconds).toBeGreaterThan(0);
  expect(error.retryAfterSeconds).toBeLessThanOrEqual(LIMIT_POLICIES.signupsPerAddress.seconds);
  expect(error.message).toMatch(/请 \d+ (秒|分钟|小时)后再试/);
}

describe.each(testDatabases())("consumeLimit in the database ($name)", (factory) => {
  const db = useTestDatabase(factory);
  const savedRedis = process.env.REDIS_URL;
  beforeAll(() => {
    delete process.env.REDIS_URL;
  });
  afterAll(() => {
    if (savedRedis !== undefined) process.env.REDIS_URL = savedRedis;
  });

  it("lets exactly the policy's points through when they arrive at once, then refuses with a wait", async () => {
    const key = `address-${randomUUID()}`;
    const { allowed, refusals } = await burst(() => consumeLimit(db(), "signupsPerAddress", key), 20);
    expect(allowed).toBe(LIMIT_POLICIES.signupsPerAddress.points);
    expect(refusals).toHaveLength(20 - allowed);
    for (const refusal of refusals) expectRefusal(refusal, "rate:limited");
  });

  it("counts each key on its own", async () => {
    const spent = `address-${randomUUID()}`;
    for (let i = 0; i < LIMIT_POLICIES.signupsPerAddress.points; i++) await consumeLimit(db(), "signupsPerAddress", spent);
    await expect(consumeLimit(db(), "signupsPerAddress", spent)).rejects.toMatchObject({ code: "rate:limited" });
    await expect(consumeLimit(db(), "signupsPerAddress", `address-${randomUUID()}`)).resolves.toBeUndefined();
  });

  it("refuses a guest's spent day with guest:limit, which tells them to register", async () => {
    const guest = `guest-${randomUUID()}`;
    for (let i = 0; i < LIMIT_POLICIES.guestTurnsPerDay.points; i++) await consumeLimit(db(), "guestTurnsPerDay", guest);
    const refusal = await consumeLimit(db(), "guestTurnsPerDay", guest).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: "guest:limit" });
    expect((refusal as PlannerError).message).toContain("注册后即可继续");
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))("consumeLimit in Redis (REDIS_URL)", () => {
  const [factory] = testDatabases();
  const db = useTestDatabase(factory);
  afterAll(closeRedis);

  it("lets exactly the policy's points through when they arrive at once, with nothing written to the database", async () => {
    const key = `address-${randomUUID()}`;
    const { allowed, refusals } = await burst(() => consumeLimit(db(), "signupsPerAddress", key), 20);
    expect(allowed).toBe(LIMIT_POLICIES.signupsPerAddress.points);
    for (const refusal of refusals) expectRefusal(refusal, "rate:limited");
    const rows = await db().query.rateLimits.findMany();
    expect(rows.filter((row) => row.key.includes(key))).toEqual([]);
  });
});

describe("limits switch and wording", () => {
  afterEach(() => {
    delete process.env.RATE_LIMITS;
  });

  it("are on unless RATE_LIMITS=off", () => {
    expect(limitsEnabled(parseEnv({}))).toBe(true);
    expect(limitsEnabled(parseEnv({ RATE_LIMITS: "on" }))).toBe(true);
    expect(limitsEnabled(parseEnv({ RATE_LIMITS: " OFF " }))).toBe(false);
  });

  it("names the wait in words a student reads", () => {
    expect(describeWait(0.2)).toBe("1 秒");
    expect(describeWait(59)).toBe("59 秒");
    expect(describeWait(61)).toBe("2 分钟");
    expect(describeWait(3_601)).toBe("2 小时");
  });
});
