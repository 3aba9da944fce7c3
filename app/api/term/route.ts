import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { getTermSettings, updateTerm } from "@/server/timetable/term";
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

/** PUT /api/term: replaces the settings; 409 term:change_blocked lists what the change would drop or move. */
export async function PUT(request: Request): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const body = await parseJsonBody(request, termSchema);
    if (!body.ok) return body.response;
    const { confirm_shift, ...input } = body.data;
    return json(await updateTerm(db, account.id, input, { confirm_shift }));
  } catch (error) {
    return errorResponse(error, request);
  }
}
