import { route } from "@/server/route";
import { getProgress, progressRange } from "@/server/schedule/checkins/progress";
import { now } from "@/server/clock";
import { progressQuerySchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/progress?from=YYYY-MM-DD&to=YYYY-MM-DD: study periods planned, done and skipped per day, items done per class. */
export const GET = route({ query: progressQuerySchema }, ({ db, account, query }) => getProgress(db, account.id, progressRange(query), now()));
