/**
 * checkin_record: the check-ins a chat message recorded, one row per block — its name, when it was, and 待打卡 → 完成
 * (or 没做, 做了一部分). Small and light like the to-do edit card: the check-in is already saved; the grid and 今天
 * change it again.
 */
import type { CheckinRecordCard as CheckinRecordCardPayload } from "@/lib/protocol";
import { CardShell } from "./card-shell";
import { CheckCircleIcon } from "./icons";

export function CheckinRecordCard({ card }: { card: CheckinRecordCardPayload }) {
  const { entries } = card.data;
  return (
    <CardShell subtle accent="emerald" icon={<CheckCircleIcon />} title={card.title || `已记录 ${entries.length} 个学习块的打卡`}>
      <ul className="space-y-1.5 text-sm">
        {entries.map((entry) => (
          <li key={`${entry.event_id}:${entry.date}:${entry.slot_start}`} className="flex flex-wrap items-baseline gap-x-2" data-testid="checkin-record-entry">
            <span className="font-medium text-zinc-900 dark:text-zinc-50">{entry.name}</span>
            <span className="text-xs text-zinc-500 dark:text-zinc-400">{entry.when}</span>
            <span className="text-zinc-700 dark:text-zinc-200">
              <span className="text-zinc-500 line-through decoration-zinc-400 dark:text-zinc-400">{entry.before}</span>
              <span aria-hidden="true" className="mx-1.5 text-zinc-400">
                →
              </span>
              <span className="sr-only">改为</span>
              <span className="font-medium">{entry.after}</span>
            </span>
          </li>
        ))}
      </ul>
    </CardShell>
  );
}
