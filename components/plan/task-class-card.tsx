"use client";
/** One task class: its settings at a glance, progress, its items in order and the field to add the next one. */
import { useId } from "react";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { Button } from "@/components/ui/button";
import { Tag } from "@/components/ui/tag";
import type { Exam } from "@/client/exams-api";
import type { TaskClass } from "@/client/task-classes-api";
import { excludableBlockCount } from "@/lib/study-plan/day-bounds";
import { dateRangeLabel, doneLabel, placedCount, progressLabel, slotLabel, STRATEGY_LABELS } from "./format";
import { ClassExams } from "./class-exams";
import { ItemAddForm } from "./item-add-form";
import { ItemList } from "./item-list";

export interface TaskClassCardProps {
  taskClass: TaskClass;
  /** Focus the add field on mount: the class was just created. */
  fresh: boolean;
  onChanged: (taskClass: TaskClass) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The term's periods a day: the excluded blocks' names and the longest duration. */
  periods: number;
  /**
   * The exams this class prepares for (GET /api/exams), soonest first, and the student's today to count to them;
   * null while they are unknown (nothing is shown, so nothing is offered twice).
   */
  exams?: readonly Exam[] | null;
  today?: string | null;
  /** An exam of this class was added or changed on the card, or deleted. */
  onExamSaved?: (exam: Exam) => void;
  onExamRemoved?: (examId: number) => void;
  /** Items done (every block checked in as done), from GET /api/progress; null while unknown. */
  itemsDone?: number | null;
}

const IGNORE = () => undefined;

export function TaskClassCard({ taskClass, fresh, onChanged, onEdit, onDelete, periods, itemsDone = null, exams = null, today = null, onExamSaved = IGNORE, onExamRemoved = IGNORE }: TaskClassCardProps) {
  const id = useId();
  const placed = placedCount(taskClass.items);
  const total = taskClass.items.length;
  const done = itemsDone === null ? null : Math.min(itemsDone, total);
  const percent = (count: number) => `${total === 0 ? 0 : (count / total) * 100}%`;
  // A block the term's day has since lost is kept but means nothing (the planner ignores it), so it is not named.
  const excluded = taskClass.excluded_slots.filter((slot) => slot <= excludableBlockCount(periods));
  return (
    <article aria-labelledby={`${id}-title`} data-testid="task-class-card" data-task-class-id={taskClass.id} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:p-5 dark:border-zinc-800 dark:bg-zinc-900">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="break-words text-base font-semibold">
            {taskClass.name}
          </h2>
          <p className="mt-0.5 text-sm tabular-nums text-zinc-600 dark:text-zinc-400">{dateRangeLabel(taskClass.start_date, taskClass.end_date)}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Tag tone="indigo">{STRATEGY_LABELS[taskClass.strategy]}</Tag>
            {taskClass.allow_filler_course ? <Tag tone="emerald">允许嵌入水课</Tag> : <Tag tone="neutral">不嵌入水课</Tag>}
            {excluded.length > 0 ? <Tag tone="rose">不排 {excluded.map((slot) => slotLabel(slot, periods)).join("、")}</Tag> : null}
          </div>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={onEdit} data-testid="class-edit" aria-label={`编辑「${taskClass.name}」`}>
            编辑
          </Button>
          <Button size="sm" variant="danger" onClick={onDelete} data-testid="class-delete" aria-label={`删除「${taskClass.name}」`}>
            删除
          </Button>
        </div>
      </header>
      {exams === null ? null : <ClassExams taskClass={taskClass} exams={exams} today={today} onSaved={onExamSaved} onRemoved={onExamRemoved} />}

      <div className="mt-4">
        <div className="mb-1.5 flex items-center justify-between gap-3 text-xs text-zinc-600 dark:text-zinc-400">
          <span className="flex flex-wrap gap-x-3">
            {done === null ? null : (
              <span data-testid="class-done" className="font-medium text-emerald-800 dark:text-emerald-300">
                {doneLabel(done, total)}
              </span>
            )}
            <span data-testid="class-progress">{progressLabel(taskClass.items)}</span>
          </span>
          {taskClass.total_slots ? <span>共 {taskClass.total_slots} 节</span> : null}
        </div>
        {/* Done is the solid part; placed but not yet done is the lighter part after it. */}
        <div
          role="progressbar"
          aria-label={`「${taskClass.name}」${done === null ? "安排进度" : "完成进度"}`}
          aria-valuemin={0}
          aria-valuemax={Math.max(total, 1)}
          aria-valuenow={done ?? placed}
          aria-valuetext={done === null ? progressLabel(taskClass.items) : `${doneLabel(done, total)}，${progressLabel(taskClass.items)}`}
          className="relative h-1.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
        >
          <div className={`absolute inset-y-0 left-0 rounded-full ${done === null ? "bg-emerald-500 dark:bg-emerald-400" : "bg-emerald-200 dark:bg-emerald-900"}`} style={{ width: percent(placed) }} />
          {done === null ? null : <div className="absolute inset-y-0 left-0 rounded-full bg-emerald-600 dark:bg-emerald-400" style={{ width: percent(done) }} />}
        </div>
      </div>

      <div className="mt-4 space-y-3">
        <ItemList taskClass={taskClass} onChanged={onChanged} periods={periods} />
        <ItemAddForm
          taskClass={taskClass}
          autoFocus={fresh}
          periods={periods}
          onAdded={(updated) => {
            onChanged(updated);
            notifyScheduleChanged();
          }}
        />
      </div>
    </article>
  );
}
