/**
 * Counting against the limits in policies.ts with rate-limiter-flexible: in Redis when REDIS_URL is set (many
 * servers share the counts), otherwise in the app's own database (the rate_limits table), so one machine with
 * PGlite or Postgres needs nothing else. If the store fails, an in-process counter with the same limits stands in
 * rather than letting everything through or refusing everyone.
 */
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { PlannerError } from "@/lib/errors";
import { getRedis } from "../platform/redis";
import { describeWait, LIMIT_POLICIES, type LimitName } from "./policies";
import { env, type Env } from "@/lib/env";

type Limiter = RateLimiterDrizzle | RateLimiterRedis;

/** Limiters per store (a database handle or the Redis client), so a reopened database gets fresh ones. */
const limiters = new WeakMap<object, Map<LimitName, Limiter>>();

/** RATE_LIMITS=off turns every limit off; meant for load tests on a private machine only. */
export function limitsEnabled(settings: Pick<Env, "RATE_LIMITS"> = env()): boolean {
  return settings.RATE_LIMITS !== "off";
}

async function limiterFor(db: Database, name: LimitName): Promise<Limiter> {
  const redis = await getRedis();
  const store: object = redis ?? db;
  let byName = limiters.get(store);
  if (!byName) limiters.set(store, (byName = new Map()));
  let limiter = byName.get(name);
  if (!limiter) {
    const { points, seconds } = LIMIT_POLICIES[name];
    const options = { keyPrefix: `limit:${name}`, points, duration: seconds, insuranceLimiter: new RateLimiterMemory({ points, duration: seconds }) };
    limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true })
      : // Expired rows are swept by the maintenance job (server/platform/maintenance.ts), not by a timer per limiter.
        new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false });
    byName.set(name, limiter);
  }
  return limiter;
}

function refusal(name: LimitName, result: RateLimiterRes): PlannerError {
  const policy = LIMIT_POLICIES[name];
  const retryAfterSeconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  return new PlannerError(policy.code, {
    message: policy.message.replace("{wait}", describeWait(retryAfterSeconds)),
    retryAfterSeconds,
    context: { limit: name },
  });
}

/** Counts one use of `name` for `key`; throws the policy's refusal (with Retry-After) when the window is spent. */
export async function consumeLimit(db: Database, name: LimitName, key: string | number): Promise<void> {
  if (!limitsEnabled()) return;
  const limiter = await limiterFor(db, name);
  try {
    await limiter.consume(String(key));
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw refusal(name, rejection);
    throw rejection;
  }
}
