import { isCronRequest } from "@/server/platform/maintenance";
import { runRemindersNow } from "@/server/notifications/scheduler";
import { publicRoute } from "@/server/route";
import { PlannerError } from "@/lib/errors";

export const dynamic = "force-dynamic";

/**
 * GET /api/cron/reminders (Vercel Cron, every minute; vercel.json): sends the reminders due now, each once even when
 * runs overlap. Needs "Authorization: Bearer $CRON_SECRET"; self-hosted servers run the same every minute themselves.
 */
export const GET = publicRoute({}, ({ request }) => {
  if (!isCronRequest(request)) throw new PlannerError("request:not_found");
  return runRemindersNow();
});
