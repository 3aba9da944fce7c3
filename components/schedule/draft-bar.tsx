"use client";
/**
 * The open draft on the grid: "有 N 项待确认 · 确认 · 取消", with a link to every other week that has changes
 * ("下周有 6 项待确认 →"). 确认 commits the revision the grid shows (a stale one answers with the server's sentence
 * and the grid refetches the current draft), then opens the week that changed and offers 撤销 for that commit.
 */
import { useRef, useState } from "react";
import { ApiError, cancelDraft, confirmDraft, undoCommit } from "@/client/api";
import type { WeekView } from "@/lib/protocol/week-view";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FOCUS_RING } from "./block-style";
import { announceCompletion, announceDraftClosed, notifyScheduleChanged, openConversation } from "./schedule-events";

type Busy = "confirm" | "cancel" | "undo" | null;

function weekName(week: number, shown: number): string {
  if (week === shown + 1) return "下周";
  if (week === shown - 1) return "上周";
  return `第${week}周`;
}

export function DraftBar({ view, onShowWeek }: { view: WeekView; onShowWeek(week: number): void }) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [committed, setCommitted] = useState<{ commitId: string | undefined; conversationId: string | null; undone: boolean } | null>(null);
  const inFlight = useRef(false);
  const draft = view.draft;

  const run = async (action: Exclude<Busy, null>, request: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(action);
    setError(null);
    try {
      await request();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "操作失败，请重试。");
      // A stale draft or one closed elsewhere: the grid shows what there is now.
      if (caught instanceof ApiError && caught.status === 409) notifyScheduleChanged();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const confirm = () =>
    run("confirm", async () => {
      if (!draft) return;
      const weeks = draft.weeks.map((entry) => entry.week);
      // The completion card (with its 撤销) goes to the conversation open beside the grid, so a reload keeps it.
      const conversationId = openConversation();
      const response = await confirmDraft(draft.id, draft.revision, conversationId);
      setCommitted({ commitId: response.schedule_completed.commit_id, conversationId, undone: false });
      if (conversationId) announceCompletion(conversationId, response.schedule_completed);
      notifyScheduleChanged();
      if (weeks.length > 0) onShowWeek(Math.min(...weeks));
    });
  const cancel = () =>
    run("cancel", async () => {
      if (!draft) return;
      await cancelDraft(draft.id);
      setCommitted(null);
      notifyScheduleChanged();
      announceDraftClosed(draft.id);
    });
  const undo = (commitId: string, conversationId: string | null) =>
    run("undo", async () => {
      const response = await undoCommit(commitId);
      setCommitted({ commitId, conversationId, undone: true });
      if (conversationId) announceCompletion(conversationId, response.schedule_completed);
      notifyScheduleChanged();
    });

  const alert = error ? (
    <p role="alert" data-testid="draft-bar-error" className="mt-1.5 text-sm text-rose-800 dark:text-rose-200">
      {error}
    </p>
  ) : null;

  if (!draft) {
    if (!committed && !error) return null;
    return (
      <div data-testid="draft-bar" data-state={committed?.undone ? "undone" : "committed"} className="border-b border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
        <div className="flex flex-wrap items-center gap-2" role="status">
          {committed ? <span>{committed.undone ? "已撤销刚才的安排。" : "已写入日程。"}</span> : null}
          {committed?.commitId && !committed.undone ? (
            <Button size="sm" data-testid="draft-bar-undo" disabled={busy !== null} onClick={() => void undo(committed.commitId ?? "", committed.conversationId)}>
              {busy === "undo" ? <Spinner /> : null}
              撤销
            </Button>
          ) : null}
        </div>
        {alert}
      </div>
    );
  }

  const elsewhere = draft.weeks.filter((entry) => entry.week !== view.week);
  return (
    <div data-testid="draft-bar" data-state="open" data-revision={draft.revision} className="border-b border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-900 dark:border-violet-900 dark:bg-violet-950/40 dark:text-violet-100">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span data-testid="draft-count" className="font-medium">
          有 {draft.changes} 项待确认
        </span>
        <div className="flex gap-2">
          <Button size="sm" variant="primary" data-testid="draft-confirm" disabled={busy !== null} onClick={() => void confirm()}>
            {busy === "confirm" ? <Spinner /> : null}
            确认
          </Button>
          <Button size="sm" data-testid="draft-cancel" disabled={busy !== null} onClick={() => void cancel()}>
            {busy === "cancel" ? <Spinner /> : null}
            取消
          </Button>
        </div>
        {elsewhere.map((entry) => (
          <button
            key={entry.week}
            type="button"
            data-testid="draft-week-link"
            data-week={entry.week}
            onClick={() => onShowWeek(entry.week)}
            className={`rounded font-medium text-violet-800 underline underline-offset-2 dark:text-violet-200 ${FOCUS_RING}`}
          >
            {entry.week < view.week ? "← " : ""}
            {weekName(entry.week, view.week)}有 {entry.changes} 项待确认{entry.week > view.week ? " →" : ""}
          </button>
        ))}
      </div>
      <p className="mt-1 text-xs text-violet-800 dark:text-violet-200">虚线框是待确认的安排；确认后才会写入日程。</p>
      {alert}
    </div>
  );
}
