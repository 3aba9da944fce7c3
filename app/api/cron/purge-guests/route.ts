import { errorResponse, json } from "@/server/http";
import { isCronRequest, runPurge } from "@/server/maintenance";
import { PlannerError } from "@/lib/errors";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/purge-guests (Vercel Cron, daily; vercel.json): deletes guests idle for 30 days with all their
 * data, expired sessions and spent rate-limit counters. Needs "Authorization: Bearer $CRON_SECRET".
 */
export async function GET(request: Request): Promise<Response> {
  try {
    if (!isCronRequest(request)) throw new PlannerError("request:not_found");
    return json({ purged: await runPurge(now()) });
  } catch (error) {
    return errorResponse(error);
  }
}
