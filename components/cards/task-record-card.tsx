/**
 * task_record (seed 001 §5.2): the task just written down. quick_note reads as a light "已帮你记下"; create_task as
 * a formal "任务已创建" with its structured fields. Only fields that exist are drawn: no "无截止时间", no "--".
 */
import type { TaskRecordCard as TaskRecordCardPayload, TaskRecordSource } from "@/lib/protocol";
import { formatDateTime } from "@/client/format";
import { Tag } from "@/components/ui/tag";
import { CardShell } from "./card-shell";
import { CheckCircleIcon, ClockIcon, NoteIcon } from "./icons";
import { quadrantTone } from "./quadrant";

const SOURCE_TEXT: Record<TaskRecordSource, { header: string; tag: string }> = {
  quick_note: { header: "已帮你记下", tag: "随口记生成" },
  create_task: { header: "任务已创建", tag: "已创建任务" },
};

const STATUS_LABELS: Record<string, string> = {
  todo: "待完成",
  pending: "待完成",
  doing: "进行中",
  in_progress: "进行中",
  done: "已完成",
  completed: "已完成",
};

export function TaskRecordCard({ card }: { card: TaskRecordCardPayload }) {
  const { data, source } = card;
  const formal = source === "create_task";
  const deadline = formatDateTime(data.deadline_at);
  const urgentFrom = formal ? formatDateTime(data.urgency_threshold_at) : undefined;
  const status = data.status ? (STATUS_LABELS[data.status] ?? data.status) : undefined;
  const summary = formal && card.summary ? card.summary : undefined;

  return (
    <CardShell
      accent={formal ? "emerald" : "amber"}
      subtle={!formal}
      icon={formal ? <CheckCircleIcon /> : <NoteIcon />}
      title={card.title || SOURCE_TEXT[source].header}
      aside={<Tag tone={formal ? "emerald" : "amber"}>{SOURCE_TEXT[source].tag}</Tag>}
    >
      <p className="text-[15px] font-medium leading-snug text-zinc-900 dark:text-zinc-50" data-testid="task-record-title">
        {data.title}
      </p>
      {deadline || data.priority_label || status ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-zinc-600 dark:text-zinc-300">
          {deadline ? (
            <span className="inline-flex items-center gap-1" data-testid="task-record-deadline">
              <ClockIcon />
              <span>截止 {deadline}</span>
            </span>
          ) : null}
          {data.priority_label ? <Tag tone={quadrantTone(data.priority_group)}>{data.priority_label}</Tag> : null}
          {status ? <Tag tone="neutral">{status}</Tag> : null}
        </div>
      ) : null}
      {urgentFrom ? <p className="mt-1.5 text-xs text-zinc-500 dark:text-zinc-400">{urgentFrom} 起转为紧急</p> : null}
      {summary ? <p className="mt-2 text-xs text-zinc-500 dark:text-zinc-400">{summary}</p> : null}
    </CardShell>
  );
}
