"use client";

/**
 * term_update: the term the chat just changed — this week's number and the first day, before → after. 撤销 puts the
 * previous start and length back (PUT /api/term) and the grid refetches; the card then says so.
 */

import { useRef, useState } from "react";
import type { TermUpdateCard as TermUpdateCardPayload } from "@/lib/protocol";
import { saveTerm } from "@/client/settings-api";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { Button } from "@/components/ui/button";
import { CardShell } from "./card-shell";
import { NoteIcon, UndoIcon } from "./icons";

export function TermUpdateCard({ card, locked = false }: { card: TermUpdateCardPayload; locked?: boolean }) {
  const { data } = card;
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
      // The student had it this way: the study blocks follow their week numbers back, as they came.
      await saveTerm(data.restore, { confirmShift: true });
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
    <CardShell subtle accent={undone ? "neutral" : "sky"} icon={undone ? <UndoIcon /> : <NoteIcon />} title={undone ? "学期改动已撤销" : card.title || "学期已修改"}>
      <p className="text-sm text-zinc-700 dark:text-zinc-200" data-testid="term-update">
        <span className="text-zinc-500 line-through decoration-zinc-400 dark:text-zinc-400">{undone ? data.after : data.before}</span>
        <span aria-hidden="true" className="mx-1.5 text-zinc-400">
          →
        </span>
        <span className="sr-only">改为</span>
        <span className="font-medium text-zinc-900 dark:text-zinc-50">{undone ? data.before : data.after}</span>
      </p>
      <div className="mt-2 flex items-center gap-3" aria-live="polite">
        {undone ? (
          <p className="text-xs text-zinc-500 dark:text-zinc-400">已改回原来的学期。</p>
        ) : (
          <Button variant="secondary" size="sm" disabled={pending || locked} onClick={() => void undo()} data-testid="term-update-undo">
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
