/**
 * The parts of the day a limit keeps free, as rough_schedule's keep_free takes them (lib/schedule/kept-free.ts):
 * "一点到两点别给我塞东西" → 13:00-14:00, "我早上实在起不来" → 早八, "晚上我学不进去" → 晚上, and on the weekdays
 * the clause names first ("周三周五晚上有家教" → 周三、周五晚上, "每周二四晚上6点到9点打工" → 周二、周四 18:00-21:00).
 * A clause that names a date ("明天下午别塞东西") keeps nothing: the option repeats by weekday, a date does not.
 */
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";

const NAMES_A_DATE = /今天|明天|后天|大后天|今晚|明晚|\d+号|[一二三四五六七八九十]+号|下下(?:周|星期|礼拜)/;
/** 周三, 星期三, 礼拜三, 周二四 (Tuesday and Thursday), 周末, 工作日. */
const WEEKDAYS = /(?:周|星期|礼拜)([一二三四五六日天](?:[、和与及跟,，]?[一二三四五六日天])*)|(周末)|(工作日)/g;
const DAY_DIGITS = "一二三四五六日";

const HOUR = `(${NUMBER_PATTERN})(?:点|时|[:：](\\d{2}))(半)?`;
const PART = "(早上|上午|中午|下午|晚上)?";
const CLOCK_SPAN = new RegExp(`${PART}\\s*${HOUR}\\s*(?:到|至|-|~|～|—|–)\\s*${PART}\\s*${HOUR}`);

/** The parts of the day a clause names, in the option's words, with the words that say each. */
const PARTS: readonly [RegExp, string][] = [
  [/早八|第一节|起不来|起不了床|早上?(?:八|8)点(?![到至半:：\d])/, "早八"],
  [/早上|上午/, "上午"],
  [/中午|午睡|睡午觉|午休/, "中午"],
  [/下午/, "下午"],
  [/晚上|夜里|晚自习/, "晚上"],
];

function clock(hour: number, minutes: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** The hour as a clock says it: after noon when the part of the day or the clause says so, or when no one studies then. */
function onClock(hour: number, part: string | undefined, clause: string): number {
  const afternoon = part ?? (/下午|晚上|中午|午睡|午休|睡午觉/.exec(clause)?.[0] ?? "");
  if (hour >= 12) return hour;
  if (/下午|晚上/.test(afternoon)) return hour + 12;
  return hour <= 6 ? hour + 12 : hour;
}

/** "中午一点到两点" → "13:00-14:00"; undefined when the clause names no clock span. */
function clockSpan(clause: string): string | undefined {
  const said = CLOCK_SPAN.exec(clause);
  if (!said) return undefined;
  const [, fromPart, fromHour, fromMinutes, fromHalf, toPart, toHour, toMinutes, toHalf] = said;
  const fromValue = parseSmallNumber(fromHour);
  const toValue = parseSmallNumber(toHour);
  if (fromValue === null || toValue === null || fromValue > 24 || toValue > 24) return undefined;
  const from = onClock(fromValue, fromPart, clause);
  let to = onClock(toValue, toPart ?? fromPart, clause);
  if (to < from && to + 12 <= 24) to += 12;
  const start = from * 60 + (fromMinutes ? Number(fromMinutes) : fromHalf ? 30 : 0);
  const end = to * 60 + (toMinutes ? Number(toMinutes) : toHalf ? 30 : 0);
  return start < end && end <= 24 * 60 ? `${clock(from, start % 60)}-${clock(to, end % 60)}` : undefined;
}

/** "周三、周五", "周末", "工作日": the weekdays a clause names, as keep_free words start; "" when it names none. */
function weekdaysOf(clause: string): string {
  const days = new Set<string>();
  for (const [, digits, weekend, workdays] of clause.matchAll(WEEKDAYS)) {
    if (weekend) days.add("周末");
    else if (workdays) days.add("工作日");
    else for (const digit of digits.replace(/[、和与及跟,，]/g, "")) days.add(`周${digit === "天" ? "日" : digit}`);
  }
  const order = (day: string) => (day.length === 2 ? DAY_DIGITS.indexOf(day[1]) : day === "周末" ? 7 : 8);
  return [...days].sort((a, b) => order(a) - order(b)).join("、");
}

/** The keep_free words a clause that keeps part of the day free says; none when it names a date or no part. */
export function keptFreeWords(clause: string): string[] {
  if (NAMES_A_DATE.test(clause)) return [];
  const days = weekdaysOf(clause);
  const onDays = (word: string) => (days ? `${days}${/^\d/.test(word) ? " " : ""}${word}` : word);
  const span = clockSpan(clause);
  if (span) return [onDays(span)];
  const parts = PARTS.filter(([pattern]) => pattern.test(clause)).map(([, word]) => word);
  // "早上起不来": the first period, not the whole morning.
  return (parts.includes("早八") ? ["早八"] : [...new Set(parts)]).map(onDays);
}
