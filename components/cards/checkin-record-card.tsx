"use client";

/**
 * checkin_record: the check-ins a chat message recorded, one row per block — its name, when it was, and 待打卡 → 完成
 * (or 没做, 做了一部分). Small and light like the to-do edit card: the check-ins are already saved. 撤销 puts every
 * row back as it was (client/checkin-undo-api.ts) and the grid refetches; the card then says so.
 */

import type { CheckinRecordCard as CheckinRecordCardPayload } from "@/lib/protocol";
import { undoCheckins } from "@/client/checkin-undo-api";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { CardShell } from "./card-shell";
import { CheckCircleIcon, UndoIcon } from "./icons";
import { UndoFooter, useUndoAction } from "./undo-action";

export function CheckinRecordCard({ card, locked = false }: { card: CheckinRecordCardPayload; locked?: boolean }) {
  const { entries } = card.data;
  const action = useUndoAction(async () => {
    await undoCheckins(entries);
    notifyScheduleChanged();
  });
  const { undone } = action;

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
      <UndoFooter action={action} locked={locked} doneText="已改回原来的打卡。" testId="checkin-record-undo" />
    </CardShell>
  );
}
