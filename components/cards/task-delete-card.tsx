"use client";
/**
 * task_delete: the assistant asks before deleting a to-do. Only 删除 deletes (POST /api/tasks/:id/deletion);
 * 取消 keeps it. The card closes on the server's answer, and after a reload on the note that answer left
 * (`decision`, from the timeline). Both buttons lock while a request runs (a ref guards against a double click
 * landing before React re-renders) and while a turn streams; a repeated or late click gets the first answer again.
 */
import { useRef, useState } from "react";
import type { TaskDecision, TaskDeleteCard as TaskDeleteCardPayload, TaskDeletionChoice, TaskDeletionOutcome } from "@/lib/protocol";
import { useCurrentConversation } from "@/client/current-conversation";
import { decideTaskDeletion } from "@/client/tasks-api";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tag } from "@/components/ui/tag";
import { CardShell } from "./card-shell";
import { ClockIcon, TrashIcon } from "./icons";
import { quadrantTone } from "./quadrant";

export interface TaskDeleteCardProps {
  card: TaskDeleteCardPayload;
  /** The decision a later note in the conversation records (after a reload). */
  decision?: TaskDecision;
  /** A turn is streaming: deciding waits until it ends. */
  locked: boolean;
}

const CLOSED: Record<TaskDeletionOutcome, { title: string; note: string }> = {
  deleted: { title: "待办已删除", note: "已从待办里删除。" },
  kept: { title: "已保留待办", note: "没有删除。" },
};

function Details({ card }: { card: TaskDeleteCardPayload }) {
  const { data } = card;
  const blocks = data.study_blocks > 0 ? `日程里它的 ${data.study_blocks} 个学习块也会一起删除。` : undefined;
  return (
    <>
      {data.deadline || data.priority_label ? (
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-zinc-600 dark:text-zinc-300">
          {data.deadline ? (
            <span className="inline-flex items-center gap-1" data-testid="task-delete-deadline">
              <ClockIcon />
              <span>截止 {data.deadline}</span>
            </span>
          ) : null}
          {data.priority_label ? <Tag tone={quadrantTone(data.priority_group)}>{data.priority_label}</Tag> : null}
          {data.is_completed ? <Tag>已完成</Tag> : null}
        </div>
      ) : null}
      {blocks ? <p className="mt-1.5 text-xs text-zinc-500 dark:text-zinc-400">{blocks}</p> : null}
    </>
  );
}

export function TaskDeleteCard({ card, decision, locked }: TaskDeleteCardProps) {
  const { data } = card;
  const conversationId = useCurrentConversation();
  const [answer, setAnswer] = useState<{ outcome: TaskDeletionOutcome; text: string } | undefined>();
  const [pending, setPending] = useState<TaskDeletionChoice | undefined>();
  const [error, setError] = useState<string | undefined>();
  const inFlight = useRef(false);
  const closedFocus = useRef<HTMLDivElement>(null);

  const decide = async (choice: TaskDeletionChoice) => {
    if (inFlight.current) return;
    if (!conversationId) {
      setError("找不到这段对话，刷新页面后再试。");
      return;
    }
    inFlight.current = true;
    setPending(choice);
    setError(undefined);
    try {
      const result = await decideTaskDeletion(data.task_id, { conversation_id: conversationId, request_id: data.request_id, decision: choice });
      setAnswer(result);
      if (result.outcome === "deleted") notifyScheduleChanged();
      requestAnimationFrame(() => closedFocus.current?.focus());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "操作失败，请重试。");
    } finally {
      inFlight.current = false;
      setPending(undefined);
    }
  };

  const outcome = answer?.outcome ?? decision?.outcome;
  if (outcome) {
    const closed = CLOSED[outcome];
    return (
      <div ref={closedFocus} tabIndex={-1} data-testid="task-delete-card" data-state={outcome} className="rounded-xl focus:outline-none">
        <CardShell subtle accent="neutral" icon={<TrashIcon />} title={closed.title}>
          <p className={`text-[15px] font-medium leading-snug text-zinc-700 dark:text-zinc-200 ${outcome === "deleted" ? "line-through" : ""}`}>
            {data.title}
          </p>
          <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400" role="status">
            {answer?.text ?? closed.note}
          </p>
        </CardShell>
      </div>
    );
  }

  return (
    <div data-testid="task-delete-card" data-state="open">
      <CardShell accent="amber" icon={<TrashIcon />} title={card.title || "要删除这条待办吗？"}>
        <p className="text-[15px] font-medium leading-snug text-zinc-900 dark:text-zinc-50" data-testid="task-delete-title">
          {data.title}
        </p>
        <Details card={card} />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button variant="danger" data-testid="task-delete-confirm" disabled={pending !== undefined || locked} onClick={() => void decide("delete")}>
            {pending === "delete" ? <Spinner /> : <TrashIcon />}
            删除
          </Button>
          <Button data-testid="task-delete-keep" disabled={pending !== undefined || locked} onClick={() => void decide("keep")}>
            取消
          </Button>
          <p className="min-w-0 flex-1 text-xs text-zinc-500 dark:text-zinc-400" aria-live="polite">
            {pending === "delete" ? "正在删除…" : locked ? "等本轮回复结束后再决定。" : "点“删除”后才会删除，删除后不能撤销。"}
          </p>
        </div>
        {error ? (
          <p role="alert" data-testid="task-delete-error" className="mt-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:bg-rose-950 dark:text-rose-200">
            {error}
          </p>
        ) : null}
      </CardShell>
    </div>
  );
}
