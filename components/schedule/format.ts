/** zh-CN wording of the timetable: weekdays, dates, period ranges and the spoken label of a block. */
import type { PeriodTime } from "@/lib/calendar/clock";
import type { WeekBlock } from "@/lib/protocol/week-view";
import type { BlockOutcome } from "@/lib/protocol/checkins";
import { outcomeLabel } from "@/components/checkin/format";


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

/**
 * "第13周 · 11月30日–12月6日"; with the year of each end that is not this year's ("2025年11月24日–11月30日",
 * "12月28日–2027年1月3日"), so a past or future term is never read as this year's.
 */
export function weekTitle(week: number, firstDate: string, lastDate: string, today?: string): string {
  const year = (date: string) => date.slice(0, 4);
  const thisYear = today ? year(today) : year(firstDate);
  const first = year(firstDate) === thisYear ? monthDay(firstDate) : `${year(firstDate)}年${monthDay(firstDate)}`;
  const last = year(lastDate) === year(firstDate) ? monthDay(lastDate) : `${year(lastDate)}年${monthDay(lastDate)}`;
  return `第${week}周 · ${first}–${last}`;
}

/** A loose task's category: its blocks are named by the task alone. */
const LOOSE_TASKS = "待办";

/**
 * What a block is called on the grid: courses and 待办 by name, a class's items with their class in front, and a
 * review sitting (issue 25) as 复习 · <item>, so it is never mistaken for the item's first study.
 */
export function blockTitle(block: Pick<WeekBlock, "kind" | "name" | "category"> & { review_of?: number | null }): string {
  if (typeof block.review_of === "number") return `复习 · ${block.name}`;
  return block.kind === "course" || block.category === LOOSE_TASKS || block.category === "" ? block.name : `${block.category} · ${block.name}`;
}

/** A committed study or embedded block's outcome once it has begun; null for the rest (courses, drafts, future blocks). */
export function shownOutcome(block: WeekBlock): BlockOutcome | null {
  return (block.kind === "study" || block.kind === "embedded") && block.outcome ? block.outcome : null;
}

/**
 * The badges a block shows after its title, in the order shown: a begun study block's outcome first (已完成 / 做了一部分
 * / 没做 / 待打卡), then 固定 / 可嵌入 / 待确认 / 将移走 / 将移除, and 嵌入 last (the spoken label completes it with the
 * host's name).
 */
export function blockBadges(block: WeekBlock): string[] {
  const badges: string[] = [];
  const outcome = shownOutcome(block);
  if (outcome) badges.push(outcomeLabel(outcome));
  if (block.kind === "course" && block.locked) badges.push("固定");
  if (block.kind === "course" && block.can_embed) badges.push("可嵌入");
  if (block.kind === "draft") badges.push("待确认");
  if (block.draft_effect === "moved") badges.push("将移走");
  if (block.draft_effect === "removed") badges.push("将移除");
  if (block.kind === "embedded" || (block.kind === "draft" && block.host_name)) badges.push("嵌入");
  return badges;
}

/**
 * "周四 第5-6节 离散数学期末复习 · 集合与二元关系，待确认": what a screen reader announces for a block. Everything the
 * block shows (title, badges, the place when `location` is shown) is in it, in the same order, so a student who says
 * what they see reaches it by voice (WCAG 2.5.3, label in name); the host's name completes the last badge, 嵌入.
 */
export function blockLabel(block: WeekBlock, location: string | null = null): string {
  const badges = blockBadges(block);
  const host = block.host_name ? `嵌入「${block.host_name}」` : null;
  const parts = [blockTitle(block), ...badges];
  if (host && parts.at(-1) === "嵌入" && location === null) parts[parts.length - 1] = host;
  if (location !== null) parts.push(location);
  if (host && !parts.includes(host)) parts.push(host);
  return `${weekdayName(block.day_of_week)} ${periodRange(block.slot_start, block.slot_end)} ${parts.join("，")}`;
}
