"use client";
/**
 * Moving a focused study block from the keyboard: an arrow key starts choosing (←/→ the day, on into next week;
 * ↑/↓ the first period), Enter moves it there, Esc or leaving the block gives up. What is chosen is spoken and
 * shown above the grid, and drawn in it when that day is on screen.
 */
import { useMemo, useState, type KeyboardEvent } from "react";
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import type { DropPreview } from "./grid-dnd";
import { dayOptions, lastStart, type MoveTarget } from "./moves";

interface Choosing {
  block: WeekBlock;
  /** Index into dayOptions(view). */
  day: number;
  slot_start: number;
}

interface KeyboardMove {
  block: WeekBlock | null;
  target: MoveTarget | null;
  /** The target drawn in the shown week, when it lies there. */
  preview: DropPreview | null;
  onKeyDown(block: WeekBlock, event: KeyboardEvent<HTMLElement>): void;
  cancel(): void;
}

export function useKeyboardMove(view: WeekView, onMove: (block: WeekBlock, target: MoveTarget) => void): KeyboardMove {
  const options = useMemo(() => dayOptions(view), [view]);
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const option = choosing ? options[choosing.day] : undefined;
  const target: MoveTarget | null = choosing && option ? { date: option.date, week: option.week, day_of_week: option.day_of_week, slot_start: choosing.slot_start } : null;
  const span = choosing ? choosing.block.slot_end - choosing.block.slot_start : 0;

  const onKeyDown = (block: WeekBlock, event: KeyboardEvent<HTMLElement>) => {
    const current = choosing?.block.id === block.id ? choosing : null;
    if (current && event.key === "Enter") {
      event.preventDefault();
      setChoosing(null);
      if (target && (target.date !== block.date || target.slot_start !== block.slot_start)) onMove(block, target);
      return;
    }
    if (current && event.key === "Escape") {
      event.preventDefault();
      setChoosing(null);
      return;
    }
    const step = ARROWS[event.key];
    if (!step || options.length === 0) return;
    event.preventDefault();
    const start = current ?? { block, day: Math.max(0, options.findIndex((day) => day.date === block.date)), slot_start: block.slot_start };
    setChoosing({
      block,
      day: Math.min(Math.max(start.day + step.day, 0), options.length - 1),
      slot_start: Math.min(Math.max(start.slot_start + step.period, 1), lastStart(block, view.term.section_times.length)),
    });
  };

  return {
    block: choosing?.block ?? null,
    target,
    preview: target && target.week === view.week ? { day_of_week: target.day_of_week, slot_start: target.slot_start, slot_end: target.slot_start + span } : null,
    onKeyDown,
    cancel: () => setChoosing(null),
  };
}

const ARROWS: Record<string, { day: number; period: number }> = {
  ArrowLeft: { day: -1, period: 0 },
  ArrowRight: { day: 1, period: 0 },
  ArrowUp: { day: 0, period: -1 },
  ArrowDown: { day: 0, period: 1 },
};
