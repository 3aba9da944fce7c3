import { getWeekView } from "@/server/drafts/week-view";
import { badRequest, describeZodError, errorResponse, json } from "@/server/http";
import { studentOf } from "@/server/student";
import { weekQuerySchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/schedule?week=N: the week grid of the signed-in student; without `week`, the current week. */
export async function GET(request: Request): Promise<Response> {
  try {
    const parsed = weekQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return badRequest(`请求参数有误：${describeZodError(parsed.error)}`);
    const { db, account } = await studentOf(request);
    return json(await getWeekView(db, account.id, { week: parsed.data.week, now: new Date() }));
  } catch (error) {
    return errorResponse(error);
  }
}
