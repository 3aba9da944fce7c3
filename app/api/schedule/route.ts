import { getWeekView } from "@/server/drafts/week-view";
import { errorResponse, json, parseQuery } from "@/server/http";
import { studentOf } from "@/server/student";
import { weekQuerySchema } from "./schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/** GET /api/schedule?week=N: the week grid of the signed-in student; without `week`, the current week. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { week } = parseQuery(request, weekQuerySchema);
    return json(await getWeekView(db, account.id, { week, now: now() }));
  } catch (error) {
    return errorResponse(error, request);
  }
}
