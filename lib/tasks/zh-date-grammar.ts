/**
 * Finds the first Chinese date/time phrase in a text: [day word] [的] [part of day] [clock] [到 end] [之前/以后].
 * chrono-node's zh.hans locale was tried first and rejected for this job: it reads 晚8点 as 08:00, 晚上十二点 as
 * noon, 本周五 as last Friday, and knows neither 下周, 周末, 月底, 下个月1号 nor 3号.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";
import { CHINESE_DAY_PARTS, type DayPart } from "./day-parts";
import type { ClockPhrase, DateRelation, RawDatePhrase, TimePhrase } from "./date-types";
import { matchDayWord, type DayContext } from "./zh-day-words";
import { saidDayAt, saidMonthDays } from "./zh-said-months";

const PART_PATTERN = new RegExp(
  `(${Object.keys(CHINESE_DAY_PARTS).sort((a, b) => b.length - a.length).join("|")})`,
  "y",
);
const COLON_CLOCK = /(\d{1,2})\s*[:：]\s*(\d{2})(?:\s*([ap])\.?m\.?)?/iy;
const MERIDIEM_CLOCK = /(\d{1,2})\s*([ap])\.?m\.?(?![a-z])/iy;
const CHINESE_CLOCK = new RegExp(
  `(${NUM})\\s*(?:点钟|点|时)(?:\\s*(半|一刻|1刻|三刻|3刻|整|(${NUM})\\s*(分)?))?`,
  "y",
);
const NUMERAL = /[\d零〇一二两三四五六七八九十]/;
const GLUE = /\s*的?\s*/y;
const RANGE_SEPARATOR = /\s*(?:到|至|~|～|-|—|–)\s*/y;
const RELATION_SUFFIX = /\s*(之前|以前|为止|之内|以内|前|之后|以后|后|起)/y;
/** Multi-character lead-ins that belong to the date ("截止到周五"); single 在/于 are left to title cleaning. */
const RELATION_PREFIX = /(截止到|截至|截止|直到)\s*$/;

interface Matched<T> {
  value: T;
  length: number;
}

function sticky(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

const QUARTERS: Record<string, number> = { 半: 30, 一刻: 15, "1刻": 15, 三刻: 45, "3刻": 45, 整: 0 };

function matchClock(text: string, position: number): Matched<ClockPhrase & { raw: string }> | null {
  const colon = sticky(COLON_CLOCK, text, position);
  if (colon) {
    const clock = clockOf(Number(colon[1]), Number(colon[2]), colon[3]);
    return clock && { value: { ...clock, raw: colon[0] }, length: colon[0].length };
  }
  const meridiem = sticky(MERIDIEM_CLOCK, text, position);
  if (meridiem) {
    const clock = clockOf(Number(meridiem[1]), 0, meridiem[2]);
    return clock && { value: { ...clock, raw: meridiem[0] }, length: meridiem[0].length };
  }
  const chinese = sticky(CHINESE_CLOCK, text, position);
  if (!chinese) return null;
  const hour = parseSmallNumber(chinese[1]);
  if (hour === null) return null;
  const [whole, , quarter, minuteText, minuteUnit] = chinese;
  if (minuteText !== undefined) {
    const minute = parseSmallNumber(minuteText);
    // "3点2" is more likely "3点" then something else; a minute needs 分, two digits, or ten and up.
    const plausible = minuteUnit !== undefined || minuteText.length >= 2 || (minute ?? 0) >= 10;
    if (minute !== null && plausible) {
      const clock = clockOf(hour, minute);
      return clock && { value: { ...clock, raw: whole }, length: whole.length };
    }
    const bare = whole.slice(0, whole.length - minuteText.length - (minuteUnit?.length ?? 0)).trimEnd();
    const clock = clockOf(hour, 0);
    return clock && { value: { ...clock, raw: bare }, length: bare.length };
  }
  const clock = clockOf(hour, quarter ? QUARTERS[quarter] : 0);
  return clock && { value: { ...clock, raw: whole }, length: whole.length };
}

/** "早八", "早十": a morning class named by its hour, without 点, as students say it. */
const CLASS_HOUR = /(七|八|九|十|7|8|9|10)(?![\d点时:：分])/y;

function classHour(text: string, position: number): Matched<ClockPhrase & { raw: string }> | null {
  const match = sticky(CLASS_HOUR, text, position);
  const hour = match ? parseSmallNumber(match[1]) : null;
  return match && hour !== null ? { value: { hour, minute: 0, raw: match[0] }, length: match[0].length } : null;
}

function clockOf(hour: number, minute: number, meridiem?: string): ClockPhrase | null {
  if (hour > 24 || minute > 59) return null;
  if (meridiem && (hour === 0 || hour > 12)) return null;
  const clock: ClockPhrase = { hour, minute };
  if (meridiem) clock.meridiem = meridiem.toLowerCase() === "p" ? "pm" : "am";
  return clock;
}

/** "这个点", "这个时候", "同一时间": the clock it is now, said after another day ("两天后的这个点", "明天这个时候"). */
const CLOCK_NOW = /(?:现在)?(?:这个点|这个钟点|这个时候|这个时间|这会儿|同一时间|同一时刻|同一个?时间点?)/y;

function clockNow(text: string, position: number, phrase: TimePhrase, context: DayContext): Matched<ClockPhrase & { raw: string }> | null {
  const match = phrase.day && context.clock ? sticky(CLOCK_NOW, text, position) : null;
  return match && context.clock ? { value: { ...context.clock, fixed: true, raw: match[0] }, length: match[0].length } : null;
}

/** One [day] [part] [clock] sequence at `position`; undefined parts are simply absent. */
interface SequenceMatch {
  phrase: TimePhrase;
  /** A bound carried by the day word itself ("3天内"). */
  relation?: DateRelation;
}

function matchTimePhrase(text: string, position: number, context: DayContext): Matched<SequenceMatch> | null {
  let cursor = position;
  const phrase: TimePhrase = {};
  let relation: DateRelation | undefined;
  const day = matchDayWord(text, cursor, context);
  if (day) {
    phrase.day = day.word.day;
    if (day.word.part) phrase.part = day.word.part;
    relation = day.word.relation;
    cursor += day.length;
  }
  const afterDay = cursor;
  if (day) cursor += sticky(GLUE, text, cursor)?.[0].length ?? 0;
  let partText: string | undefined;
  const part = phrase.part ? null : sticky(PART_PATTERN, text, cursor);
  if (part) {
    partText = part[1];
    phrase.part = CHINESE_DAY_PARTS[partText] as DayPart;
    cursor += part[0].length;
  }
  const clockStart = cursor + (sticky(/\s*/y, text, cursor)?.[0].length ?? 0);
  const clock =
    phrase.day?.kind === "instant"
      ? null
      : (matchClock(text, clockStart) ?? (partText === "早" ? classHour(text, clockStart) : null) ?? (part ? null : clockNow(text, clockStart, phrase, context)));
  if (clock) {
    const { raw, ...value } = clock.value;
    // "快一点" means "a little faster": a bare 一点 is a clock only with a day or a part of the day.
    if (raw === "一点" && !phrase.day && !phrase.part) return null;
    phrase.clock = value;
    cursor = clockStart + clock.length;
  } else if (partText && partText.length === 1) {
    // A lone 晚/早/夜 is an adverb ("晚交", "早点"), a part of the day only in front of a clock time.
    if (!phrase.day) return null;
    delete phrase.part;
    cursor = afterDay;
  } else if (!part) {
    cursor = afterDay;
  }
  if (!phrase.day && !phrase.part && !phrase.clock) return null;
  return { value: { phrase, relation }, length: cursor - position };
}

function relationOf(suffix: string): DateRelation {
  return /前|为止|内/.test(suffix) ? "until" : "from";
}

/** The first Chinese date phrase of `text`, or null when there is none. */
export function findChineseDatePhrase(text: string, context: DayContext): RawDatePhrase | null {
  const saidDays = saidMonthDays(text, context);
  for (let position = 0; position < text.length; position++) {
    // Never start inside a number: "25点" is no time, and its "5点" must not become one.
    if (position > 0 && NUMERAL.test(text[position - 1]) && NUMERAL.test(text[position])) continue;
    const start = matchTimePhrase(text, position, context);
    if (!start) continue;
    const phrase: RawDatePhrase = { ...start.value.phrase, index: position, length: start.length };
    if (phrase.day?.kind === "date") phrase.day = saidDayAt(text, position, saidDays) ?? phrase.day;
    let cursor = position + start.length;
    const separator = sticky(RANGE_SEPARATOR, text, cursor);
    if (separator) {
      const end = matchTimePhrase(text, cursor + separator[0].length, context);
      if (end) {
        phrase.rangeEnd = end.value.phrase;
        cursor += separator[0].length + end.length;
      }
    }
    let relation = start.value.relation;
    const suffix = sticky(RELATION_SUFFIX, text, cursor);
    // "后天" after a date is a day word, not the suffix 后 followed by 天.
    if (suffix && !(suffix[1] === "后" && text[cursor + suffix[0].length] === "天")) {
      relation = relationOf(suffix[1]);
      cursor += suffix[0].length;
    }
    const prefix = RELATION_PREFIX.exec(text.slice(0, position));
    if (prefix) {
      phrase.index = position - prefix[0].length;
      relation = relation ?? "until";
    }
    phrase.length = cursor - phrase.index;
    if (relation) phrase.relation = relation;
    return phrase;
  }
  return null;
}
