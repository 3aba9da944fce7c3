import { now } from "@/server/clock";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { changeTerm, getTermSettings } from "@/server/timetable/term";
import { termSchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/term: the student's term settings, or null before they are set. */
export async function GET(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    return json({ term: await getTermSettings(db, account.id) });
  } catch (error) {
    return errorResponse(error, request);
  }
}

/**
 * PUT /api/term {start_date | current_week, weeks, section_times, timezone, confirm_shift}: changes the fields given,
 * the others keep their values; `current_week: 14` makes this week (in the term's zone) week 14. 422 term:invalid
 * with reasons (both starts given, a week outside the term, ...); 409 term:change_blocked lists what the change would
 * drop or move.
 */
export async function PUT(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, termSchema);
    if (!body.ok) return body.response;
    const { confirm_shift, ...change } = body.data;
    return json(await changeTerm(db, account.id, change, { confirm_shift, now: now() }));
  } catch (error) {
    return errorResponse(error, request);
  }
}
