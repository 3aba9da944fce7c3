"use client";
/**
 * The periods the latest answer to a question about time talks about ("明天下午有空吗"), which the week grid marks.
 * The chat sets it (from the answer's time_highlight part, or null when the next turn starts) and the grid reads
 * it. It is a value, not an event: the chat may mount and set it before the grid is there to listen.
 */
import { useSyncExternalStore } from "react";
import type { HighlightPeriod, TimeHighlightData } from "@/lib/protocol";
import { monthDay, periodRange, weekdayName } from "./format";

export interface ShownHighlight {
  /** Which answer it comes from (a message id and part index), so the same answer is not shown twice. */
  key: string;
  data: TimeHighlightData;
  /** Raised by every set: the grid jumps to the periods again when an answer's 在日程中查看 asks for them anew. */
  version: number;
}

let current: ShownHighlight | null = null;
let version = 0;
const listeners = new Set<() => void>();

/** Shows an answer's periods on the grid (null clears them). Setting the same answer again is a no-op. */
export function setTimeHighlight(next: { key: string; data: TimeHighlightData } | null, options: { again?: boolean } = {}): void {
  if (next === null ? current === null : current?.key === next.key && !options.again) return;
  version += 1;
  current = next === null ? null : { ...next, version };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTimeHighlight(): ShownHighlight | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** "空闲 12月3日 周四 第5-6节 14:00–15:40", or "有安排 … 高等数学": what a screen reader says for a marked run. */
export function highlightLabel(period: HighlightPeriod): string {
  const when = `${monthDay(period.date)} ${weekdayName(period.day_of_week)} ${periodRange(period.slot_start, period.slot_end)} ${period.start}–${period.end}`;
  if (period.kind === "free") return `空闲 ${when}`;
  return `有安排 ${when}${period.label ? ` ${period.label}` : ""}`;
}
