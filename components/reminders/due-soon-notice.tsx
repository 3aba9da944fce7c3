"use client";
/**
 * While the app is open, what is due in the next 15 minutes — the next study block (GET /api/today's `next`) and
 * to-dos due today (`deadlines`) — shows as a small polite notice, without asking for notification permission. Each
 * item is shown once: 知道了 puts it away for the rest of the browser session, and it leaves by itself once it starts
 * or falls due. The live region is always on the page, so a screen reader hears a notice when one appears; its text
 * names the clock time, not a countdown, so it is read once rather than every half minute.
 */
import { useNow } from "@/components/ui/use-now";
import { useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { blockTitle } from "@/components/schedule/format";
import { clockTime } from "@/components/checkin/format";
import { useToday } from "@/components/checkin/use-today";
import type { TodayView } from "@/lib/protocol/checkins";

const WINDOW_MS = 15 * 60_000;
const STORAGE_KEY = "planner:due-soon-seen";

interface DueItem {
  key: string;
  text: string;
}

const within = (at: string, now: Date) => {
  const left = new Date(at).getTime() - now.getTime();
  return left > 0 && left <= WINDOW_MS;
};

/** What falls in the next 15 minutes, soonest first. */
function dueSoon(today: TodayView, now: Date, timeZone: string): DueItem[] {
  const items: Array<DueItem & { at: number }> = [];
  const next = today.next;
  if (next && within(next.starts_at, now)) {
    items.push({
      key: `block:${next.event_id}:${next.date}:${next.slot_start}`,
      text: `学习块「${blockTitle(next)}」${clockTime(next.starts_at, timeZone)} 开始。`,
      at: new Date(next.starts_at).getTime(),
    });
  }
  for (const todo of today.deadlines) {
    if (!within(todo.deadline_at, now)) continue;
    items.push({
      key: `todo:${todo.id}:${todo.deadline_at}`,
      text: `待办「${todo.title}」${clockTime(todo.deadline_at, timeZone)} 截止。`,
      at: new Date(todo.deadline_at).getTime(),
    });
  }
  return items.sort((a, b) => a.at - b.at).map(({ key, text }) => ({ key, text }));
}

function readSeen(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === "string") : [];
  } catch {
    return [];
  }
}


export function DueSoonNotice({ timeZone }: { timeZone: string }) {
  const { today } = useToday();
  const now = useNow();
  const [seen, setSeen] = useState<string[]>(() => (typeof window === "undefined" ? [] : readSeen()));
  const shown = today ? dueSoon(today, now, timeZone).filter((item) => !seen.includes(item.key)) : [];

  const dismiss = (key: string) => {
    const next = [...seen, key].slice(-50);
    setSeen(next);
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode without storage: the notice stays away for this page only.
    }
  };

  return (
    <div role="status" aria-live="polite" data-testid="due-soon" className={shown.length > 0 ? "shrink-0 border-b border-amber-200 bg-amber-50 px-3 py-2 dark:border-amber-900 dark:bg-amber-950" : "sr-only"}>
      {shown.length > 0 ? (
        <ul className="mx-auto flex max-w-3xl flex-col gap-1.5">
          {shown.map((item) => (
            <li key={item.key} className="flex items-center gap-3 text-sm text-amber-950 dark:text-amber-50">
              <span className="min-w-0 flex-1 break-words">
                <span className="font-medium">15 分钟内：</span>
                {item.text}
              </span>
              <button
                type="button"
                onClick={() => dismiss(item.key)}
                aria-label={`知道了：${item.text}`}
                className={`shrink-0 rounded-md px-2 py-1 text-sm font-medium text-amber-900 underline underline-offset-2 hover:bg-amber-100 dark:text-amber-100 dark:hover:bg-amber-900 ${FOCUS_RING}`}
              >
                知道了
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
