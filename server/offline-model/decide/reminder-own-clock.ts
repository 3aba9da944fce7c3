/**
 * "元旦完1月3号返校，下午四点的车，提醒我中午十二点出门", "周五回家，晚上七点的高铁，叫我下午五点出发": the day and
 * other times are told first as context, and the reminder's own clause says its clock. That clock is when the note is
 * due, on the nearest day said before it — not the first time the message names (the train's 下午四点).
 */
import { nearestDay } from "../understand/that-day-notes";

// The part of the day is part of it: a bare "两点半" is left to the readers that weigh the day's other times.
const CLOCK = String.raw`(?:早上|上午|中午|下午|傍晚|晚上)\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|一刻|三刻|\d{1,2}分?|[一二三四五]十分?)?)`;
/** The last clause: 提醒我 / 叫我 with a clock, then the deed (no day of its own). */
const OWN_CLOCK_CLAUSE = new RegExp(String.raw`[，,。；;]\s*(?:你|记得|到时候?|然后)?(?:提醒|叫|喊)我\s*(${CLOCK})(?=\p{Script=Han})[^，,。；;]*[。!！~～\s]*$`, "u");

/** The day and clock words the note is due at, or undefined when the message is not so shaped. */
export function reminderOwnClock(text: string): string | undefined {
  const own = OWN_CLOCK_CLAUSE.exec(text);
  if (!own) return undefined;
  const day = nearestDay(text.slice(0, own.index));
  return day === undefined ? undefined : `${day}${own[1].trim()}`;
}
