/**
 * Chinese day words: "明天", "周三", "下周", "这周末", "月底", "月中", "下旬", "下个月1号", "12月3日", "3号", "3天后", "2小时后", and
 * days named from another ("元旦", "元旦后第一个周三": zh-anchored-days.ts).
 * Each rule reads one phrase at a fixed position and returns the day it names, in the student's calendar.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";
import type { DayPart } from "./day-parts";
import type { DateRelation, DayPhrase } from "./date-types";
import { countedDays, countedWeek, countedWeekday, holidayAt, monthWeekdayAt } from "./zh-anchored-days";
import { RELATIVE_DAYS } from "./zh-relative-days";
import {
  addDays,
  addMonths,
  calendarDate,
  dateParts,
  isoDayOfWeek,
  isValidDate,
  lastDayOfMonth,
  mondayOf,
} from "../calendar/zoned-time";

export interface DayContext {
  now: Date;
  /** The student's calendar date at `now`. */
  today: string;
  /** The student's wall clock at `now`: the time "两天后的这个点" names. */
  clock?: { hour: number; minute: number };
}

export interface DayWord {
  day: DayPhrase;
  /** Set by words that carry a part of the day too: 今晚, 明早. */
  part?: DayPart;
  /** Set by words that carry their own bound: "3天内". */
  relation?: DateRelation;
}

interface DayRule {
  pattern: RegExp;
  build: (groups: string[], context: DayContext) => DayWord | null;
}

const WEEKDAYS: Record<string, number> = {
  一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7,
  "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7,
};

/** 本/这 = this week or month, 下 = next, 下下 = the one after, 上 = previous. */
function offsetOf(prefix: string | undefined): number {
  if (!prefix) return 0;
  if (prefix.startsWith("下下")) return 2;
  if (prefix.startsWith("下")) return 1;
  if (prefix.startsWith("上")) return -1;
  return 0;
}

// The 下 of a verb's 一下 ("记一下周五…", "看一下下周的安排") is no part of the date: 记一下周五 is this Friday.
const WEEK_PREFIX = "(本|这个?|(?<!一)下下个?|(?<!一)下个?|上个?)";
const MONTH_PREFIX = "(本|这个?|(?<!一)下下个?|(?<!一)下个?|上个?)月";
const WEEK_WORD = "(?:周|星期|礼拜)";
/**
 * "这周一共几节课", "这周一直没空", "每周一次", "跟上周一样": after a week word an 一 that opens a word of its own (一共,
 * 一直, 一次 …) counts or qualifies the week and names no Monday; "下周一整天", "下周一回学校" stay Monday. Put right
 * after the weekday character.
 */
export const NOT_A_WORD_OF_ONE = "(?!(?<=一)(?:共|直|定(?!个)|般|样|律|向|切|连|晃|口气|整个?(?:周|星期|礼拜)|次|遍))";
/** "过", "再过", "等过": waiting out an amount of time; not the 过 of a verb done ("学过", "睡过") nor of 超过 / 经过. */
/** An amount of hours: "3", "两", "半", or a decimal in figures ("1.5"), which is read whole before its last figure. */
const HOURS = `(?<![\\d.])\\d{1,2}\\.\\d+|${NUM}|半|俩`;
const WAIT = "(?<![做学看写习读练弄干试听玩睡坐走跑用说想超经度不通错路])(?:再|等)?过\\s*";

function single(date: string): DayPhrase {
  return { kind: "date", candidates: [date] };
}

function monthOffset(context: DayContext, offset: number): { year: number; month: number } {
  const { year, month } = dateParts(context.today);
  return addMonths(year, month, offset);
}

/** "N号" with no month: this month's if still ahead, else the next months that have that day (31号 skips short months). */
function monthDayCandidates(day: number, context: DayContext): string[] {
  const candidates: string[] = [];
  for (let offset = 0; offset < 12 && candidates.length < 2; offset++) {
    const { year, month } = monthOffset(context, offset);
    if (isValidDate(year, month, day)) candidates.push(calendarDate(year, month, day));
  }
  return candidates;
}

function plusMinutes(context: DayContext, minutes: number): DayWord {
  return { day: { kind: "instant", instant: new Date(context.now.getTime() + minutes * 60_000) } };
}

const RULES: DayRule[] = [
  {
    pattern: new RegExp(`(\\d{4})\\s*年\\s*(${NUM})\\s*月\\s*(${NUM})\\s*[日号]?`, "y"),
    build: ([year, month, day]) => explicitDate(Number(year), parseSmallNumber(month), parseSmallNumber(day)),
  },
  {
    pattern: /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/y,
    build: ([year, month, day]) => explicitDate(Number(year), Number(month), Number(day)),
  },
  {
    // A month and day without a year: this year's, or next year's once it has passed.
    pattern: new RegExp(`(${NUM})\\s*月\\s*(${NUM})\\s*[日号]?`, "y"),
    build: ([monthText, dayText], context) => {
      const month = parseSmallNumber(monthText);
      const day = parseSmallNumber(dayText);
      if (month === null || day === null) return null;
      const { year } = dateParts(context.today);
      const candidates = [year, year + 1].filter((y) => isValidDate(y, month, day)).map((y) => calendarDate(y, month, day));
      return candidates.length > 0 ? { day: { kind: "date", candidates } } : null;
    },
  },
  {
    // "12/5", "12.15": a month and day in figures, as students type them; not a decimal or a measure ("1.5小时").
    pattern: /(?<![\d./])(\d{1,2})[./](\d{1,2})(?![\d./]|\s*(?:小时|个|倍|分|节|元|块|%|天|周|岁|公里|km|h\b))/y,
    build: ([monthText, dayText], context) => {
      const month = Number(monthText);
      const day = Number(dayText);
      const { year } = dateParts(context.today);
      const candidates = [year, year + 1].filter((y) => isValidDate(y, month, day)).map((y) => calendarDate(y, month, day));
      return candidates.length > 0 ? { day: { kind: "date", candidates } } : null;
    },
  },
  {
    // "下个月初五号": 初 before the day only says the day is early in the month.
    pattern: new RegExp(`${MONTH_PREFIX}\\s*初?\\s*(${NUM})\\s*[日号]`, "y"),
    build: ([prefix, dayText], context) => {
      const { year, month } = monthOffset(context, offsetOf(prefix));
      const day = parseSmallNumber(dayText);
      return day !== null && isValidDate(year, month, day) ? { day: single(calendarDate(year, month, day)) } : null;
    },
  },
  {
    // "下个月底", "十二月最后一天", "1月末": a month's last day, this month's when none is named; a month by its
    // number is this year's unless it has passed.
    pattern: new RegExp(`(?:${MONTH_PREFIX}|(${NUM})\\s*月|月)(?:的)?(?:底|末|最后(?:一|1)天)`, "y"),
    build: ([prefix, monthText], context) => {
      const numbered = monthText === undefined ? null : parseSmallNumber(monthText);
      if (numbered !== null && (numbered < 1 || numbered > 12)) return null;
      const today = dateParts(context.today);
      const { year, month } = numbered === null ? monthOffset(context, offsetOf(prefix)) : { year: numbered < today.month ? today.year + 1 : today.year, month: numbered };
      return { day: single(lastDayOfMonth(year, month)) };
    },
  },
  {
    // "月中之前", "下个月中旬", "这个月下旬", "1月上旬": the middle of a month is its 15th; its thirds (旬) are the 1st
    // to 10th, 11th to 20th and 21st to its end. "一个月中" counts a month and names none of its days; "下旬21号"
    // names the 21st. "月初", "下个月初" is its first third, as 上旬 (初五号 names the 5th: the rule above).
    pattern: new RegExp(`(?:${MONTH_PREFIX}|(${NUM})\\s*月|(?<![个\\d一二两三四五六七八九十])月)(?:的)?(?:(上|中|下)旬|中(?![午间心文国])|(初)(?![一二三四五六七八九十\\d]))|(上|中|下)旬(?!\\s*${NUM}\\s*[日号])`, "y"),
    build: ([prefix, monthText, thirdOfMonth, early, thirdAlone], context) => {
      const third = thirdOfMonth ?? (early ? "上" : thirdAlone);
      const numbered = monthText === undefined ? null : parseSmallNumber(monthText);
      if (numbered !== null && (numbered < 1 || numbered > 12)) return null;
      const today = dateParts(context.today);
      const { year, month } = numbered === null ? monthOffset(context, offsetOf(prefix)) : { year: numbered < today.month ? today.year + 1 : today.year, month: numbered };
      if (third === undefined) return { day: single(calendarDate(year, month, 15)) };
      const first = { 上: 1, 中: 11, 下: 21 }[third] ?? 1;
      return { day: { kind: "period", start: calendarDate(year, month, first), end: third === "下" ? lastDayOfMonth(year, month) : calendarDate(year, month, first + 9) } };
    },
  },
  {
    pattern: new RegExp(`${MONTH_PREFIX}`, "y"),
    build: ([prefix], context) => {
      const { year, month } = monthOffset(context, offsetOf(prefix));
      return { day: { kind: "period", start: calendarDate(year, month, 1), end: lastDayOfMonth(year, month) } };
    },
  },
  {
    pattern: new RegExp(`(${Object.keys(RELATIVE_DAYS).sort((a, b) => b.length - a.length).join("|")})`, "y"),
    build: ([word], context) => {
      const { offset, part } = RELATIVE_DAYS[word];
      return { day: single(addDays(context.today, offset)), part };
    },
  },
  {
    // "2小时后", and "过两个小时" / "再过半小时": 过 before the amount says the same without 后 ("学过两个小时" is
    // how long something took, so 过 right after a verb of doing is not it). "48小时内" bounds it: until that moment.
    // "一个半小时后", "两个半钟头后": the 半 after 个 adds half an hour (read alone it would be 30 minutes); "1.5小时后"
    // is the same in figures (its 5 alone would be five hours).
    pattern: new RegExp(`(?:${WAIT}(${HOURS})\\s*个?\\s*(半)?\\s*(?:小时|钟头)\\s*(?:之后|以后|后)?|(${HOURS})\\s*个?\\s*(半)?\\s*(?:小时|钟头)\\s*(之后|以后|后|之内|以内|内))`, "y"),
    build: ([waited, waitedHalf, amount, half, direction], context) => {
      const said = waited ?? amount;
      // 俩 is 两个 said in one ("俩小时后"); never a number alone elsewhere, so only amounts read it.
      const whole = said === "半" ? 0.5 : said === "俩" ? 2 : /^\d+\.\d+$/.test(said) ? Number(said) : parseSmallNumber(said);
      if (whole === null) return null;
      const hours = whole + ((waitedHalf ?? half) && said !== "半" ? 0.5 : 0);
      return direction?.endsWith("内") ? { ...plusMinutes(context, hours * 60), relation: "until" } : plusMinutes(context, hours * 60);
    },
  },
  {
    pattern: new RegExp(`(?:${WAIT}(${NUM})\\s*分钟\\s*(?:之后|以后|后)?|(${NUM})\\s*分钟\\s*(?:之后|以后|后))`, "y"),
    build: ([waited, amount], context) => {
      const minutes = parseSmallNumber(waited ?? amount);
      return minutes === null ? null : plusMinutes(context, minutes);
    },
  },
  {
    // "两周后的周三": that weekday of the week N weeks on (not the day N weeks on, which may be another weekday).
    pattern: new RegExp(`(${NUM})\\s*个?\\s*(?:周|星期|礼拜)\\s*(?:之后|以后|后)\\s*的?\\s*${WEEK_WORD}\\s*([一二三四五六日天1-7])`, "y"),
    build: ([amount, weekdayText], context) => {
      const count = parseSmallNumber(amount);
      if (count === null) return null;
      return { day: single(addDays(mondayOf(addDays(context.today, count * 7)), WEEKDAYS[weekdayText] - 1)) };
    },
  },
  {
    // "3天后" is a day, not 72 hours: a deadline on that day. "3天内" bounds it (until that day).
    pattern: new RegExp(`(${NUM})\\s*个?\\s*(天|日|周|星期|礼拜)\\s*(之后|以后|后|之内|以内|内)`, "y"),
    build: ([amount, unit, direction], context) => {
      const count = parseSmallNumber(amount);
      if (count === null) return null;
      const days = unit === "天" || unit === "日" ? count : count * 7;
      const relation: DateRelation | undefined = direction.endsWith("内") ? "until" : undefined;
      return { day: single(addDays(context.today, days)), relation };
    },
  },
  {
    // Rooms and lines also take 号 (3号楼, 2号线, 2号机房, 5号教学楼, 1号实验室); those are not dates.
    // Not after 月: "2月30日" is an invalid date, not the 30th of this month.
    pattern: new RegExp(`(?<![月\\d])(${NUM})\\s*[日号](?![楼线床门位房馆车厅室栋座院]|机房|教[学室一二三四五六七八九十\\d]|实验|礼堂|考场)`, "y"),
    build: ([dayText], context) => {
      const day = parseSmallNumber(dayText);
      if (day === null || day < 1 || day > 31) return null;
      const candidates = monthDayCandidates(day, context);
      return candidates.length > 0 ? { day: { kind: "date", candidates } } : null;
    },
  },
  {
    pattern: new RegExp(`${WEEK_PREFIX}?\\s*${WEEK_WORD}\\s*([一二三四五六日天1-7])${NOT_A_WORD_OF_ONE}`, "y"),
    build: ([prefix, weekdayText], context) => {
      const weekday = WEEKDAYS[weekdayText];
      if (prefix) return { day: single(addDays(mondayOf(context.today), offsetOf(prefix) * 7 + weekday - 1)) };
      // A bare weekday is the coming one, today included; next week's once today's has passed.
      const first = addDays(context.today, (weekday - isoDayOfWeek(context.today) + 7) % 7);
      return { day: { kind: "date", candidates: [first, addDays(first, 7)] } };
    },
  },
  {
    pattern: new RegExp(`${WEEK_PREFIX}?\\s*周末`, "y"),
    build: ([prefix], context) => {
      const saturday = addDays(mondayOf(context.today), offsetOf(prefix) * 7 + 5);
      return { day: { kind: "period", start: saturday, end: addDays(saturday, 1) } };
    },
  },
  {
    pattern: new RegExp(`${WEEK_PREFIX}\\s*${WEEK_WORD}(?![一二三四五六日天1-7末]${NOT_A_WORD_OF_ONE})`, "y"),
    build: ([prefix], context) => {
      const monday = addDays(mondayOf(context.today), offsetOf(prefix) * 7);
      return { day: { kind: "period", start: monday, end: addDays(monday, 6) } };
    },
  },
];

function explicitDate(year: number, month: number | null, day: number | null): DayWord | null {
  if (month === null || day === null || !isValidDate(year, month, day)) return null;
  return { day: single(calendarDate(year, month, day)) };
}

/** Reads a day word starting exactly at `position`; returns it with the number of characters it used. */
export function matchDayWord(text: string, position: number, context: DayContext): { word: DayWord; length: number } | null {
  // "下个月第一个周一" before 下个月 is read as the month.
  const inMonth = monthWeekdayAt(text, position, context.today);
  if (inMonth) return { word: { day: inMonth.day }, length: inMonth.length };
  const plain = plainDayWord(text, position, context);
  if (!plain || plain.word.part || plain.word.relation) return plain;
  // "元旦后第一个周三", "元旦后第一周", "12月20号之后的第二个周五", "周五前一天": the day counted from the day just read is the one meant.
  const after = position + plain.length;
  const counted = countedWeekday(text, after, plain.word.day) ?? countedWeek(text, after, plain.word.day) ?? countedDays(text, after, plain.word.day);
  return counted ? { word: { day: counted.day }, length: plain.length + counted.length } : plain;
}

function plainDayWord(text: string, position: number, context: DayContext): { word: DayWord; length: number } | null {
  for (const rule of RULES) {
    rule.pattern.lastIndex = position;
    const match = rule.pattern.exec(text);
    if (!match) continue;
    const word = rule.build(match.slice(1), context);
    if (word) return { word, length: match[0].length };
  }
  const holiday = holidayAt(text, position, context.today);
  if (!holiday) return null;
  return { word: holiday.relation ? { day: holiday.day, relation: holiday.relation } : { day: holiday.day }, length: holiday.length };
}
