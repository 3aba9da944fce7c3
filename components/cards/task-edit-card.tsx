"use client";

/**
 * task_edit: what a to-do edit from the chat did, one row per change, before → after in the student's words
 * (状态 未完成 → 已完成, 截止时间 12月4日 周五 23:59 → 12月3日 周四 23:59). Small and light: the edit is already done,
 * and 撤销 puts the changed fields back (PATCH /api/tasks/{id} with the card's `restore`); the rows then read the
 * other way round.
 */
import type { ReactNode } from "react";
import type { TaskEditCard as TaskEditCardPayload, TaskEditCardData } from "@/lib/protocol";
import { updateTask } from "@/client/tasks-api";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { CardShell } from "./card-shell";
import { CheckCircleIcon, NoteIcon, UndoIcon } from "./icons";
import { UndoFooter, useUndoAction } from "./undo-action";

const HEADERS: Record<TaskEditCardData["action"], string> = {
  complete: "待办已完成",
  reopen: "待办改回未完成",
  update: "待办已修改",
};

const ICONS: Record<TaskEditCardData["action"], ReactNode> = {
  complete: <CheckCircleIcon />,
  reopen: <UndoIcon />,
  update: <NoteIcon />,
};

export function TaskEditCard({ card, locked = false }: { card: TaskEditCardPayload; locked?: boolean }) {
  const { data } = card;
  const { task_id: taskId, restore } = data;
  const action = useUndoAction(async () => {
    if (taskId === undefined || !restore) return;
    await updateTask(taskId, restore);
    // A to-do's deadline and estimate feed the grid and 今天: they refetch.
    notifyScheduleChanged();
  });
  const { undone } = action;
  return (
    <CardShell
      subtle
      accent={undone ? "neutral" : data.action === "complete" ? "emerald" : "sky"}
      icon={undone ? <UndoIcon /> : ICONS[data.action]}
      title={undone ? "修改已撤销" : card.title || HEADERS[data.action]}
    >
      <p className="text-[15px] font-medium leading-snug text-zinc-900 dark:text-zinc-50" data-testid="task-edit-title">
        {data.title}
      </p>
      <dl className="mt-1.5 space-y-1 text-sm">
        {data.changes.map((change) => (
          <div key={change.field} className="flex flex-wrap items-baseline gap-x-2" data-testid="task-edit-change" data-field={change.field}>
            <dt className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">{change.label}</dt>
            <dd className="min-w-0 text-zinc-700 dark:text-zinc-200">
              <span className="text-zinc-500 line-through decoration-zinc-400 dark:text-zinc-400">{undone ? change.after : change.before}</span>
              <span aria-hidden="true" className="mx-1.5 text-zinc-400">
                →
              </span>
              <span className="sr-only">改为</span>
              <span className="font-medium text-zinc-900 dark:text-zinc-50">{undone ? change.before : change.after}</span>
            </dd>
          </div>
        ))}
      </dl>
      {taskId !== undefined && restore ? <UndoFooter action={action} locked={locked} doneText="已改回原来的样子。" testId="task-edit-undo" /> : null}
    </CardShell>
  );
}
