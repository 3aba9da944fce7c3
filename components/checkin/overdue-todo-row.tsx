"use client";
/**
 * An overdue to-do in 今天: its title, when it was due, 完成 (PATCH is_completed) and 改期 (a new date and time in the
 * student's format, PATCH deadline_at). Either announces the change so 今天 and the grid read themselves again.
 * 重新安排 asks the assistant to re-plan the missed work (one confirm card).
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DateTimeField } from "@/components/ui/date-time-field";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { addDays, wallClockAt } from "@/lib/calendar/zoned-time";
import { updateTask } from "@/client/tasks-api";
import { deadlineLabel } from "./format";
import { ReplanButton } from "./replan-button";

const INPUT = "h-8 w-44 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

export interface OverdueTodo {
  id: number;
  title: string;
  deadline_at: string;
}

/** The same clock time tomorrow, as the field holds it ("2026-12-06T23:59"). */
function tomorrowAtSameTime(deadlineAt: string, today: string, timeZone: string): string {
  const { hour, minute } = wallClockAt(new Date(deadlineAt), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${addDays(today, 1)}T${pad(hour)}:${pad(minute)}`;
}

export function OverdueTodoRow({ todo, today, timeZone }: { todo: OverdueTodo; today: string; timeZone: string }) {
  const fieldId = useId();
  const [redating, setRedating] = useState(false);
  const [deadline, setDeadline] = useState(() => tomorrowAtSameTime(todo.deadline_at, today, timeZone));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (patch: { is_completed: true } | { deadline_at: string }) => {
    setBusy(true);
    setError(null);
    try {
      await updateTask(todo.id, patch);
      notifyScheduleChanged();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li data-testid="overdue-todo" className="py-2">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium break-words text-zinc-900 dark:text-zinc-50">{todo.title}</p>
          <p className="text-xs text-rose-700 tabular-nums dark:text-rose-300">已过期 · 截止 {deadlineLabel(todo.deadline_at, today, timeZone)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={busy} aria-label={`「${todo.title}」完成`} data-testid="overdue-complete" onClick={() => void save({ is_completed: true })}>
            完成
          </Button>
          <Button size="sm" disabled={busy} aria-label={`「${todo.title}」改期`} aria-expanded={redating} data-testid="overdue-redate" onClick={() => setRedating((open) => !open)}>
            改期
          </Button>
          <ReplanButton name={todo.title} />
        </div>
      </div>
      {redating ? (
        <form
          className="mt-2 flex flex-wrap items-center gap-2 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            if (deadline) void save({ deadline_at: deadline });
          }}
        >
          <label htmlFor={fieldId}>新的截止时间</label>
          <DateTimeField id={fieldId} kind="datetime" className={INPUT} value={deadline} onValueChange={setDeadline} data-testid="overdue-deadline" />
          <Button type="submit" size="sm" variant="primary" disabled={busy || deadline === ""} data-testid="overdue-redate-save">
            保存
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRedating(false)}>
            取消
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
    </li>
  );
}
