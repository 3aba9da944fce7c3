import { errorResponse, json, parseQuery } from "@/server/http";
import { getProgress, progressRange } from "@/server/schedule/checkins/progress";
import { studentOf } from "@/server/student";
import { now } from "@/server/clock";
import { progressQuerySchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/progress?from=YYYY-MM-DD&to=YYYY-MM-DD: study periods planned, done and skipped per day, items done per class. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const range = progressRange(parseQuery(request, progressQuerySchema));
    return json(await getProgress(db, account.id, range, now()));
  } catch (error) {
    return errorResponse(error, request);
  }
}
