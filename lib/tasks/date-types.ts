/** Shapes shared by the date grammars (Chinese rules, English through chrono) and their resolver. */
import type { DayPart } from "./day-parts";

export interface DateParseOptions {
  /** The reference instant; relative words ("明天", "in 2 days") count from here. */
  now: Date;
  /** The student's IANA zone; every wall-clock time is read in it, never in the server's zone. */
  timeZone: string;
}

/**
 * How the phrase bounds something: "until" = up to and including it (周五之前, by Friday), "before" = strictly
 * before it starts (before Friday), "from" = from its start on (周五以后, since Friday), "after" = once it is over
 * (after Friday).
 */
export type DateRelation = "until" | "before" | "from" | "after";

export interface DateSpan {
  start: Date;
  /** Inclusive: the last millisecond of a named day, or the instant itself for a clock time. */
  end: Date;
}

export interface ParsedDateTime {
  /** The instant meant: the stated time, or a default when only a day (23:59) or a part of the day was said. */
  date: Date;
  /** True only when a clock time was stated ("8点", "5pm", "in 3 hours"). */
  hasTime: boolean;
  /** The exact text that was understood, including "之前"/"by" around it, so callers can cut it out. */
  matchedText: string;
  /** Position of matchedText in the input. */
  index: number;
  relation?: DateRelation;
  /** Everything the phrase names: a whole day, a week, an afternoon, "3点到5点"; a clock time is a point. */
  span: DateSpan;
}

export interface ParsedDateRange {
  start: Date;
  end: Date;
  hasTime: boolean;
  matchedText: string;
  index: number;
}

/** A day as the grammar saw it, before the clock decides which candidate is meant. */
export type DayPhrase =
  /** Candidates in order of preference: a bare "周三" is this week's, else next week's; the first not yet past wins. */
  | { kind: "date"; candidates: string[] }
  | { kind: "period"; start: string; end: string }
  /** "3小时后", "in 3 hours": already an instant. */
  | { kind: "instant"; instant: Date };

export interface ClockPhrase {
  hour: number;
  minute: number;
  meridiem?: "am" | "pm";
  /** The hour is already on the 24-hour clock (chrono resolved "5pm" to 17): no rule may shift it. */
  fixed?: boolean;
}

export interface TimePhrase {
  day?: DayPhrase;
  part?: DayPart;
  clock?: ClockPhrase;
}

export interface RawDatePhrase extends TimePhrase {
  index: number;
  length: number;
  rangeEnd?: TimePhrase;
  relation?: DateRelation;
}
