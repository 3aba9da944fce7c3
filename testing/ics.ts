/** Builders for ICS tests: a term like the demo student's and calendars written the way timetable apps export. */
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import type { IcsTerm } from "@/lib/ics/types";

/** Week 1 starts Monday 2025-02-24; 18 weeks; the demo period clock; Shanghai time. */
export const SPRING_TERM: IcsTerm = {
  start_date: "2025-02-24",
  weeks: 18,
  section_times: DEMO_SECTION_TIMES,
  timezone: "Asia/Shanghai",
};

export function calendar(...bodies: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Timetable//ZH", ...bodies, "END:VCALENDAR", ""].join("\r\n");
}

/** A VEVENT from property lines (UID and SUMMARY first). */
export function vevent(uid: string, summary: string, ...properties: string[]): string {
  return ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20250220T000000Z", `SUMMARY:${summary}`, ...properties, "END:VEVENT"].join("\r\n");
}

export function range(from: number, to: number, step = 1): number[] {
  const weeks: number[] = [];
  for (let week = from; week <= to; week += step) weeks.push(week);
  return weeks;
}

/**
 * A VTIMEZONE whose STANDARD block recurs every second (the audit's 326-byte file had one): ical.js expanded it change
 * by change from 1970 and hung the server.
 */
export function secondlyZone(tzid: string): string {
  return ["BEGIN:VTIMEZONE", `TZID:${tzid}`, "BEGIN:STANDARD", "DTSTART:19700101T000000", "RRULE:FREQ=SECONDLY", "TZOFFSETFROM:+0800", "TZOFFSETTO:+0800", "END:STANDARD", "END:VTIMEZONE"].join("\r\n");
}

/** `count` courses with distinct names, all on Monday periods 1-2 of weeks 1-16 (a term starting 2025-02-24). */
export function sameSlotEvents(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    vevent(`u${index}`, `课程${index}`, "DTSTART;TZID=Asia/Shanghai:20250224T080000", "DTEND;TZID=Asia/Shanghai:20250224T094500", "RRULE:FREQ=WEEKLY;COUNT=16"),
  );
}
