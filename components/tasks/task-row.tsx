"use client";
/**
 * One loose task in the list. The checkbox's label is the title, so "完成「给导师发周报」" is what a screen reader
 * hears as the box and its name; the line below says when it is due and what the schedule already holds for it.
 */
import { useId } from "react";
import { Tag } from "@/components/ui/tag";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { TaskListItem } from "@/client/tasks-api";

export interface TaskRowProps {
  task: TaskListItem;
  busy: boolean;
  onToggle: (task: TaskListItem) => void;
  onEdit: (task: TaskListItem) => void;
  onDelete: (task: TaskListItem) => void;
}

function DueText({ task }: { task: TaskListItem }) {
  if (!task.deadline_text) return null;
  if (task.overdue) {
    return (
      <span className="font-medium text-rose-700 dark:text-rose-300" data-testid="task-deadline">
        已逾期 · {task.deadline_text}
      </span>
    );
  }
  return <span data-testid="task-deadline">截止 {task.deadline_text}</span>;
}

export function TaskRow({ task, busy, onToggle, onEdit, onDelete }: TaskRowProps) {
  const id = useId();
  const done = task.is_completed;
  const hasMeta = task.deadline_text || task.turned_urgent || task.estimated_sections !== null || task.study_blocks > 0;
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="task-row" data-task-id={task.id} aria-busy={busy || undefined}>
      <input
        id={`${id}-done`}
        type="checkbox"
        checked={done}
        disabled={busy}
        onChange={() => onToggle(task)}
        aria-describedby={hasMeta ? `${id}-meta` : undefined}
        className={`mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-zinc-300 accent-indigo-600 disabled:cursor-wait dark:border-zinc-600 dark:accent-indigo-400 ${FOCUS_RING}`}
        data-testid="task-complete"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={`${id}-done`}
          className={`block cursor-pointer break-words text-[15px] leading-snug ${
            done ? "text-zinc-500 line-through dark:text-zinc-400" : "text-zinc-900 dark:text-zinc-50"
          }`}
        >
          {task.title}
        </label>
        {hasMeta ? (
          <div id={`${id}-meta`} className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-500 dark:text-zinc-400">
            <DueText task={task} />
            {task.turned_urgent && !done ? (
              <Tag tone="rose" testId="task-urgent-tag">
                已紧急
              </Tag>
            ) : null}
            {task.estimated_sections !== null ? <Tag testId="task-sections-tag">需 {task.estimated_sections} 节</Tag> : null}
            {task.study_blocks > 0 ? (
              <Tag tone="indigo" testId="task-scheduled-tag">
                已排入日程
              </Tag>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {done ? (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onToggle(task)} aria-label={`撤销完成「${task.title}」`} data-testid="task-undo">
            撤销
          </Button>
        ) : (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onEdit(task)} aria-label={`编辑「${task.title}」`} data-testid="task-edit">
            编辑
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => onDelete(task)}
          aria-label={`删除「${task.title}」`}
          data-testid="task-delete"
        >
          删除
        </Button>
      </div>
    </li>
  );
}
