import { isCronRequest, runPurge } from "@/server/platform/maintenance";
import { publicRoute } from "@/server/route";
import { PlannerError } from "@/lib/errors";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/purge-guests (Vercel Cron, daily; vercel.json): deletes guests idle for 30 days with all their
 * data, expired sessions and spent rate-limit counters. Needs "Authorization: Bearer $CRON_SECRET".
 */
export const GET = publicRoute({}, async ({ request }) => {
  if (!isCronRequest(request)) throw new PlannerError("request:not_found");
  return { purged: await runPurge(now()) };
});
