/** The zone a time in the file is written in, and the instant it denotes. */
import ICAL from "ical.js";
import { instantOf, isValidTimeZone as knownZone, localClock, type WallTime } from "../calendar/clock";
import type { FileZone } from "./file-zone";

/**
 * Zone arithmetic remembered across a reading: @date-fns/tz costs tens of microseconds a call, and a timetable asks
 * the same few wall times and zones thousands of times (1500 events in one slot took 4 s before, mostly here).
 * Bounded, and emptied when full, so a file of all-different times costs no more than it did.
 */
const MEMO_LIMIT = 50_000;
const memo = new Map<string, unknown>();

function remembered<T>(key: string, compute: () => T): T {
  if (memo.has(key)) return memo.get(key) as T;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const value = compute();
  memo.set(key, value);
  return value;
}

export function isValidTimeZone(zone: string): boolean {
  return remembered(`valid|${zone}`, () => knownZone(zone));
}

/** The calendar date and minute of day an instant shows in an IANA zone (lib/calendar's localClock, remembered). */
export function localClockOf(instant: number, zone: string): { date: string; minutes: number } {
  return remembered(`clock|${zone}|${instant}`, () => localClock(instant, zone));
}

function ianaInstant(wall: WallTime, zone: string): number {
  return remembered(`instant|${zone}|${wall.year}-${wall.month}-${wall.day} ${wall.hour}:${wall.minute}:${wall.second}`, () => instantOf(wall, zone));
}

/** A zone as the file means it: an IANA name, or a VTIMEZONE the file defines under a custom TZID. */
export type Zone = { kind: "iana"; name: string } | { kind: "vtimezone"; zone: FileZone };

export interface ZoneContext {
  /** VTIMEZONEs of the file by TZID. */
  custom: ReadonlyMap<string, FileZone>;
  /** Where floating times (no TZID, no Z) are read: X-WR-TIMEZONE when the file names a known zone, else the term's. */
  floating: string;
}

/** Windows zone names Outlook and Exchange write as TZID (often without a VTIMEZONE), for the zones students use. */
const WINDOWS_ZONES: Record<string, string> = {
  "China Standard Time": "Asia/Shanghai",
  "Taipei Standard Time": "Asia/Taipei",
  "Tokyo Standard Time": "Asia/Tokyo",
  "Korea Standard Time": "Asia/Seoul",
  "Singapore Standard Time": "Asia/Singapore",
  "India Standard Time": "Asia/Kolkata",
  "GMT Standard Time": "Europe/London",
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "Central Europe Standard Time": "Europe/Budapest",
  "Eastern Standard Time": "America/New_York",
  "Central Standard Time": "America/Chicago",
  "Mountain Standard Time": "America/Denver",
  "Pacific Standard Time": "America/Los_Angeles",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "UTC": "UTC",
};

/**
 * An IANA zone for a TZID that is not one itself: a Windows name, a path ending in one ("/mozilla.org/20050126_1/
 * Asia/Shanghai"), or a fixed offset ("GMT+0800", "(UTC+08:00) Beijing, Chongqing…").
 */
function ianaFor(tzid: string): string | null {
  const trimmed = tzid.trim().replace(/^"|"$/g, "");
  if (isValidTimeZone(trimmed)) return trimmed;
  if (WINDOWS_ZONES[trimmed]) return WINDOWS_ZONES[trimmed];
  const path = /([A-Za-z_]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)$/.exec(trimmed)?.[1];
  if (path && isValidTimeZone(path)) return path;
  const offset = /(?:UTC|GMT)\s*([+-])(\d{1,2}):?(\d{2})?/i.exec(trimmed);
  if (offset && (offset[3] ?? "00") === "00" && Number(offset[2]) <= 14) {
    // Etc/GMT zones count the other way round: UTC+8 is Etc/GMT-8.
    return Number(offset[2]) === 0 ? "UTC" : `Etc/GMT${offset[1] === "+" ? "-" : "+"}${Number(offset[2])}`;
  }
  return null;
}

/** The zone of a date or date-time property (its TZID, Z or floating); null for a TZID nobody can resolve. */
export function zoneOfProperty(property: ICAL.Property, time: ICAL.Time, context: ZoneContext): Zone | null {
  if (time.zone === ICAL.Timezone.utcTimezone) return { kind: "iana", name: "UTC" };
  const tzid = property.getParameter("tzid");
  if (!tzid) return { kind: "iana", name: context.floating };
  const name = String(tzid);
  if (isValidTimeZone(name)) return { kind: "iana", name };
  const custom = context.custom.get(name);
  if (custom) return { kind: "vtimezone", zone: custom };
  const iana = ianaFor(name);
  return iana ? { kind: "iana", name: iana } : null;
}

function wallOf(time: ICAL.Time): WallTime {
  return { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
}

/** Occurrence times come back as wall clocks in the event's zone (floating, unless UTC); this pins them down. */
export function toInstant(time: ICAL.Time, zone: Zone): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return ianaInstant(wallOf(time), "UTC");
  if (zone.kind === "iana") return ianaInstant(wallOf(time), zone.name);
  return zone.zone.instantOf(wallOf(time));
}

/** "YYYY-MM-DD" of a time's own wall clock. */
export function wallDate(time: ICAL.Time): string {
  return `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}
