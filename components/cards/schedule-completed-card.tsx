"use client";
/**
 * schedule_completed: the confirmed plan is now the schedule; counts say what changed, zero counts stay hidden.
 * A card with a commit offers 撤销 (an undo's card offers 恢复, which redoes); once a later card in the timeline
 * reverted it, it says so instead. A card whose commit is no longer the latest one in effect (the week grid's latest
 * view names another) says it can no longer be undone instead of offering 撤销; so does one the server refused
 * (409 commit:conflict: a later change touched the same blocks, or their time has begun), with the server's reason.
 */
import { useRef, useState } from "react";
import type { ScheduleCompletedData } from "@/lib/protocol";
import { ApiError, undoCommit } from "@/client/api";
import type { CompletionState } from "@/client/timeline-blocks";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { useScheduleSnapshot } from "@/components/schedule/schedule-snapshot";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tag } from "@/components/ui/tag";
import { CardShell } from "./card-shell";
import { CheckCircleIcon, UndoIcon } from "./icons";

const TITLES: Record<CompletionState["kind"], string> = {
  commit: "日程已更新",
  undo: "已撤销这次安排",
  redo: "已恢复这次安排",
};

interface ScheduleCompletedCardProps {
  data: ScheduleCompletedData;
  seq: number;
  completion?: CompletionState;
  /** A turn is streaming: undoing waits, as confirming does. */
  locked?: boolean;
  /** After an undo: the server appended the undo's own card to the conversation. */
  onUndone?: (completed: ScheduleCompletedData) => void | Promise<void>;
}

export function ScheduleCompletedCard({ data, seq, completion = { kind: "commit", undone: false }, locked = false, onUndone }: ScheduleCompletedCardProps) {
  const [phase, setPhase] = useState<"idle" | "undoing" | "undone" | "refused">("idle");
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const { kind } = completion;
  const undone = completion.undone || phase === "undone";
  const action = kind === "undo" ? "恢复" : "撤销";
  const snapshot = useScheduleSnapshot();
  // Judged between turns only; unknown (no view read since the last change) keeps the button and lets the server decide.
  const superseded =
    phase === "idle" && !locked && snapshot !== null && snapshot.latestCommitId !== undefined && data.commit_id !== undefined && snapshot.latestCommitId !== data.commit_id;
  const expired = !undone && (superseded || phase === "refused");

  const undo = async (commitId: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    setPhase("undoing");
    try {
      const response = await undoCommit(commitId);
      setPhase("undone");
      notifyScheduleChanged();
      await onUndone?.(response.schedule_completed);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "操作失败，请重试。");
      // A conflict stays one: the card stops offering what the server will refuse again.
      setPhase(caught instanceof ApiError && caught.code === "commit:conflict" ? "refused" : "idle");
    } finally {
      inFlight.current = false;
    }
  };

  const counts = [
    { label: "新建任务类", value: data.created_classes ?? 0, unit: "个" },
    { label: "新增", value: data.placed },
    { label: "调整", value: data.moved },
    { label: "嵌入", value: data.embedded },
    { label: "移出", value: data.removed },
  ].filter((count) => count.value > 0);
  const tag = undone ? (kind === "undo" ? "已恢复" : "已撤销") : expired ? "已过期" : kind === "undo" ? "已撤销" : "已写入日程";
  return (
    <div className="block-enter" data-kind="schedule_completed" data-seq={seq} data-commit-id={data.commit_id} data-completion={kind} data-undone={undone || undefined}>
      <CardShell
        accent={kind === "undo" || undone || expired ? "neutral" : "emerald"}
        icon={kind === "undo" ? <UndoIcon /> : <CheckCircleIcon />}
        title={TITLES[kind]}
        aside={<Tag tone={undone || expired || kind === "undo" ? "neutral" : "emerald"}>{tag}</Tag>}
      >
        {counts.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="本次变更">
            {counts.map((count) => (
              <li key={count.label}>
                <Tag tone="neutral">
                  {count.label} {count.value} {"unit" in count ? count.unit : "项"}
                </Tag>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-300">没有需要写入的变化。</p>
        )}
        {data.commit_id && expired && !error && counts.length > 0 ? (
          <p className="mt-2.5 text-xs text-zinc-600 dark:text-zinc-300" data-testid="undo-expired">
            之后日程又变过，这次安排已经不能{action}了。
          </p>
        ) : null}
        {data.commit_id && !undone && !expired ? (
          <div className="mt-2.5 flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              data-testid="undo"
              disabled={phase === "undoing" || locked}
              onClick={() => void undo(data.commit_id ?? "")}
            >
              {phase === "undoing" ? <Spinner /> : <UndoIcon />}
              {action}
            </Button>
            <p className="min-w-0 flex-1 text-xs text-zinc-500 dark:text-zinc-400" aria-live="polite">
              {phase === "undoing" ? `正在${action}…` : locked ? `等本轮回复结束后再${action}。` : ""}
            </p>
          </div>
        ) : null}
        {error ? (
          <p
            role="alert"
            data-testid="undo-error"
            className="mt-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:bg-rose-950 dark:text-rose-200"
          >
            {error}
          </p>
        ) : null}
      </CardShell>
    </div>
  );
}
