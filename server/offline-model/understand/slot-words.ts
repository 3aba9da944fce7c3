/**
 * Where and how long in a student's message, read only from what is written: a window position ("第5天第3节", "day 4
 * period 3"), a period span ("第5-8节"), a part of the day or a clock time turned into a slot target, and a length
 * ("2节", "3 periods"). Day and slot numbers come only from explicit indexes: the model has no calendar here.
 */
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { DAY_WORD, TERM_WEEK_DAY } from "./day-words";
import type { SlotTarget } from "./intent-types";

const NUM = NUMBER_PATTERN;

function numberAt(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = parseSmallNumber(text);
  return value === null ? undefined : value;
}

const DAY_INDEX = new RegExp(`第\\s*(${NUM})\\s*天|\\bday\\s+(\\d{1,2})\\b`, "i");
const SLOT_INDEX = new RegExp(
  `第\\s*(${NUM})\\s*(?:(?:-|~|～|到|至)\\s*第?\\s*(${NUM})\\s*)?节|\\b(?:period|slot|section|class)s?\\s+(\\d{1,2})(?:\\s*(?:-|to)\\s*(\\d{1,2}))?\\b`,
  "i",
);
/** A part of the day stands for its periods on the default clock: 上午 1-4, 下午 5-8, 晚上 9 on. */
const DAY_PARTS: readonly [RegExp, { first: number; last: number }][] = [
  // "一大早", "周六一早": the morning, from its first period.
  [/上午|早上|早晨|一大早|大清早|一早|清早|\bmorning\b/i, { first: 1, last: 4 }],
  [/下午|\bafternoon\b/i, { first: 5, last: 8 }],
  [/晚上|\bevening\b|\btonight\b/i, { first: 9, last: MAX_PERIODS_PER_DAY }],
];

export function dayIndex(text: string): number | undefined {
  const match = DAY_INDEX.exec(text);
  return match ? numberAt(match[1] ?? match[2]) : undefined;
}

/** "第一二节", "第七八节": a pair of periods said by their two numbers, which no reading as one number fits. */
const PAIR_INDEX = /第\s*([一三五七九])([二四六八十])\s*节/;

/** "第5-8节" → {start: 5, end: 8}; "第3节" → {start: 3}; "第一二节" → {start: 1, end: 2}. */
export function slotSpan(text: string): { start: number; end?: number } | undefined {
  const pair = PAIR_INDEX.exec(text);
  const first = pair ? numberAt(pair[1]) : undefined;
  if (pair && first !== undefined && numberAt(pair[2]) === first + 1) return { start: first, end: first + 1 };
  const match = SLOT_INDEX.exec(text);
  if (!match) return undefined;
  const start = numberAt(match[1] ?? match[3]);
  if (start === undefined) return undefined;
  const end = numberAt(match[2] ?? match[4]);
  return end === undefined ? { start } : { start, end };
}

// "八点五十", "七点零五", "九点一刻": minutes said in words are the clock's too (a lone "八点五" is left as the hour).
const CHINESE_MINUTES = "[一二三四五]十[一二三四五六七八九]?|十[一二三四五六七八九]?|零[一二三四五六七八九]|[一三]刻";
// "晚八点", "早7点": 晚 / 早 alone before a clock is its part of the day, as 晚上 / 早上 are.
const CHINESE_CLOCK = new RegExp(`(上午|早上|早晨|中午|下午|晚上|早|晚)?\\s*(\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*(?:[:：]\\s*(\\d{2})|点\\s*(半|\\d{1,2}|${CHINESE_MINUTES})?(?:分)?)`);
/** "早八", "早十", "晚八": a class named by its hour without 点, as students say it (早八 is the 8 o'clock class). */
const CLASS_HOUR = /(早|晚)([七八九十]|[7-9]|10)(?![\d点时:：分一二三四五六七八九十])/;
const CLASS_HOURS: Record<string, number> = { 七: 7, 八: 8, 九: 9, 十: 10 };
const ENGLISH_CLOCK = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b|\bat\s+(\d{1,2}):(\d{2})\b/i;

/** "下午2点" → "14:00", "8:30" → "08:30", "3pm" → "15:00"; a bare 1–7 o'clock is the afternoon's, as classes go. */
function clockWords(text: string): string | undefined {
  const english = ENGLISH_CLOCK.exec(text);
  const chinese = english ? null : CHINESE_CLOCK.exec(text);
  if (!english && !chinese) return classHour(text);
  const hourText = english ? (english[1] ?? english[4]) : chinese![2];
  let hour = numberAt(hourText);
  // "早一点", "快一点": 一点 with no part of the day is no clock time.
  // "晚一点", "早一点": a little later or earlier, no clock either.
  if (hour === undefined || hour > 23 || (chinese && (chinese[1] === undefined || chinese[1].length === 1) && hourText === "一")) return undefined;
  const minuteText = english ? (english[2] ?? english[5]) : (chinese![3] ?? chinese![4]);
  const minute = minuteText === undefined ? 0 : minuteText === "半" ? 30 : /刻$/.test(minuteText) ? (minuteText === "一刻" ? 15 : 45) : /^\d+$/.test(minuteText) ? Number(minuteText) : (numberAt(minuteText.replace(/^零/, "")) ?? 0);
  const afternoon = english ? english[3]?.toLowerCase() === "pm" : /下午|晚/.test(chinese![1] ?? "");
  if ((afternoon || (!english && chinese![1] === undefined && hour >= 1 && hour <= 7)) && hour < 12) hour += 12;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

function classHour(text: string): string | undefined {
  const match = CLASS_HOUR.exec(text);
  if (!match) return undefined;
  const hour = (CLASS_HOURS[match[2]] ?? Number(match[2])) + (match[1] === "晚" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:00`;
}

/**
 * Where the student wants a task: "第5天第3节", "第4天第1-2节", "第5天上午", "day 4 period 3", "下周三第3节", "周四下午2点"
 * (a clock time is turned into its period once the period times are known).
 */
export function slotTarget(text: string): SlotTarget {
  const target: SlotTarget = {};
  const day = dayIndex(text);
  if (day !== undefined) target.day = day;
  else {
    // "第14周周三": the term's week kept with its weekday, which the window's calendar dates.
    const word = TERM_WEEK_DAY.exec(text) ?? DAY_WORD.exec(text);
    if (word) target.dayWord = word[0];
  }
  const span = slotSpan(text);
  // "周四四点": the weekday's numeral is no part of the hour.
  const clock = span ? undefined : clockWords(text.replace(/(?:周|星期|礼拜)[一二三四五六日天]/g, " "));
  const part = DAY_PARTS.find(([pattern]) => pattern.test(text))?.[1];
  // "下午第一节": counted from the start of the afternoon when the number falls before it.
  if (span && part && span.start < part.first) target.slotStart = part.first + span.start - 1;
  else if (span) target.slotStart = span.start;
  else if (clock) target.clock = clock;
  else if (part) {
    target.slotStart = part.first;
    target.dayPart = part;
  }
  return target;
}

const DURATION = new RegExp(
  `(${NUM})\\s*(?:节课|节|个连续时段|个时段|个课时|课时)|\\b(\\d{1,2})[\\s-]*(?:consecutive\\s+)?(?:periods?|slots?|sections?)\\b`,
  "i",
);

/**
 * The number of periods asked for ("找一个2节的空位", "3 periods", "连续14节"), up to the longest day a term may have;
 * undefined when none is said. A run longer than this term's day is the tool's to refuse, in its words.
 */
export function durationWords(text: string): number | undefined {
  const match = DURATION.exec(text);
  const value = match ? numberAt(match[1] ?? match[2]) : undefined;
  return value !== undefined && value >= 1 && value <= MAX_PERIODS_PER_DAY ? value : undefined;
}
