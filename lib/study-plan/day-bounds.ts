/**
 * What a task class may ask of the term's day, which has 8-16 periods (its clock's length, 12 by default): an item
 * lasts 1..N periods (the planner places it as one run on one day), and the blocks a class may exclude are the day's
 * 2-period blocks 1..ceil(N/2), the last one of an odd day being its last period alone (block 7 of 13 = 第13节), as
 * the planner reads them. No imports beyond the day's bounds, so the plan form checks exactly what the server does.
 */
import { DEFAULT_PERIODS_PER_DAY } from "@/lib/schedule/state";

/** Before a term is set the day is the default one. */
export function dayLength(periods: number | null | undefined): number {
  return periods ?? DEFAULT_PERIODS_PER_DAY;
}

export function excludableBlockCount(periods: number): number {
  return Math.ceil(periods / 2);
}

/** 1, 2, … ceil(N/2). */
export function excludableBlocks(periods: number): number[] {
  return Array.from({ length: excludableBlockCount(periods) }, (_, index) => index + 1);
}

/** Block 1 → "第1-2节"; block 7 of a 13-period day → "第13节". */
export function blockLabel(block: number, periods: number): string {
  const start = block * 2 - 1;
  const end = Math.min(block * 2, periods);
  return start === end ? `第${start}节` : `第${start}-${end}节`;
}

/** "排除时段只能是 1-7（1 = 第1-2节 … 7 = 第13-14节）": the real last block of this day. */
export function excludedBlocksMessage(periods: number): string {
  const last = excludableBlockCount(periods);
  return `排除时段只能是 1-${last}（1 = ${blockLabel(1, periods)} … ${last} = ${blockLabel(last, periods)}）`;
}

export function durationMessage(periods: number): string {
  return `时长需要是 1-${periods} 节的整数`;
}

export function isDuration(duration: number, periods: number): boolean {
  return Number.isInteger(duration) && duration >= 1 && duration <= periods;
}
