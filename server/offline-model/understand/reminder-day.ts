/**
 * A reminder whose own clause names its day, after a clause that names another day as the reason: "周日室友过生日，
 * 提醒我周六晚上八点去买礼物", "这周六要搬宿舍，周五晚上9点提醒我收拾东西". The reminder's day is the one meant; the other
 * only says why. The recording tools read the first date phrase of their words, so the reminder's clause goes first and
 * the reason after it, every word kept.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { tidyText } from "@/lib/tasks/task-text";

/** Only where a date phrase is is read here, never what day it is: any fixed moment serves. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
/** A phrase that names a day, not only a clock time or a part of the day. */
const NAMES_DAY = /周|星期|礼拜|[今明后]天|今晚|明晚|明早|[日号]|月|元旦|国庆|圣诞|平安夜/;

function namedDay(words: string): { index: number; text: string } | undefined {
  const date = parseDateTime(words, LOCATING);
  return date && NAMES_DAY.test(date.matchedText) ? { index: date.index, text: date.matchedText } : undefined;
}

/**
 * The note of a message cut around its cue (`before` 提醒我 `after`), the reminder's clause first, when that clause
 * names a day and a clause before it names another; undefined otherwise.
 */
export function reminderDayNote(before: string, after: string): string | undefined {
  const breakAt = Math.max(...[...before.matchAll(/[，,。；;！!]/g)].map((mark) => mark.index), -1);
  const ownBefore = before.slice(breakAt + 1);
  const afterDay = namedDay(after);
  // The reminder's day opens what follows the cue, or sits in the cue's own clause before it.
  const ownDay = afterDay?.index === 0 ? afterDay : namedDay(ownBefore);
  if (!ownDay) return undefined;
  const reason = ownDay === afterDay ? before : before.slice(0, Math.max(breakAt, 0));
  const reasonDay = namedDay(reason);
  if (!reasonDay || reasonDay.text.trim() === ownDay.text.trim()) return undefined;
  const reminder = ownDay === afterDay ? after : `${ownBefore} ${after}`;
  return tidyText(`${inReasonWeek(reminder.trim(), reasonDay.text)}，${reason.replace(/[，,。；;！!\s]*(?:所以|因此|于是|那就|就)?[，,。；;！!\s]*$/, "")}`);
}

const WEEKDAY_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };
const BARE_WEEKDAY = /^(?:周|星期|礼拜)([一二三四五六日天])/;
const LATER_WEEKDAY = /^((?:下下|下)个?)(?:周|星期|礼拜)([一二三四五六日天])/;

/**
 * "因为下周三比赛，提醒我周二晚上再练一遍": a bare weekday before the reason's day, in a later week, is that week's (the
 * day before the contest), not this week's.
 */
function inReasonWeek(reminder: string, reasonDay: string): string {
  const bare = BARE_WEEKDAY.exec(reminder);
  const later = LATER_WEEKDAY.exec(reasonDay.trim());
  if (!bare || !later || WEEKDAY_NUMBERS[bare[1]] >= WEEKDAY_NUMBERS[later[2]]) return reminder;
  return `${later[1]}${reminder}`;
}
