/** The zone a time in the file is written in, and the instant it denotes. */
import ICAL from "ical.js";
import { instantOf, isValidTimeZone, type WallTime } from "../calendar/clock";

/** A zone as the file means it: an IANA name, or a VTIMEZONE the file defines under a custom TZID. */
export type Zone = { kind: "iana"; name: string } | { kind: "vtimezone"; zone: ICAL.Timezone };

export interface ZoneContext {
  /** VTIMEZONEs of the file by TZID. */
  custom: ReadonlyMap<string, ICAL.Timezone>;
  /** Where floating times (no TZID, no Z) are read: X-WR-TIMEZONE when the file names a known zone, else the term's. */
  floating: string;
}

/** The zone of a date or date-time property (its TZID, Z or floating); null for a TZID nobody can resolve. */
export function zoneOfProperty(property: ICAL.Property, time: ICAL.Time, context: ZoneContext): Zone | null {
  if (time.zone === ICAL.Timezone.utcTimezone) return { kind: "iana", name: "UTC" };
  const tzid = property.getParameter("tzid");
  if (!tzid) return { kind: "iana", name: context.floating };
  const name = String(tzid);
  if (isValidTimeZone(name)) return { kind: "iana", name };
  const custom = context.custom.get(name);
  return custom ? { kind: "vtimezone", zone: custom } : null;
}

function wallOf(time: ICAL.Time): WallTime {
  return { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
}

/** Occurrence times come back as wall clocks in the event's zone (floating, unless UTC); this pins them down. */
export function toInstant(time: ICAL.Time, zone: Zone): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return instantOf(wallOf(time), "UTC");
  if (zone.kind === "iana") return instantOf(wallOf(time), zone.name);
  const utc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  return utc - zone.zone.utcOffset(time) * 1000;
}

/** "YYYY-MM-DD" of a time's own wall clock. */
export function wallDate(time: ICAL.Time): string {
  return `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}
