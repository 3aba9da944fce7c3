import { errorResponse, json } from "@/server/http";
import { isCronRequest } from "@/server/maintenance";
import { runRemindersNow } from "@/server/notifications/scheduler";
import { PlannerError } from "@/lib/errors";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/reminders (Vercel Cron, every minute; vercel.json): sends the reminders due now, each once even when
 * runs overlap. Needs "Authorization: Bearer $CRON_SECRET"; self-hosted servers run the same every minute themselves.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    if (!isCronRequest(request)) throw new PlannerError("request:not_found");
    return json(await runRemindersNow());
  } catch (error) {
    return errorResponse(error, request);
  }
}
