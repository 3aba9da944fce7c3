"use client";
/**
 * The line above the grid while an answer's periods are marked: what is marked, a way back to their week when the
 * student has paged away, and 清除标记.
 */
import type { TimeHighlightData } from "@/lib/protocol";
import { FOCUS_RING } from "./block-style";

const BAR_BUTTON = `shrink-0 rounded-md border border-amber-600/60 bg-white px-2 py-0.5 text-xs font-medium text-amber-900 hover:bg-amber-50 dark:border-amber-300/50 dark:bg-zinc-900 dark:text-amber-100 dark:hover:bg-zinc-800 ${FOCUS_RING}`;

/** "2段空闲" / "3项安排" / "1段空闲、2项安排". */
function countText(data: TimeHighlightData): string {
  const free = data.periods.filter((period) => period.kind === "free").length;
  const busy = data.periods.length - free;
  return [free > 0 ? `${free}段空闲` : "", busy > 0 ? `${busy}项安排` : ""].filter(Boolean).join("、");
}

export interface HighlightBarProps {
  data: TimeHighlightData;
  /** How many of the periods the week on screen holds; none: offer the way back to `weekOfFirst`. */
  shownHere: number;
  weekOfFirst: number;
  onShowWeek(week: number): void;
  onClear(): void;
}

export function HighlightBar({ data, shownHere, weekOfFirst, onShowWeek, onClear }: HighlightBarProps) {
  return (
    <div
      data-testid="time-highlight-bar"
      className="flex flex-wrap items-center gap-2 border-b border-amber-200 bg-yellow-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-300/20 dark:bg-yellow-300/10 dark:text-amber-50"
    >
      <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm outline-2 outline-dashed outline-amber-600 dark:outline-amber-300" />
      <p className="min-w-0 flex-1">
        已标出：{data.title}
        <span className="text-amber-800 dark:text-amber-200">（{countText(data)}）</span>
      </p>
      {shownHere === 0 ? (
        <button type="button" className={BAR_BUTTON} onClick={() => onShowWeek(weekOfFirst)}>
          看第{weekOfFirst}周
        </button>
      ) : null}
      <button type="button" className={BAR_BUTTON} onClick={onClear} data-testid="clear-highlight">
        清除标记
      </button>
    </div>
  );
}
