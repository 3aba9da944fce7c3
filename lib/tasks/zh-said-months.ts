/**
 * A day of the month said alone ("3号晚上八点") after the message has named that day with its month ("1月3号晚上回学校，
 * …，提醒我3号晚上八点…"): the student is still talking about that month, so the bare day is the one said, not this
 * month's. Across the new year this is what keeps "3号" in January when the message is written in December.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";
import type { DayPhrase } from "./date-types";
import { matchDayWord, type DayContext } from "./zh-day-words";

const MONTH_DAY = new RegExp(`(${NUM})\\s*月\\s*(${NUM})\\s*[日号]`, "g");
/** A bare day: not after 月 or another figure, and not a room or a line (3号楼, 2号线). */
const BARE_DAY = new RegExp(`(${NUM})\\s*[日号](?![楼线床门位房馆车厅室栋座院])`, "y");

/** Each day of the month the message names with its month, with the dates it may be (this year's, next year's). */
export function saidMonthDays(text: string, context: DayContext): ReadonlyMap<number, DayPhrase> {
  const said = new Map<number, DayPhrase>();
  const doubtful = new Set<number>();
  for (const match of text.matchAll(MONTH_DAY)) {
    const day = parseSmallNumber(match[2]);
    const phrase = matchDayWord(text, match.index, context)?.word.day;
    if (day === null || phrase?.kind !== "date") continue;
    const before = said.get(day);
    // Two months naming the same day ("1月3号…2月3号") leave the bare one to its usual reading.
    if (before?.kind === "date" && before.candidates[0] !== phrase.candidates[0]) doubtful.add(day);
    said.set(day, phrase);
  }
  for (const day of doubtful) said.delete(day);
  return said;
}

/** The said date a bare day at `position` points back to, or undefined when it is no bare day or none was said. */
export function saidDayAt(text: string, position: number, said: ReadonlyMap<number, DayPhrase>): DayPhrase | undefined {
  if (said.size === 0 || /[月\d一二两三四五六七八九十]/.test(text[position - 1] ?? "")) return undefined;
  BARE_DAY.lastIndex = position;
  const match = BARE_DAY.exec(text);
  const day = match ? parseSmallNumber(match[1]) : null;
  return day === null ? undefined : said.get(day);
}
