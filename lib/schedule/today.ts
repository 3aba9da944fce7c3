/**
 * The 今天 view as a pure function of `now`: the student's date, the next study block not yet begun, today's blocks
 * with their outcomes, the last two weeks' blocks still waiting for a check-in, overdue to-dos and those due today or
 * tomorrow. The reads live in server/schedule/checkins/today.ts.
 */
import { addDays, localDate } from "@/lib/calendar/zoned-time";
import type { TodayView } from "@/lib/protocol/checkins";
import { compareSittings, hasBegun, studyBlockOf, type SittingOutcome } from "./outcomes";

/** How far back blocks waiting for a check-in are listed, today included. */
const UNCONFIRMED_DAYS = 14;
/** How far ahead the next block is looked for, today included. */
const NEXT_BLOCK_DAYS = 14;

export interface OpenTodo {
  id: number;
  title: string;
  deadlineAt: Date | null;
  isCompleted: boolean;
}

/** The dates the view reads study blocks for: UNCONFIRMED_DAYS back and NEXT_BLOCK_DAYS ahead, today included. */
export function todayRange(now: Date, timeZone: string): { today: string; from: string; to: string } {
  const today = localDate(now, timeZone);
  return { today, from: addDays(today, 1 - UNCONFIRMED_DAYS), to: addDays(today, NEXT_BLOCK_DAYS - 1) };
}

export function todayView(input: { now: Date; timeZone: string; sittings: readonly SittingOutcome[]; todos: readonly OpenTodo[] }): Omit<TodayView, "exams"> {
  const { now, timeZone } = input;
  const { today, from, to } = todayRange(now, timeZone);
  const tomorrow = addDays(today, 1);
  const sittings = [...input.sittings].sort(compareSittings);
  const next = sittings.find((sitting) => !hasBegun(sitting, now) && sitting.date >= today && sitting.date <= to);
  const open = input.todos
    .filter((todo): todo is OpenTodo & { deadlineAt: Date } => !todo.isCompleted && todo.deadlineAt !== null)
    .sort((a, b) => a.deadlineAt.getTime() - b.deadlineAt.getTime() || a.id - b.id);
  const todo = (task: { id: number; title: string; deadlineAt: Date }) => ({ id: task.id, title: task.title, deadline_at: task.deadlineAt.toISOString() });
  return {
    date: today,
    next: next ? studyBlockOf(next) : null,
    blocks: sittings.filter((sitting) => sitting.date === today).map(studyBlockOf),
    unconfirmed: sittings
      .filter((sitting) => sitting.outcome === "unconfirmed" && sitting.date >= from && sitting.date <= today)
      .map(studyBlockOf),
    overdue: open.filter((task) => task.deadlineAt.getTime() < now.getTime()).map(todo),
    deadlines: open.flatMap((task): TodayView["deadlines"] => {
      if (task.deadlineAt.getTime() < now.getTime()) return [];
      const day = localDate(task.deadlineAt, timeZone);
      if (day === today) return [{ ...todo(task), day: "today" }];
      if (day === tomorrow) return [{ ...todo(task), day: "tomorrow" }];
      return [];
    }),
  };
}
