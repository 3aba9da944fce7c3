import { getWeekView } from "@/server/schedule/week-view";
import { route } from "@/server/route";
import { weekQuerySchema } from "./schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/** GET /api/schedule?week=N: the week grid of the signed-in student; without `week`, the current week. */
export const GET = route({ query: weekQuerySchema }, ({ db, account, query }) => getWeekView(db, account.id, { week: query.week, now: now() }));
