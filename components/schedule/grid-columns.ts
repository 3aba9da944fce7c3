/** Where a day sits in the week grid: its own column when wide, the one visible column of a narrow grid. */
import type { CSSProperties } from "react";

type ColumnStyle = CSSProperties & { "--day-column": number };

export function columnStyle(dayOfWeek: number, extra: CSSProperties = {}): ColumnStyle {
  return { "--day-column": dayOfWeek + 1, ...extra };
}

/** Wide: the day's own column. Narrow: the one visible column, and other days are not drawn at all. */
export function dayColumnClass(dayOfWeek: number, selectedDay: number): string {
  return `col-start-2 @2xl:col-start-(--day-column) ${dayOfWeek === selectedDay ? "" : "@max-2xl:hidden"}`;
}
