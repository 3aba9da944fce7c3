import { z } from "zod";
import { getDb } from "@/db/bootstrap";
import { getWeekView } from "@/server/drafts/week-view";
import { getCurrentUser } from "@/server/auth/current-user";
import { badRequest, describeZodError, errorResponse, json } from "@/server/http";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  week: z
    .string()
    .regex(/^\d+$/, "周次必须是正整数")
    .transform(Number)
    .pipe(z.number().int().min(1, "周次最小是第1周").max(25, "周次最大是第25周"))
    .optional(),
});

/** GET /api/schedule?week=N: the week grid of the signed-in student; without `week`, the current week. */
export async function GET(request: Request): Promise<Response> {
  try {
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return badRequest(`请求参数有误：${describeZodError(parsed.error)}`);
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await getWeekView(db, user.id, { week: parsed.data.week, now: new Date() }));
  } catch (error) {
    return errorResponse(error);
  }
}
