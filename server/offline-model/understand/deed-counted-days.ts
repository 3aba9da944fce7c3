/**
 * "下周二交作业之前一天晚上十点提醒我", "周五答辩的前两天上午": a day said, the deed done on it, then a day counted from
 * it in the same clause. The tools read the first date phrase, the deed's own day; the day counted from it (which
 * the shared reader reads as 下周二前一天晚上十点) is when the note is due.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";

/** Only where a date phrase is is read, never what day it is: any fixed moment serves. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
/** A day alone, with no clock of its own: the deed's day. */
const DAY_ONLY = /^(?:下下|下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]$|^(?:今天|明天|后天|大后天)$|^\d{1,2}月\d{1,2}[日号]?$/;
/**
 * The deed (a verb and its thing, no clause break, no other day), then 前/后 and a count of days, with the part of the
 * day and clock it may carry. Groups: before or after, the count, the rest.
 */
const COUNTED = /^(?:要|得)?[交考开去做报答见办][^，,。；;！!？?周星期拜天日号月今明]{0,8}?的?(?:之|以)?(前|后)\s*([一两二三]|[1-3])\s*天的?((?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)?\s*(?:(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|一刻|三刻|\d{1,2}分?)?))?)/;

export function dayCountedFromDeed(content: string): string | undefined {
  const first = parseDateTime(content, LOCATING);
  const day = first?.matchedText.trim() ?? "";
  if (!first || !DAY_ONLY.test(day)) return undefined;
  const counted = COUNTED.exec(content.slice(first.index + first.matchedText.length));
  if (!counted) return undefined;
  const [, direction, count, time] = counted;
  return `${day}${direction}${count}天${time.trim()}`;
}
