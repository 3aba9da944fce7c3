/**
 * A VTIMEZONE the file defines, read by us rather than by ical.js's Timezone. ical.js expands every observance's
 * rule from its DTSTART to the year asked, one change per occurrence, so a STANDARD block with RRULE:FREQ=SECONDLY
 * made a 326-byte file expand billions of changes (the server hung, then ran out of memory).
 *
 * Real zones change a few times a year. An observance here is its onset at DTSTART, its RDATEs, and a yearly rule
 * (BYMONTH with BYDAY such as 2SU or -1SU, or with BYMONTHDAY), whose onsets are computed for the years asked and no
 * others, so a lookup costs the same whatever the file says. A zone with anything else — a rule faster than yearly,
 * BYHOUR and the like, more than a few changes a year, hundreds of RDATEs — is read at its first offset, and the
 * reason is given for the preview to say.
 */
import ICAL from "ical.js";
import type { WallTime } from "../calendar/clock";

export interface FileZone {
  /** The instant a wall-clock time in this zone denotes. */
  instantOf(wall: WallTime): number;
}

export interface FileZoneReading {
  tzid: string;
  zone: FileZone;
  /** Why the zone's rules were not followed (zh-CN, to follow "时区「X」": "的变换规则每秒重复一次…"); null when they were. */
  refused: string | null;
  /** The offset the zone was read at when refused, "UTC+08:00". */
  firstOffset: string;
}

/** Changes a year one observance may make; real zones make one. */
const MAX_ONSETS_PER_YEAR = 7;
/** DTSTARTs and RDATEs of a zone; a zone with its full history written out has a few hundred. */
const MAX_FIXED_ONSETS = 1000;
/** Observances with a rule; real zones have two. */
const MAX_RULES = 20;
/** Years looked back for a rule's last onset (a rule that skips more is not a zone's). */
const LOOKBACK_YEARS = 8;

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const FREQUENCY_WORDS: Record<string, string> = { SECONDLY: "每秒", MINUTELY: "每分钟", HOURLY: "每小时", DAILY: "每天", WEEKLY: "每周", MONTHLY: "每月" };

interface YearlyRule {
  months: number[];
  monthDays: number[] | null;
  days: Array<{ weekday: number; nth: number | null }> | null;
  interval: number;
  firstYear: number;
  lastYear: number;
  until: number;
}

interface Observance {
  /** Offsets in milliseconds. */
  from: number;
  to: number;
  start: WallTime;
  /** The instant of DTSTART (read in `from`). */
  onset: number;
  rule: YearlyRule | null;
  /** Onsets of the rule by year, computed once per year asked. */
  byYear: Map<number, number[]>;
}

class Refusal extends Error {}

function wallUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

function wallOf(time: ICAL.Time): WallTime {
  return { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
}

function formatOffset(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `UTC${ms < 0 ? "-" : "+"}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function offsetOf(component: ICAL.Component, name: string): number {
  const value = component.getFirstPropertyValue(name) as ICAL.UtcOffset | null;
  if (!value) throw new Refusal(`的一个时段缺少 ${name.toUpperCase()}`);
  return value.toSeconds() * 1000;
}

function readRule(recur: ICAL.Recur, start: WallTime, from: number): YearlyRule {
  if (recur.freq !== "YEARLY") throw new Refusal(`的变换规则${FREQUENCY_WORDS[recur.freq] ?? "频繁"}重复一次，比每年一次还频繁`);
  const parts = recur.parts as Record<string, Array<number | string>>;
  const unknown = Object.keys(parts).filter((part) => !["BYMONTH", "BYDAY", "BYMONTHDAY"].includes(part));
  if (unknown.length > 0) throw new Refusal(`的变换规则过于复杂（${unknown.join("、")}）`);
  const months = (parts.BYMONTH ?? [start.month]).map(Number);
  const monthDays = parts.BYMONTHDAY ? parts.BYMONTHDAY.map(Number) : null;
  const days = parts.BYDAY
    ? parts.BYDAY.map((day) => {
        const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(String(day).toUpperCase());
        if (!match) throw new Refusal(`的变换规则无法读取（BYDAY=${day}）`);
        return { weekday: WEEKDAYS.indexOf(match[2]), nth: match[1] ? Number(match[1]) : null };
      })
    : null;
  if (months.some((month) => !Number.isInteger(month) || month < 1 || month > 12)) throw new Refusal("的变换规则无法读取（BYMONTH）");
  if (monthDays?.some((day) => !Number.isInteger(day) || day === 0 || Math.abs(day) > 31)) throw new Refusal("的变换规则无法读取（BYMONTHDAY）");
  if (days?.some((day) => day.nth !== null && (day.nth === 0 || Math.abs(day.nth) > 5))) throw new Refusal("的变换规则无法读取（BYDAY）");
  if (!parts.BYMONTH && days?.some((day) => day.nth !== null)) throw new Refusal("的变换规则过于复杂（BYDAY 按全年计数）");
  // At most this many onsets a month: the weekdays named (five of each at most), the month days, or both's fewer.
  const byWeekday = days ? days.reduce((sum, day) => sum + (day.nth === null ? 5 : 1), 0) : Infinity;
  const perMonth = Math.min(byWeekday, monthDays ? monthDays.length : Infinity);
  const perYear = months.length * (Number.isFinite(perMonth) ? perMonth : 1);
  if (perYear > MAX_ONSETS_PER_YEAR) throw new Refusal(`的变换规则每年变换 ${perYear} 次，超过了 ${MAX_ONSETS_PER_YEAR} 次`);
  const interval = Math.max(1, recur.interval || 1);
  const until = recur.until ? (recur.until.zone === ICAL.Timezone.utcTimezone ? wallUtc(wallOf(recur.until)) : wallUtc(wallOf(recur.until)) - from) : Infinity;
  // COUNT read as years: a zone's observance changes once a year.
  const lastYear = recur.count ? start.year + (recur.count - 1) * interval : Infinity;
  return { months, monthDays, days, interval, firstYear: start.year, lastYear, until };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The days of one month a rule names, ascending. */
function ruleDays(rule: YearlyRule, year: number, month: number, startDay: number): number[] {
  const length = daysInMonth(year, month);
  const weekdayOf = (day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  let candidates = rule.monthDays ? rule.monthDays.map((day) => (day > 0 ? day : length + day + 1)) : rule.days ? Array.from({ length }, (_, index) => index + 1) : [startDay];
  candidates = candidates.filter((day) => day >= 1 && day <= length);
  if (rule.days) {
    const days = rule.days;
    candidates = candidates.filter((day) =>
      days.some(({ weekday, nth }) => {
        if (weekdayOf(day) !== weekday) return false;
        if (nth === null) return true;
        return nth > 0 ? Math.ceil(day / 7) === nth : Math.ceil((length - day + 1) / 7) === -nth;
      }),
    );
  }
  return [...new Set(candidates)].sort((a, b) => a - b);
}

function onsetsIn(observance: Observance, year: number): number[] {
  const rule = observance.rule!;
  const cached = observance.byYear.get(year);
  if (cached) return cached;
  const onsets: number[] = [];
  if (year >= rule.firstYear && year <= rule.lastYear && (year - rule.firstYear) % rule.interval === 0) {
    for (const month of rule.months) {
      for (const day of ruleDays(rule, year, month, observance.start.day)) {
        const onset = wallUtc({ ...observance.start, year, month, day }) - observance.from;
        if (onset >= observance.onset && onset <= rule.until) onsets.push(onset);
      }
    }
  }
  observance.byYear.set(year, onsets);
  return onsets;
}

/** The rule's last onset at or before `instant`, looking back a few years at most. */
function lastRuleOnset(observance: Observance, instant: number): number | null {
  const rule = observance.rule!;
  const year = Math.min(new Date(instant).getUTCFullYear() + 1, rule.lastYear);
  for (let back = year; back >= Math.max(rule.firstYear, year - LOOKBACK_YEARS); back--) {
    const before = onsetsIn(observance, back).filter((onset) => onset <= instant);
    if (before.length > 0) return before[before.length - 1];
  }
  return null;
}

class RuledZone implements FileZone {
  constructor(
    private readonly observances: readonly Observance[],
    /** Every DTSTART and RDATE onset, ascending, with the offset it brings. */
    private readonly fixed: ReadonlyArray<{ at: number; to: number }>,
    private readonly initial: number,
  ) {}

  private offsetAt(instant: number): number {
    let best = { at: -Infinity, to: this.initial };
    let low = 0;
    let high = this.fixed.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.fixed[middle].at <= instant) {
        best = this.fixed[middle];
        low = middle + 1;
      } else high = middle - 1;
    }
    for (const observance of this.observances) {
      if (!observance.rule) continue;
      const at = lastRuleOnset(observance, instant);
      if (at !== null && at > best.at) best = { at, to: observance.to };
    }
    return best.to;
  }

  instantOf(wall: WallTime): number {
    const asUtc = wallUtc(wall);
    return asUtc - this.offsetAt(asUtc - this.offsetAt(asUtc));
  }
}

class FixedZone implements FileZone {
  constructor(private readonly offset: number) {}

  instantOf(wall: WallTime): number {
    return wallUtc(wall) - this.offset;
  }
}

function readObservances(components: readonly ICAL.Component[]): { observances: Observance[]; fixed: Array<{ at: number; to: number }> } {
  const observances: Observance[] = [];
  const fixed: Array<{ at: number; to: number }> = [];
  for (const component of components) {
    const dtstart = component.getFirstPropertyValue("dtstart") as ICAL.Time | null;
    if (!dtstart) continue;
    const from = offsetOf(component, "tzoffsetfrom");
    const to = offsetOf(component, "tzoffsetto");
    const start = wallOf(dtstart);
    const observance: Observance = { from, to, start, onset: wallUtc(start) - from, rule: null, byYear: new Map() };
    fixed.push({ at: observance.onset, to });
    for (const property of component.getAllProperties("rdate")) {
      for (const value of property.getValues() as Array<ICAL.Time | ICAL.Period>) {
        const time = value instanceof ICAL.Period ? value.start : value;
        const wall = time.isDate ? { ...wallOf(time), hour: start.hour, minute: start.minute, second: start.second } : wallOf(time);
        fixed.push({ at: wallUtc(wall) - (time.zone === ICAL.Timezone.utcTimezone ? 0 : from), to });
        if (fixed.length > MAX_FIXED_ONSETS) throw new Refusal(`的变换日期（DTSTART、RDATE）超过了 ${MAX_FIXED_ONSETS} 个`);
      }
    }
    const rules = component.getAllProperties("rrule");
    if (rules.length > 1) throw new Refusal("的一个时段有多条变换规则（RRULE）");
    if (rules.length === 1) observance.rule = readRule(rules[0].getFirstValue() as ICAL.Recur, start, from);
    observances.push(observance);
  }
  if (observances.filter((observance) => observance.rule).length > MAX_RULES) throw new Refusal(`的变换规则超过了 ${MAX_RULES} 条`);
  return { observances, fixed: fixed.sort((a, b) => a.at - b.at) };
}

/** The zone a VTIMEZONE component defines; throws only when it has no TZID or no offset can be read at all. */
export function readFileZone(component: ICAL.Component): FileZoneReading {
  const tzid = String(component.getFirstPropertyValue("tzid") ?? "").trim();
  if (!tzid) throw new Error("VTIMEZONE without TZID");
  const components = component.getAllSubcomponents().filter((child) => child.name === "standard" || child.name === "daylight");
  // The first offset: the one the earliest observance brings in.
  const first = components
    .map((child) => ({ start: child.getFirstPropertyValue("dtstart") as ICAL.Time | null, child }))
    .filter((entry): entry is { start: ICAL.Time; child: ICAL.Component } => entry.start !== null)
    .sort((a, b) => a.start.compare(b.start))[0];
  if (!first) throw new Error("VTIMEZONE without an observance");
  const firstOffset = offsetOf(first.child, "tzoffsetto");
  try {
    const { observances, fixed } = readObservances(components);
    const earliest = observances.reduce((best, observance) => (observance.onset < best.onset ? observance : best));
    return { tzid, zone: new RuledZone(observances, fixed, earliest.from), refused: null, firstOffset: formatOffset(firstOffset) };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { tzid, zone: new FixedZone(firstOffset), refused: error.message, firstOffset: formatOffset(firstOffset) };
  }
}
