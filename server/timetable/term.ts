/**
 * The student's term settings (start date, weeks, period times, zone). A change names only the fields it changes;
 * the start is a date or "this week is week N" (read at `now` in the term's zone), never both. db/queries/term-settings
 * then validates the whole term and refuses one that would drop or move study blocks unless the student confirmed
 * the shift (a new start date) or stated the week they are in (current_week).
 */
import { invalidInput } from "@/lib/errors";
import { applyTermChange, type TermChange } from "@/lib/calendar/term-rules";
import type { Database } from "@/db/client";
import { getTermSettings, updateTerm, type UpdateTermOptions } from "@/db/queries/term-settings";
import type { TermRecord } from "@/db/queries/terms";

export { getTermSettings };
export type { TermChange };

export async function changeTerm(
  db: Database,
  userId: number,
  change: TermChange,
  options: UpdateTermOptions & { now: Date },
): Promise<{ term: TermRecord; version: number }> {
  return updateTerm(
    db,
    userId,
    (current) => {
      const { term, problems } = applyTermChange(current, change, options.now);
      if (problems.length > 0) throw invalidInput("term:invalid", problems, "学期设置有误：");
      return term;
    },
    // "This week is week N" is the student telling us the calendar, not a move they might not have meant: the study
    // blocks keep their week numbers, as the courses do, and nothing asks again.
    { confirm_shift: options.confirm_shift || change.current_week !== undefined },
  );
}
