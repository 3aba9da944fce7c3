/**
 * A deadline moved by an amount rather than to a day: "延后一天", "往后推两天", "提前3小时", "晚一周",
 * "push it back a day", "two days earlier". The new deadline is the old one moved in the student's zone, so a day
 * later keeps the clock time the student chose even across a change of offset.
 */
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { addHours } from "date-fns/addHours";
import { NUMBER_PATTERN, parseSmallNumber } from "./chinese-numbers";
import { DURATION_SOURCE, saidDuration } from "./said-durations";

type ShiftUnit = "day" | "week" | "hour";

export interface DeadlineShift {
  /** Positive moves later, negative earlier; hours may be a fraction ("一个半小时" is 1.5). */
  amount: number;
  unit: ShiftUnit;
}

const ZH_LATER = "(?:往后|向后|再)?(?:推迟|推后|延后|延期|延迟|顺延|延长|延|推|挪后|晚|宽限)";
const ZH_EARLIER = "(?:往前|向前)?(?:提前|提早|挪前|早)";
const ZH_AMOUNT = `(${NUMBER_PATTERN}|半|几)?\\s*(?:个)?\\s*(天|日|周|星期|礼拜|小时|钟头)`;
const ZH_SHIFT = new RegExp(`^(?:截止(?:时间|日期)?|ddl|deadline)?\\s*(${ZH_LATER}|${ZH_EARLIER})(?:了|到|个)?\\s*${ZH_AMOUNT}(?:吧|呗|呀|哦|啊)?[。.!！~～\\s]*$`, "i");
/**
 * "宽限一个半小时", "提前半小时", "推迟45分钟", "晚一刻钟": less than a day, or hours and a half, read by the shared
 * duration reader (said-durations.ts) and kept as hours (1.5). Only amounts of hours and minutes: a part of the day
 * ("一上午") is no deadline's shift.
 */
const ZH_TIME_SHIFT = new RegExp(`^(?:截止(?:时间|日期)?|ddl|deadline)?\\s*(${ZH_LATER}|${ZH_EARLIER})(?:了|到)?\\s*(${DURATION_SOURCE})(?:吧|呗|呀|哦|啊)?[。.!！~～\\s]*$`, "i");
const HOURS_OR_MINUTES = /小时|钟头|分钟|刻钟|h/;
const MINUTES_IN_HOUR = 60;

const EN_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const EN_AMOUNT = "(\\d{1,2}|a|an|one|two|three|four|five|six|seven)\\s+(day|week|hour)s?";
const EN_LATER_FIRST = new RegExp(`^(?:push(?:ed)?(?:\\s+it)?\\s+back|postpone(?:d)?(?:\\s+it)?|delay(?:ed)?(?:\\s+it)?|extend(?:ed)?(?:\\s+it)?)\\s+(?:by\\s+)?${EN_AMOUNT}$`, "i");
const EN_AMOUNT_FIRST = new RegExp(`^(?:by\\s+)?${EN_AMOUNT}\\s+(later|earlier|sooner)$`, "i");

function unitOf(word: string): ShiftUnit {
  if (/小时|钟头|hour/i.test(word)) return "hour";
  if (/周|星期|礼拜|week/i.test(word)) return "week";
  return "day";
}

/** "延后一天" → { amount: 1, unit: "day" }; words that name a day ("周五") or no amount ("延后一下") are undefined. */
export function parseDeadlineShift(words: string): DeadlineShift | undefined {
  const text = words.trim();
  const zh = ZH_SHIFT.exec(text);
  // "提前半小时" is half an hour, read with the other amounts of time below.
  if (zh && !(zh[2] === "半" && unitOf(zh[3]) === "hour")) {
    const sign = new RegExp(`^${ZH_EARLIER}$`).test(zh[1]) ? -1 : 1;
    // "半天" is half a day of a deadline: twelve hours; "延后天" with no amount means one.
    if (zh[2] === "半") return unitOf(zh[3]) === "day" ? { amount: sign * 12, unit: "hour" } : undefined;
    if (zh[2] === "几") return undefined;
    const amount = zh[2] === undefined ? 1 : parseSmallNumber(zh[2]);
    return amount ? { amount: sign * amount, unit: unitOf(zh[3]) } : undefined;
  }
  const timed = ZH_TIME_SHIFT.exec(text);
  const duration = timed && HOURS_OR_MINUTES.test(timed[2]) ? saidDuration(timed[2]) : undefined;
  if (timed && duration) {
    const sign = new RegExp(`^${ZH_EARLIER}$`).test(timed[1]) ? -1 : 1;
    return { amount: (sign * duration.minutes) / MINUTES_IN_HOUR, unit: "hour" };
  }
  const later = EN_LATER_FIRST.exec(text);
  const first = later ? undefined : EN_AMOUNT_FIRST.exec(text);
  const match = later ?? first;
  if (!match) return undefined;
  const amount = EN_NUMBERS[match[1].toLowerCase()] ?? Number(match[1]);
  const sign = first && /earlier|sooner/i.test(first[3]) ? -1 : 1;
  return amount > 0 ? { amount: sign * amount, unit: unitOf(match[2]) } : undefined;
}

/** The deadline moved by the shift, days and weeks counted on the student's calendar. */
export function shiftDeadline(deadline: Date, shift: DeadlineShift, timeZone: string): Date {
  const local = new TZDate(deadline.getTime(), timeZone);
  if (shift.unit === "hour") return new Date(addHours(local, shift.amount).getTime());
  const days = shift.unit === "week" ? shift.amount * 7 : shift.amount;
  return new Date(addDays(local, days).getTime());
}

