import { now } from "@/server/clock";
import { route } from "@/server/route";
import { changeTerm, getTermSettings } from "@/server/timetable/term";
import { termSchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/term: the student's term settings, or null before they are set. */
export const GET = route({}, async ({ db, account }) => ({ term: await getTermSettings(db, account.id) }));

/**
 * PUT /api/term {start_date | current_week, weeks, section_times, timezone, confirm_shift}: changes the fields given,
 * the others keep their values; `current_week: 14` makes this week (in the term's zone) week 14. 422 term:invalid
 * with reasons (both starts given, a week outside the term, ...); 409 term:change_blocked lists what the change would
 * drop or move — a new start, by date or by week, that moves study blocks is saved once re-sent with confirm_shift.
 */
export const PUT = route({ body: termSchema }, ({ db, account, body: { confirm_shift, ...change } }) =>
  changeTerm(db, account.id, change, { confirm_shift, now: now() }),
);
