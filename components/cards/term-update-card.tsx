"use client";

/**
 * term_update: the term the chat just changed — this week's number and the first day, before → after. 撤销 puts the
 * previous start and length back (PUT /api/term) and the grid refetches; the card then says so.
 */

import type { TermUpdateCard as TermUpdateCardPayload } from "@/lib/protocol";
import { saveTerm } from "@/client/settings-api";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { CardShell } from "./card-shell";
import { NoteIcon, UndoIcon } from "./icons";
import { UndoFooter, useUndoAction } from "./undo-action";

export function TermUpdateCard({ card, locked = false }: { card: TermUpdateCardPayload; locked?: boolean }) {
  const { data } = card;
  const action = useUndoAction(async () => {
    // The student had it this way: the study blocks follow their week numbers back, as they came.
    await saveTerm(data.restore, { confirmShift: true });
    notifyScheduleChanged();
  });
  const { undone } = action;

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
      <UndoFooter action={action} locked={locked} doneText="已改回原来的学期。" testId="term-update-undo" />
    </CardShell>
  );
}
