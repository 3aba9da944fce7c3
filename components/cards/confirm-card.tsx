"use client";
/**
 * confirm_request: the proposal the student accepts or drops. Only 确认 writes the schedule, and only the revision
 * the card shows: when the draft changed since (another tab, the grid), the server answers draft:stale with the
 * current card, which takes this one's place so the student confirms what they see. Both buttons lock while a
 * request runs (a ref guards against a double click landing before React re-renders); a version conflict shows the
 * server's sentence and leaves only 取消. After 确认 the week grid shows the week that changed. A card whose draft is
 * no longer the open one (the week grid's latest view names another, or none) says 已过期 instead of offering buttons.
 */
import { useRef, useState } from "react";
import type { ConfirmRequestData, ScheduleCompletedData } from "@/lib/protocol";
import { ApiError, cancelDraft, confirmDraft } from "@/client/api";
import { useCurrentConversation } from "@/client/current-conversation";
import type { ConfirmCardState } from "@/client/timeline-blocks";
import { MiniWeekDiff } from "@/components/schedule/mini-week-diff";
import { firstChangedWeek } from "@/components/schedule/diff-entries";
import { notifyScheduleChanged, showSchedule } from "@/components/schedule/schedule-events";
import { useScheduleSnapshot } from "@/components/schedule/schedule-snapshot";
import { Button } from "@/components/ui/button";
import { Chevron } from "@/components/ui/chevron";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Spinner } from "@/components/ui/spinner";
import { Tag } from "@/components/ui/tag";
import { CardShell } from "./card-shell";
import { ChangeList } from "./change-list";
import { ProposedClasses } from "./proposed-classes";
import { CalendarIcon, CheckCircleIcon } from "./icons";

type Phase = "idle" | "confirming" | "cancelling" | "confirmed" | "cancelled";

/** Codes after which confirming again cannot succeed. */
const FINAL_ERROR_CODES = new Set(["schedule:conflict", "draft:not_open", "draft:not_found", "draft:invalid"]);

export interface ConfirmCardProps {
  data: ConfirmRequestData;
  seq: number;
  state: ConfirmCardState;
  /** A turn is streaming: the draft may still change, so deciding waits. */
  locked: boolean;
  onConfirmed: (completed: ScheduleCompletedData) => void | Promise<void>;
}

/** "3 项变更", "新建任务类 · 5 项变更"... what the card's corner says. */
function countTag(data: ConfirmRequestData): string {
  const classes = data.new_task_classes?.length ?? 0;
  const parts = [...(classes > 0 ? [`新建任务类 ${classes} 个`] : []), ...(data.changes.length > 0 || classes === 0 ? [`${data.changes.length} 项变更`] : [])];
  return parts.join(" · ");
}

function ClosedProposal({ data, title, note }: { data: ConfirmRequestData; title: string; note: string }) {
  return (
    <CardShell subtle accent="neutral" icon={<CalendarIcon />} title={title} aside={<Tag>{countTag(data)}</Tag>}>
      <p className="text-sm text-zinc-500 dark:text-zinc-400">{note}</p>
      <details className="group mt-1.5">
        <summary className={`inline-flex cursor-pointer list-none items-center gap-1 rounded text-xs font-medium text-zinc-600 dark:text-zinc-300 ${FOCUS_RING}`}>
          <Chevron />
          查看变更
        </summary>
        <div className="mt-1 space-y-2">
          <ProposedClasses classes={data.new_task_classes ?? []} />
          <ChangeList changes={data.changes} />
        </div>
      </details>
    </CardShell>
  );
}

/** On a phone the grid is the other tab: a link there, opened on the week the card changes. */
function ShowInGrid({ week }: { week: number | undefined }) {
  return (
    <button
      type="button"
      data-testid="show-in-grid"
      onClick={() => showSchedule({ ...(week === undefined ? {} : { week }), reveal: true })}
      className={`mt-2 inline-flex items-center gap-0.5 rounded text-sm font-medium text-indigo-700 underline-offset-2 hover:underline lg:hidden dark:text-indigo-300 ${FOCUS_RING}`}
    >
      在日程中查看{week === undefined ? "" : `第${week}周`} →
    </button>
  );
}

export function ConfirmCard({ data: shown, seq, state, locked, onConfirmed }: ConfirmCardProps) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [error, setError] = useState<{ message: string; final: boolean } | undefined>();
  // The draft as the server last described it: the card it came with, or the current one a stale confirm answered.
  const [refreshed, setRefreshed] = useState<ConfirmRequestData | null>(null);
  const data = refreshed ?? shown;
  const inFlight = useRef(false);
  const snapshot = useScheduleSnapshot();
  // The completion card belongs where the student clicked 确认, even for an older card of a draft edited elsewhere.
  const conversationId = useCurrentConversation();

  const run = async (action: "confirm" | "cancel") => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(undefined);
    setPhase(action === "confirm" ? "confirming" : "cancelling");
    try {
      if (action === "confirm") {
        const response = await confirmDraft(data.draft_id, data.revision, conversationId);
        setPhase("confirmed");
        notifyScheduleChanged();
        const week = firstChangedWeek(data.changes);
        if (week !== undefined) showSchedule({ week, reveal: false });
        await onConfirmed(response.schedule_completed);
      } else {
        await cancelDraft(data.draft_id);
        setPhase("cancelled");
        notifyScheduleChanged();
      }
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "操作失败，请重试。";
      const final = caught instanceof ApiError && FINAL_ERROR_CODES.has(caught.code);
      const current = caught instanceof ApiError && caught.code === "draft:stale" ? caught.details.confirmRequest : null;
      if (current) {
        setRefreshed(current);
        notifyScheduleChanged();
      }
      setError({ message, final });
      setPhase("idle");
    } finally {
      inFlight.current = false;
    }
  };

  const wrap = (content: React.ReactNode) => (
    <div className="block-enter" data-kind="confirm_request" data-seq={seq} data-draft-id={data.draft_id} data-revision={data.revision}>
      {content}
    </div>
  );

  if (state === "superseded") {
    return wrap(<ClosedProposal data={data} title="之前的方案" note="已被后面的新方案替代。" />);
  }
  if (state === "confirmed" || phase === "confirmed") {
    return wrap(<ClosedProposal data={data} title="方案已确认" note="这些变更已写入你的日程。" />);
  }
  if (state === "cancelled" || phase === "cancelled") {
    return wrap(<ClosedProposal data={data} title="方案已取消" note="本方案不会写入日程。" />);
  }

  // Judged only between turns and when no request runs: a card that just streamed in waits for the view read after it.
  if (state === "open" && phase === "idle" && !locked && snapshot !== null && snapshot.draftId !== data.draft_id) {
    return wrap(<ClosedProposal data={data} title="方案已过期" note="日程在这之后变过，这个方案不能再确认了。需要的话，让助手重新安排。" />);
  }

  const pending = phase === "confirming" || phase === "cancelling";
  return wrap(
    <CardShell accent="indigo" icon={<CalendarIcon />} title="待确认的日程方案" aside={<Tag tone="indigo">{countTag(data)}</Tag>}>
      <p className="text-sm leading-relaxed text-zinc-700 dark:text-zinc-200">{data.summary}</p>
      {data.notes?.map((note) => (
        <p key={note} data-testid="confirm-note" className="mt-1 text-sm leading-relaxed text-zinc-600 dark:text-zinc-300">
          {note}
        </p>
      ))}
      {data.new_task_classes?.length ? (
        <div className="mt-2">
          <ProposedClasses classes={data.new_task_classes} />
        </div>
      ) : null}
      {data.changes.length > 0 ? (
        <>
          <div className="mt-2">
            <ChangeList changes={data.changes} />
          </div>
          <div className="mt-3">
            <MiniWeekDiff changes={data.changes} />
          </div>
          <ShowInGrid week={firstChangedWeek(data.changes)} />
        </>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          data-testid="confirm"
          disabled={pending || locked || error?.final === true}
          onClick={() => void run("confirm")}
        >
          {phase === "confirming" ? <Spinner /> : <CheckCircleIcon />}
          确认
        </Button>
        <Button data-testid="cancel" disabled={pending || locked} onClick={() => void run("cancel")}>
          取消
        </Button>
        <p className="min-w-0 flex-1 text-xs text-zinc-500 dark:text-zinc-400" aria-live="polite">
          {phase === "confirming"
            ? "正在写入日程…"
            : phase === "cancelling"
              ? "正在取消…"
              : locked
                ? "等本轮回复结束后再确认。"
                : "确认后才会写入日程。"}
        </p>
      </div>
      {error ? (
        <p
          role="alert"
          data-testid="confirm-error"
          className="mt-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:bg-rose-950 dark:text-rose-200"
        >
          {error.message}
        </p>
      ) : null}
    </CardShell>,
  );
}
