import { route } from "@/server/route";
import { todayWarnings } from "@/server/schedule/checkins/chat";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/** GET /api/today/warnings: {warnings: [{kind, name, missing_periods, text}]}, what no longer fits before its deadline. */
export const GET = route({}, async ({ db, account }) => ({ warnings: await todayWarnings(db, account.id, now()) }));
