/**
 * What the week grid may move and where: study blocks only (a committed block, a task embedded in a 水课, a draft
 * block; never a course, nor a committed block the draft already moves away), to a period of this week or the
 * next (the server widens the plan when the target lies past it).
 */
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import { monthDay, weekdayName } from "./format";

/** `today` ("YYYY-MM-DD"): blocks of past days stay where they were. */
export function isMovable(block: WeekBlock, today: string): boolean {
  if (block.draft_effect !== undefined || block.date < today) return false;
  if (block.kind === "study" || block.kind === "draft") return true;
  return block.kind === "embedded" && block.item_id !== null;
}

/** Where a block goes: a calendar date of the student's and the first period; `week` and `day_of_week` to show it. */
export interface MoveTarget {
  date: string;
  week: number;
  day_of_week: number;
  slot_start: number;
}

interface DayOption {
  date: string;
  week: number;
  day_of_week: number;
  label: string;
}

function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The days a block may be moved to from this view: the shown week's, then the next week's (inside the term). */
export function dayOptions(view: Pick<WeekView, "days" | "week" | "term" | "today">): DayOption[] {
  const weeks = view.week < view.term.weeks ? [0, 1] : [0];
  return weeks.flatMap((offset) =>
    view.days
      .map((day) => ({ date: addDays(day.date, offset * 7), week: view.week + offset, day_of_week: day.day_of_week }))
      .filter((day) => day.date >= view.today)
      .map((day) => ({ ...day, label: `${offset === 0 ? "" : "下"}${weekdayName(day.day_of_week)} ${monthDay(day.date)}` })),
  );
}

/** The last period a block of this length may start at, so it ends by the day's last period (the term's count). */
export function lastStart(block: Pick<WeekBlock, "slot_start" | "slot_end">, periods: number): number {
  return periods - (block.slot_end - block.slot_start);
}
