/** zh-CN wording of the timetable: weekdays, dates, period ranges and the spoken label of a block. */
import type { PeriodTime } from "@/lib/calendar/clock";
import type { WeekBlock } from "@/lib/protocol/week-view";


const WEEKDAY_NAMES = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] as const;

/** day_of_week 1 = Monday ... 7 = Sunday. */
export function weekdayName(dayOfWeek: number): string {
  return WEEKDAY_NAMES[dayOfWeek - 1] ?? `第${dayOfWeek}天`;
}

/** "2026-11-30" -> "11月30日". */
export function monthDay(date: string): string {
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
}

/** "第3-4节", or "第5节" for a single period. */
export function periodRange(slotStart: number, slotEnd: number): string {
  return slotStart === slotEnd ? `第${slotStart}节` : `第${slotStart}-${slotEnd}节`;
}

/** "10:00–11:40" from the first period's start to the last one's end; empty when the times are unknown. */
export function clockRange(sectionTimes: readonly PeriodTime[], slotStart: number, slotEnd: number): string {
  const start = sectionTimes[slotStart - 1]?.start;
  const end = sectionTimes[slotEnd - 1]?.end;
  return start && end ? `${start}–${end}` : "";
}

/** "第13周 · 11月30日–12月6日". */
export function weekTitle(week: number, firstDate: string, lastDate: string): string {
  return `第${week}周 · ${monthDay(firstDate)}–${monthDay(lastDate)}`;
}

/** A loose task's category: its blocks are named by the task alone. */
const LOOSE_TASKS = "待办";

/** What a block is called on the grid: courses and 待办 by name, a class's items with their class in front. */
export function blockTitle(block: Pick<WeekBlock, "kind" | "name" | "category">): string {
  return block.kind === "course" || block.category === LOOSE_TASKS || block.category === "" ? block.name : `${block.category} · ${block.name}`;
}

/** The short notes after a block's title: 固定 / 可嵌入 / 嵌入… / 待确认 / 将移走. */
function blockNotes(block: WeekBlock): string[] {
  const notes: string[] = [];
  if (block.kind === "course" && block.locked) notes.push("固定");
  if (block.kind === "course" && block.can_embed) notes.push("可嵌入");
  if ((block.kind === "embedded" || block.kind === "draft") && block.host_name) notes.push(`嵌入${block.host_name}`);
  if (block.kind === "draft") notes.push("待确认");
  if (block.draft_effect === "moved") notes.push("将移走");
  if (block.draft_effect === "removed") notes.push("将移除");
  return notes;
}

/** "周三 第3-4节 离散数学期末复习 · 集合与二元关系（待确认）": what a screen reader announces for a block. */
export function blockLabel(block: WeekBlock): string {
  const notes = blockNotes(block);
  const suffix = notes.length > 0 ? `（${notes.join("，")}）` : "";
  return `${weekdayName(block.day_of_week)} ${periodRange(block.slot_start, block.slot_end)} ${blockTitle(block)}${suffix}`;
}
