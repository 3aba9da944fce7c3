/**
 * task_query (seed 001 §5.1): the snapshot of what this turn's query found. Chips come only from
 * query_filters[].display_text (query_summary is for people and is never split); at most five rows; "还有 N 条"
 * when the count exceeds what is shown; an empty result is its own state, not plain text.
 */
"use client";
import { useState } from "react";
import type { TaskQueryCard as TaskQueryCardPayload, TaskQueryCardTaskItem } from "@/lib/protocol";
import { formatDateTime } from "@/client/format";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Tag } from "@/components/ui/tag";
import { CardShell } from "./card-shell";
import { ClockIcon, SearchIcon } from "./icons";
import { quadrantTone } from "./quadrant";

const MAX_TASK_ROWS = 5;

function TaskRow({ task }: { task: TaskQueryCardTaskItem }) {
  const deadline = formatDateTime(task.deadline_at);
  return (
    <li className="flex items-start gap-2.5 py-2" data-testid="task-query-row">
      <span
        aria-hidden="true"
        className={`mt-1 h-3.5 w-3.5 shrink-0 rounded-full border-2 ${
          task.is_completed ? "border-emerald-500 bg-emerald-500" : "border-zinc-300 dark:border-zinc-600"
        }`}
      />
      <div className="min-w-0 flex-1">
        <p
          className={`text-sm leading-snug ${
            task.is_completed ? "text-zinc-500 line-through dark:text-zinc-400" : "text-zinc-900 dark:text-zinc-50"
          }`}
        >
          {task.title}
          {task.is_completed ? <span className="sr-only">（已完成）</span> : null}
        </p>
        {task.priority_label || deadline ? (
          <div className="mt-1 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-xs text-zinc-500 dark:text-zinc-400">
            {task.priority_label ? <Tag tone={quadrantTone(task.priority_group)}>{task.priority_label}</Tag> : null}
            {deadline ? (
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="h-3 w-3" />
                截止 {deadline}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function TaskQueryResultCard({ card }: { card: TaskQueryCardPayload }) {
  const { data } = card;
  const [expanded, setExpanded] = useState(false);
  const chips = (data.query_filters ?? []).map((filter) => filter.display_text).filter((text) => text.trim() !== "");
  const rows = expanded ? data.tasks : data.tasks.slice(0, MAX_TASK_ROWS);
  const remaining = data.result_count - rows.length;
  // Rows the card holds but does not show yet open in place; any beyond those are on the 待办 page.
  const folded = data.tasks.length - rows.length;
  const empty = data.result_count === 0;
  const title = card.title || (empty ? "没有找到任务" : `找到 ${data.result_count} 条任务`);

  return (
    <CardShell
      accent="sky"
      icon={<SearchIcon />}
      title={title}
      aside={empty ? null : <Tag tone="sky">共 {data.result_count} 条</Tag>}
    >
      {chips.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="查询条件" data-testid="task-query-filters">
          {chips.map((text, index) => (
            <li key={`${index}-${text}`}>
              <Tag>{text}</Tag>
            </li>
          ))}
        </ul>
      ) : data.query_summary ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400" data-testid="task-query-summary">
          {data.query_summary}
        </p>
      ) : null}

      {empty ? (
        <p
          className="mt-2.5 rounded-lg border border-dashed border-zinc-300 px-3 py-4 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400"
          data-testid="task-query-empty"
        >
          没有符合条件的任务
        </p>
      ) : null}

      {rows.length > 0 ? (
        <ul className="mt-1.5 divide-y divide-zinc-100 dark:divide-zinc-800" aria-label="任务列表">
          {rows.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </ul>
      ) : null}

      {rows.length > 0 && remaining > 0 ? (
        <p className="mt-1 text-xs font-medium text-sky-700 dark:text-sky-300" data-testid="task-query-more">
          {folded > 0 ? (
            <button type="button" className={`rounded underline underline-offset-2 ${FOCUS_RING}`} onClick={() => setExpanded(true)}>
              还有 {remaining} 条，展开
            </button>
          ) : (
            <a href="/tasks" className={`rounded underline underline-offset-2 ${FOCUS_RING}`}>
              还有 {remaining} 条，去待办页查看
            </a>
          )}
        </p>
      ) : null}
    </CardShell>
  );
}
