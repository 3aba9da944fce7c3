import { z } from "zod";
import { getDb } from "@/db/bootstrap";
import { getTermSettings, updateTerm } from "@/db/queries/term-settings";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json, parseJsonBody } from "@/server/http";

export const dynamic = "force-dynamic";

const termSchema = z.object({
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "开学日期必须是 YYYY-MM-DD 格式"),
  weeks: z.number().int("学期周数必须是整数"),
  section_times: z.array(z.object({ start: z.string(), end: z.string() })),
  timezone: z.string().min(1, "请填写时区"),
  confirm_shift: z.boolean().optional(),
});

/** GET /api/term: the student's term settings, or null before they are set. */
export async function GET(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json({ term: await getTermSettings(db, user.id) });
  } catch (error) {
    return errorResponse(error);
  }
}

/** PUT /api/term: replaces the settings; 409 term:change_blocked lists what the change would drop or move. */
export async function PUT(request: Request): Promise<Response> {
  try {
    const body = await parseJsonBody(request, termSchema);
    if (!body.ok) return body.response;
    const { confirm_shift, ...input } = body.data;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await updateTerm(db, user.id, input, { confirm_shift }));
  } catch (error) {
    return errorResponse(error);
  }
}
