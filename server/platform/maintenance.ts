/**
 * The daily clean-up (idle guests, expired sessions, spent limit counters), run by GET /api/cron/purge-guests on
 * Vercel Cron and by a timer in self-hosted servers (instrumentation.ts).
 */
import { timingSafeEqual } from "node:crypto";
import { getDb } from "@/db/bootstrap";
import { purgeIdle, type PurgeResult } from "@/db/queries/guests";
import { logError } from "../http";
import { now } from "@/server/clock";
import { env } from "@/lib/env";

export async function runPurge(now: Date): Promise<PurgeResult> {
  return purgeIdle(await getDb(), now);
}

/**
 * Vercel Cron calls with "Authorization: Bearer $CRON_SECRET". Without a CRON_SECRET nobody may call the route;
 * the self-hosted timer does not need it.
 */
export function isCronRequest(request: Request, secret: string | undefined = env().CRON_SECRET): boolean {
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const DAY_MS = 86_400_000;

/** Self-hosted: purge once soon after start, then daily. The timer never keeps the process alive. */
export function schedulePurge(): void {
  const run = () => {
    runPurge(now())
      .then((result) => console.log(`每日清理：删除闲置游客 ${result.guests} 个，过期会话 ${result.sessions} 个。`))
      .catch((error: unknown) => logError("daily purge", error));
  };
  setTimeout(run, 60_000).unref();
  setInterval(run, DAY_MS).unref();
}
