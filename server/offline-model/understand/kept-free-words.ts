/**
 * The parts of every day a limit keeps free, as rough_schedule's keep_free takes them (lib/schedule/kept-free.ts):
 * "一点到两点别给我塞东西" → 13:00-14:00, "我早上实在起不来" → 早八, "晚上我学不进去" → 晚上. A clause that names a
 * day ("周三晚上别排") keeps that day's part free only, which the option cannot say: it gives nothing.
 */
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";

const NAMES_A_DAY = /(?:周|星期|礼拜)[一二三四五六日天]|周末|今天|明天|后天|大后天|今晚|明晚|\d+号|[一二三四五六七八九十]+号|工作日/;

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

/** The keep_free words a clause that keeps part of the day free says; none when it names a day or no part. */
export function keptFreeWords(clause: string): string[] {
  if (NAMES_A_DAY.test(clause)) return [];
  const span = clockSpan(clause);
  if (span) return [span];
  const parts = PARTS.filter(([pattern]) => pattern.test(clause)).map(([, word]) => word);
  // "早上起不来": the first period, not the whole morning.
  return parts.includes("早八") ? ["早八"] : [...new Set(parts)];
}
