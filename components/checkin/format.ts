/**
 * How check-ins read to the student: outcomes (待打卡, never "unconfirmed"), days said the way a person says them
 * (昨天, 前天, 12月3日 周四) and when the next block starts ("19:00 开始，还有 25 分钟"). Dates are the student's
 * calendar dates; instants are read in the student's zone, which the caller passes.
 */
import { daysBetween, wallClockAt } from "@/lib/calendar/zoned-time";
import { formatCalendarDate } from "@/client/format";
import type { BlockOutcome } from "@/lib/protocol/checkins";

const OUTCOME_WORDS: Record<BlockOutcome, string> = { done: "已完成", partial: "做了一部分", skipped: "没做", unconfirmed: "待打卡" };

/** "已完成", "做了 1 节" (a partial block whose periods are known), "做了一部分", "没做", "待打卡". */
export function outcomeLabel(outcome: BlockOutcome, periodsDone: number | null = null): string {
  if (outcome === "partial" && periodsDone !== null && periodsDone > 0) return `做了 ${periodsDone} 节`;
  return OUTCOME_WORDS[outcome];
}

/** A calendar date said from `today`: 今天, 昨天, 前天, 明天, 后天, else "12月3日 周四". */
export function dayWords(date: string, today: string): string {
  const offset = daysBetween(today, date);
  const near: Record<number, string> = { [-2]: "前天", [-1]: "昨天", 0: "今天", 1: "明天", 2: "后天" };
  return near[offset] ?? formatCalendarDate(date) ?? date;
}

/**
 * The daily card's question: "昨天的 3 个学习块完成了吗？" when every block is of one day, "最近的 5 个学习块完成了吗？"
 * when they span several.
 */
export function checkinQuestion(dates: readonly string[], today: string): string {
  const days = [...new Set(dates)];
  const when = days.length === 1 ? dayWords(days[0], today) : "最近";
  return `${when}的 ${dates.length} 个学习块完成了吗？`;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** "19:00": the wall-clock time of an instant in the student's zone. */
export function clockTime(instant: string | Date, timeZone: string): string {
  const { hour, minute } = wallClockAt(new Date(instant), timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** "还有 25 分钟", "还有 2 小时 5 分钟", "还有 3 天"; "马上开始" within a minute. */
function timeUntil(instant: string | Date, now: Date): string {
  const minutes = Math.ceil((new Date(instant).getTime() - now.getTime()) / 60_000);
  if (minutes <= 1) return "马上开始";
  if (minutes < 60) return `还有 ${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `还有 ${hours} 小时` : `还有 ${hours} 小时 ${minutes % 60} 分钟`;
  return `还有 ${Math.round(hours / 24)} 天`;
}

/**
 * When the next block starts, in clock time and words: "19:00 开始，还有 25 分钟" today, "明天 08:00 开始，还有 11 小时
 * 30 分钟", "12月7日 周一 08:00 开始，还有 3 天".
 */
export function startsLabel(startsAt: string, now: Date, timeZone: string): string {
  const start = wallClockAt(new Date(startsAt), timeZone);
  const today = wallClockAt(now, timeZone).date;
  const day = start.date === today ? "" : `${dayWords(start.date, today)} `;
  return `${day}${clockTime(startsAt, timeZone)} 开始，${timeUntil(startsAt, now)}`;
}

/** A to-do's deadline: "今天 23:59", "明天 18:00", "12月1日 周二 23:59" (overdue ones are in the past). */
export function deadlineLabel(deadlineAt: string, today: string, timeZone: string): string {
  const deadline = wallClockAt(new Date(deadlineAt), timeZone);
  return `${dayWords(deadline.date, today)} ${clockTime(deadlineAt, timeZone)}`;
}
