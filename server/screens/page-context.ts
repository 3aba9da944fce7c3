/**
 * What every page's header needs on the server: who is planning (or a redirect that gives the visitor a guest, or
 * sends them to /login) and the current term week in the student's zone. Pages get no database: what they show beyond
 * the header they fetch from the API.
 */
import { getDb } from "@/db/bootstrap";
import { loadTerm } from "@/db/queries/terms";
import { localDate } from "@/lib/calendar/zoned-time";
import { termOutside, type TermOutside } from "@/lib/calendar/term-outside";
import { termPosition } from "@/lib/schedule/indexing";
import { getPageAccount, type CurrentAccount } from "../auth/current-user";
import { now as readClock } from "@/server/clock";

export interface PageContext {
  user: CurrentAccount;
  /** The term week of today, or null outside the term (or without one). */
  week: number | null;
  /** Today is before or after the term (the header and the settings say so and how to fix it); null inside it. */
  term_outside: TermOutside | null;
}

/** `path` is the page's own, so a visitor who first needs a guest comes back to it. */
export async function pageContext(path: string, now: Date = readClock()): Promise<PageContext> {
  const db = await getDb();
  const user = await getPageAccount(db, path);
  const term = await loadTerm(db, user.id);
  const today = term ? localDate(now, term.timezone) : null;
  const position = term && today ? termPosition(term, today) : null;
  return { user, week: position?.week ?? null, term_outside: term && today ? termOutside(term, today) : null };
}
