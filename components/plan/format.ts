/** How the study plan names strategies, periods, date ranges, placements and progress. */
import { formatCalendarDate, formatPeriods } from "@/client/format";
import { blockLabel } from "@/lib/study-plan/day-bounds";
import type { ItemPlacement, Strategy, TaskItem } from "@/client/task-classes-api";

export const STRATEGY_LABELS: Record<Strategy, string> = { steady: "稳扎稳打", rapid: "快速推进" };

export const STRATEGY_HINTS: Record<Strategy, string> = {
  steady: "均匀分散在整个日期范围内",
  rapid: "尽早排完，越靠前越好",
};

/** An excluded block on a day of `periods` periods: 1 -> "第1-2节", 6 -> "第11-12节", 7 of 13 -> "第13节". */
export function slotLabel(slot: number, periods: number): string {
  return blockLabel(slot, periods);
}

export { dateRangeLabel } from "@/client/format";

/** "3月5日 周三 第3-4节 · 嵌入水课"; the term week when the date is unknown. */
export function placementLabel(placement: ItemPlacement): string {
  const day = (placement.date && formatCalendarDate(placement.date)) || `第${placement.week}周 周${"一二三四五六日"[placement.day_of_week - 1] ?? placement.day_of_week}`;
  const where = `${day} ${formatPeriods(placement.section_start, placement.section_end)}`;
  return placement.embedded ? `${where} · 嵌入水课` : where;
}

export function placedCount(items: readonly TaskItem[]): number {
  return items.filter((item) => item.status === "applied").length;
}

/** "已安排 3/8" */
export function progressLabel(items: readonly TaskItem[]): string {
  return `已安排 ${placedCount(items)}/${items.length}`;
}

/** "完成 2/8": items whose every block was checked in as done. */
export function doneLabel(done: number, total: number): string {
  return `完成 ${done}/${total}`;
}

export function durationLabel(duration: number): string {
  return `${duration} 节`;
}
