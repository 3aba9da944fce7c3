"use client";

/**
 * checkin_record: the check-ins a chat message recorded, one row per block — its name, when it was, and 待打卡 → 完成
 * (or 没做, 做了一部分). Small and light like the to-do edit card: the check-ins are already saved. 撤销 puts every
 * row back as it was (client/checkin-undo-api.ts) and the grid refetches; the card then says so.
 */

import { useRef, useState } from "react";
import type { CheckinRecordCard as CheckinRecordCardPayload } from "@/lib/protocol";
import { undoCheckins } from "@/client/checkin-undo-api";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { Button } from "@/components/ui/button";
import { CardShell } from "./card-shell";
import { CheckCircleIcon, UndoIcon } from "./icons";

export function CheckinRecordCard({ card, locked = false }: { card: CheckinRecordCardPayload; locked?: boolean }) {
  const { entries } = card.data;
  const [undone, setUndone] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const inFlight = useRef(false);

  const undo = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    try {
      await undoCheckins(entries);
      setUndone(true);
      notifyScheduleChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "撤销失败，请重试。");
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <CardShell
      subtle
      accent={undone ? "neutral" : "emerald"}
      icon={undone ? <UndoIcon /> : <CheckCircleIcon />}
      title={undone ? "打卡已撤销" : card.title || `已记录 ${entries.length} 个学习块的打卡`}
    >
      <ul className="space-y-1.5 text-sm">
        {entries.map((entry) => (
          <li key={`${entry.event_id}:${entry.date}:${entry.slot_start}`} className="flex flex-wrap items-baseline gap-x-2" data-testid="checkin-record-entry">
            <span className="font-medium text-zinc-900 dark:text-zinc-50">{entry.name}</span>
            <span className="text-xs text-zinc-500 dark:text-zinc-400">{entry.when}</span>
            <span className="text-zinc-700 dark:text-zinc-200">
              <span className="text-zinc-500 line-through decoration-zinc-400 dark:text-zinc-400">{undone ? entry.after : entry.before}</span>
              <span aria-hidden="true" className="mx-1.5 text-zinc-400">
                →
              </span>
              <span className="sr-only">改为</span>
              <span className="font-medium">{undone ? entry.before : entry.after}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-center gap-3" aria-live="polite">
        {undone ? (
          <p className="text-xs text-zinc-500 dark:text-zinc-400">已改回原来的打卡。</p>
        ) : (
          <Button variant="secondary" size="sm" disabled={pending || locked} onClick={() => void undo()} data-testid="checkin-record-undo">
            {pending ? "撤销中…" : "撤销"}
          </Button>
        )}
        {error ? (
          <p role="alert" className="text-xs text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    </CardShell>
  );
}
