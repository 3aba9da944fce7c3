/**
 * The student's term settings (start date, weeks, period times, zone), and the rules of changing them. A change names
 * only the fields it changes; the start is a date or "this week is week N" (read at `now` in the term's zone), never
 * both. A change never moves committed periods silently: shrinking the term below occupied weeks, or the day below
 * occupied periods (a clock of fewer periods while courses or study blocks sit in the ones it drops), is refused, and
 * so is moving the start date while study blocks (placed for real dates) exist, unless the student confirmed the
 * shift — "this week is week N" too: it is a new start date, and blocks keeping their week numbers land on other
 * days (a week earlier may be the past). Each refusal says what is affected.
 */
import { invalidInput, PlannerError, type AffectedWeek } from "@/lib/errors";
import { applyTermChange, termProblems, type TermChange, type TermInput } from "@/lib/calendar/term-rules";
import type { Database } from "@/db/client";
import { occupiedWeeks, saveTerm } from "@/db/queries/term-settings";
import { loadTerm, type TermRecord } from "@/db/queries/terms";
import { lockScheduleVersion, setScheduleVersion } from "@/db/queries/users";

export type { TermChange };

export interface UpdateTermOptions {
  /** The student saw which study blocks a new start date moves to other dates and agreed. */
  confirm_shift?: boolean;
  /** How the refusal names the change, when it was not a start date ("改为第15周"). */
  shift_words?: string;
}

export async function getTermSettings(db: Database, userId: number): Promise<TermRecord | null> {
  return loadTerm(db, userId);
}

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
    {
      confirm_shift: options.confirm_shift,
      ...(change.current_week !== undefined ? { shift_words: `改为第${change.current_week}周` } : {}),
    },
  );
}

/**
 * Replaces the term with a whole one, or with a function of the stored one (null before there is one) applied under
 * the schedule lock, so two changes never undo each other's fields.
 */
export async function updateTerm(
  db: Database,
  userId: number,
  change: TermInput | ((current: TermRecord | null) => TermInput),
  options: UpdateTermOptions = {},
): Promise<{ term: TermRecord; version: number }> {
  if (typeof change !== "function") checkTerm(change);
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const current = await loadTerm(tx, userId);
    const input = typeof change === "function" ? change(current) : change;
    if (typeof change === "function") checkTerm(input);

    const outside = await occupiedWeeks(tx, userId, { afterWeek: input.weeks });
    if (outside.length > 0) {
      throw blocked("outside_weeks", outside, `改为 ${input.weeks} 周后，第${weekList(outside)}周还有 ${periodCount(outside)} 节已安排的课程或学习（${namesOf(outside)}），请先删除或调整它们。`);
    }
    const periods = input.section_times.length;
    const stranded = await occupiedWeeks(tx, userId, { afterSection: periods });
    if (stranded.length > 0) {
      throw blocked("outside_periods", stranded, `改为每天 ${periods} 节后，第${weekList(stranded)}周的第${periods}节之后还有 ${periodCount(stranded)} 节已安排的课程或学习（${namesOf(stranded)}），请先删除或调整它们。`);
    }
    if (current && current.start_date !== input.start_date && !options.confirm_shift) {
      const blocks = await occupiedWeeks(tx, userId, { type: "task" });
      if (blocks.length > 0) {
        const what = options.shift_words ? `${options.shift_words}（开学日期从 ${current.start_date} 改为 ${input.start_date}）` : "修改开学日期";
        throw blocked("moves_study_blocks", blocks, `${what}会让已安排的学习（${namesOf(blocks)}）落到别的日期上，确认后再保存。`);
      }
    }

    await saveTerm(tx, userId, input);
    await setScheduleVersion(tx, userId, version + 1);
    const term = await loadTerm(tx, userId);
    return { term: term!, version: version + 1 };
  });
}

function checkTerm(input: TermInput): void {
  const problems = termProblems(input);
  if (problems.length > 0) throw invalidInput("term:invalid", problems, "学期设置有误：");
}

function blocked(reason: "outside_weeks" | "outside_periods" | "moves_study_blocks", affected: AffectedWeek[], message: string): PlannerError {
  return new PlannerError("term:change_blocked", { message, details: { reason, affected } });
}

function weekList(weeks: readonly AffectedWeek[]): string {
  return weeks.map((week) => week.week).join("、");
}

function periodCount(weeks: readonly AffectedWeek[]): number {
  return weeks.reduce((sum, week) => sum + week.periods, 0);
}

function namesOf(weeks: readonly AffectedWeek[]): string {
  const names = [...new Set(weeks.flatMap((week) => week.events))];
  return names.length > 5 ? `${names.slice(0, 5).join("、")}等 ${names.length} 项` : names.join("、");
}
