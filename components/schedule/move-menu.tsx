"use client";
/**
 * 移到…: the block's new day (this week or next) and first period, chosen with two selects. Opens from a click or
 * tap on a study block (or Enter / Space on it), takes focus, and gives it back to the block when closed (Esc).
 */
import { useEffect, useId, useRef, useState } from "react";
import type { PeriodTime } from "@/lib/calendar/clock";
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "./block-style";
import { blockTitle, clockRange, monthDay, periodRange, weekdayName } from "./format";
import { dayOptions, lastStart, type MoveTarget } from "./moves";

const SELECT = `h-9 min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ${FOCUS_RING}`;

function periodLabel(sectionTimes: readonly PeriodTime[], slotStart: number, slotEnd: number): string {
  const clock = clockRange(sectionTimes, slotStart, slotEnd);
  return `${periodRange(slotStart, slotEnd)}${clock ? ` ${clock}` : ""}`;
}

/**
 * What already sits in the periods a start would take on that date, as far as this week's view knows ("（已有「程序
 * 设计」）"): said beside the option rather than hidden, since a 水课 may still take a task item as its guest.
 */
function takenBy(view: WeekView, block: WeekBlock, date: string, slotStart: number, slotEnd: number): string {
  const names = view.blocks
    .filter(
      (other) =>
        other.date === date &&
        other.id !== block.id &&
        other.kind !== "embedded" &&
        other.draft_effect === undefined &&
        other.slot_start <= slotEnd &&
        slotStart <= other.slot_end,
    )
    .map((other) => `「${other.name}」`);
  return names.length > 0 ? `（已有${[...new Set(names)].join("")}）` : "";
}

interface MoveMenuProps {
  block: WeekBlock;
  view: WeekView;
  onMove(block: WeekBlock, target: MoveTarget): void;
  onClose(): void;
}

export function MoveMenu({ block, view, onMove, onClose }: MoveMenuProps) {
  const titleId = useId();
  const options = dayOptions(view);
  const span = block.slot_end - block.slot_start;
  const [date, setDate] = useState(options.some((day) => day.date === block.date) ? block.date : (options[0]?.date ?? block.date));
  const [slotStart, setSlotStart] = useState(block.slot_start);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);

  const chosen = options.find((day) => day.date === date);
  const unchanged = date === block.date && slotStart === block.slot_start;
  const submit = () => {
    if (!chosen || unchanged) return;
    onMove(block, { date: chosen.date, week: chosen.week, day_of_week: chosen.day_of_week, slot_start: slotStart });
  };

  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      data-testid="move-menu"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      className="mb-2 rounded-lg border border-violet-300 bg-violet-50 p-3 text-sm text-zinc-800 dark:border-violet-800 dark:bg-violet-950/50 dark:text-zinc-100"
    >
      <h3 id={titleId} className="font-semibold">
        移到…「{blockTitle(block)}」
      </h3>
      <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-300">
        现在：{weekdayName(block.day_of_week)} {monthDay(block.date)} {periodLabel(view.term.section_times, block.slot_start, block.slot_end)}
      </p>
      {options.length === 0 ? (
        <p className="mt-2">这周已经过去了，换到下一周再调整吧。</p>
      ) : (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label className="flex min-w-0 flex-col gap-1 text-xs font-medium">
            日期
            <select ref={first} data-testid="move-day" className={SELECT} value={date} onChange={(event) => setDate(event.target.value)}>
              {options.map((day) => (
                <option key={day.date} value={day.date}>
                  {day.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-xs font-medium">
            开始节次
            <select data-testid="move-period" className={SELECT} value={slotStart} onChange={(event) => setSlotStart(Number(event.target.value))}>
              {Array.from({ length: lastStart(block, view.term.section_times.length) }, (_, index) => index + 1).map((start) => (
                <option key={start} value={start}>
                  {periodLabel(view.term.section_times, start, start + span)}
                  {takenBy(view, block, date, start, start + span)}
                </option>
              ))}
            </select>
          </label>
          <div className="flex gap-2">
            <Button type="submit" variant="primary" size="sm" data-testid="move-submit" disabled={unchanged}>
              移动
            </Button>
            <Button size="sm" data-testid="move-close" onClick={onClose}>
              取消
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
