/**
 * An amount of time as a student says it: "一个半小时", "三个小时", "1.5小时", "半小时", "45分钟", "一刻钟", "半天",
 * "一上午", "两个番茄钟". One reader for every reader that turns such an amount into class periods (a daily cap, a free
 * run asked for, an estimate, a chapter's length) or into a shift of a deadline, so they all read the same words.
 *
 * Written as rows (a pattern and what it is worth), each matched at a position; the sources are composed once into
 * DURATION_SOURCE for readers that need the amount inside a larger pattern.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";

/** A period of the default term (lib/calendar/default-term: 08:00–08:45 …). */
export const DEFAULT_PERIOD_MINUTES = 45;
/** A part of the day (上午 1-4, 下午 5-8, 晚上 9-12 on the default clock) is four periods. */
const PART_OF_DAY_MINUTES = 4 * DEFAULT_PERIOD_MINUTES;
/** A pomodoro (番茄钟) is the usual 25 minutes of work. */
const POMODORO_MINUTES = 25;

/** "3", "1.5", "三", "两", "十五": the count before a unit. */
const COUNT = `(?:\\d{1,3}(?:\\.\\d)?|${NUM})`;
/** "二十分钟", "30分": minutes after an hour ("一小时二十分钟"); not "一分钟", which says "not one minute" after hours. */
const AFTER_HOURS_MINUTES = "(?:零)?(?:\\d{1,2}|[二三四五]?十[一二三四五六七八九]?)\\s*分钟?";

interface DurationRow {
  source: string;
  minutes: (groups: Record<string, string | undefined>) => number | null;
  /** A part of the day ("半天", "一上午"): also how long an errand or an outing takes, so not every reader wants it. */
  partOfDay?: true;
}

/** "五六", "两三": two neighbouring numerals are a rough range (five or six), never the figures of 56. */
const NEIGHBOURS = /^([一两二三四五六七八])([二三四五六七八九])$/;

function countOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (/^\d/.test(text)) return Number(text);
  const range = NEIGHBOURS.exec(text);
  const [low, high] = range ? [parseSmallNumber(range[1]), parseSmallNumber(range[2])] : [null, null];
  // The upper end: an estimate that falls short leaves the work unplanned.
  if (low !== null && high === low + 1) return high;
  return parseSmallNumber(text);
}

const ROWS: readonly DurationRow[] = [
  // "一个半小时", "两个半钟头", "3个小时", "1.5小时", "3h", "一小时二十分钟": hours, a half after the count, minutes after.
  // "两个多小时" is some of a third hour: counted as a half.
  {
    source: `(?<hours>${COUNT})\\s*个?\\s*(?<half>半|多)?\\s*(?:小时|钟头|h(?![a-z]))(?<extra>${AFTER_HOURS_MINUTES})?`,
    minutes: ({ hours, half, extra }) => {
      const count = countOf(hours);
      if (count === null) return null;
      const more = extra === undefined ? 0 : (countOf(extra.replace(/[零分钟\s]/g, "")) ?? 0);
      return count * 60 + (half ? 30 : 0) + more;
    },
  },
  // "半小时", "半个钟头".
  { source: "半\\s*个?\\s*(?:小时|钟头)", minutes: () => 30 },
  // "45分钟", "九十分钟": 分 alone is a score or a clock's minute, so 钟 is asked for.
  { source: `(?<minutes>${COUNT})\\s*分钟`, minutes: ({ minutes }) => countOf(minutes) },
  // "一刻钟", "三刻钟".
  { source: "(?<quarters>[一两三1-3])\\s*刻钟", minutes: ({ quarters }) => (countOf(quarters) ?? 0) * 15 || null },
  // "两个番茄钟", "一个番茄": pomodoros, counted.
  { source: `(?<pomodoros>${COUNT})\\s*个?\\s*番茄(?:钟)?`, minutes: ({ pomodoros }) => (countOf(pomodoros) ?? 0) * POMODORO_MINUTES || null },
  // "半天", "一上午", "一整个下午", "一晚上": a part of the day. "一天" is not here: "一天最多…" means per day; nor is
  // the Monday of "周一下午".
  { source: "半天|(?<![周期拜第])一(?:整)?个?(?:上午|下午|晚上)", minutes: () => PART_OF_DAY_MINUTES, partOfDay: true },
];

function sourceOf(rows: readonly DurationRow[]): string {
  return `(?:${rows.map((row) => row.source.replace(/\(\?<\w+>/g, "(?:")).join("|")})`;
}

/** The rows as one source with no groups of its own, to sit inside a reader's larger pattern. */
export const DURATION_SOURCE = sourceOf(ROWS);
/**
 * Hours, minutes and pomodoros only: an estimate after 要 / 约 / 花 ("要半天才能到家", "约一下午的球") says how long
 * something else takes as often as how long the to-do does.
 */
export const CLOCKED_DURATION_SOURCE = sourceOf(ROWS.filter((row) => !row.partOfDay));

export interface SaidDuration {
  minutes: number;
  /** Where the words are, to cut them out of a title or a subject. */
  index: number;
  length: number;
}

/** The first amount of time the words state, or undefined. */
export function saidDuration(text: string): SaidDuration | undefined {
  let best: SaidDuration | undefined;
  for (const row of ROWS) {
    const match = new RegExp(row.source).exec(text);
    const minutes = match ? row.minutes(match.groups ?? {}) : null;
    if (!match || minutes === null || !(minutes > 0)) continue;
    // The earliest amount wins; at one place the longer reading ("一个半小时" over "半小时").
    if (best === undefined || match.index < best.index || (match.index === best.index && match[0].length > best.length)) {
      best = { minutes, index: match.index, length: match[0].length };
    }
  }
  return best;
}

/**
 * Minutes as class periods. An amount to fit in ("能挤出一个半小时吗", an estimate) rounds up: it needs every period it
 * touches. A limit ("每天最多两个半小时") rounds down, to stay within it, but is never less than one period.
 */
export function periodsOf(minutes: number, rounding: "up" | "down", periodMinutes = DEFAULT_PERIOD_MINUTES): number {
  const exact = minutes / periodMinutes;
  return rounding === "up" ? Math.ceil(exact - 1e-9) : Math.max(1, Math.floor(exact + 1e-9));
}
