import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { instantOf, type WallTime } from "@/lib/calendar/clock";
import { secondlyZone } from "@/testing/ics";
import { readFileZone } from "./file-zone";

function zoneOf(...lines: string[]) {
  return readFileZone(new ICAL.Component(ICAL.parse(lines.join("\r\n"))));
}

/** America/New_York as Outlook and Google write it: 2nd Sunday of March, 1st Sunday of November. */
const NEW_YORK = [
  "BEGIN:VTIMEZONE",
  "TZID:Eastern Standard Time",
  "BEGIN:DAYLIGHT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const wall = (year: number, month: number, day: number, hour: number): WallTime => ({ year, month, day, hour, minute: 0, second: 0 });

describe("readFileZone", () => {
  it("follows yearly rules like the IANA zone they describe, on both sides of each change", () => {
    const reading = zoneOf(...NEW_YORK);
    expect(reading.refused).toBeNull();
    // 2025-03-09 and 2025-11-02 are the changes (Sundays); 2031 is far from the rules' DTSTART.
    for (const time of [wall(2025, 3, 8, 12), wall(2025, 3, 10, 12), wall(2025, 11, 1, 12), wall(2025, 11, 3, 12), wall(2031, 7, 1, 8), wall(2006, 7, 1, 8)]) {
      const expected = time.year < 2007 ? instantOf(time, "Etc/GMT+5") : instantOf(time, "America/New_York");
      expect(reading.zone.instantOf(time)).toBe(expected);
    }
  });

  it("reads the older way of writing the second Sunday (BYMONTHDAY=8-14 with BYDAY=SU)", () => {
    const older = NEW_YORK.map((line) => line.replace("BYDAY=2SU", "BYMONTHDAY=8,9,10,11,12,13,14;BYDAY=SU"));
    const reading = zoneOf(...older);
    expect(reading.refused).toBeNull();
    expect(reading.zone.instantOf(wall(2025, 3, 10, 12))).toBe(instantOf(wall(2025, 3, 10, 12), "America/New_York"));
  });

  it("refuses a rule that recurs every second and reads the zone at its first offset, without expanding it", () => {
    const reading = zoneOf(secondlyZone("X"));
    expect(reading.refused).toBe("的变换规则每秒重复一次，比每年一次还频繁");
    expect(reading.firstOffset).toBe("UTC+08:00");
    expect(reading.zone.instantOf(wall(2025, 2, 24, 8))).toBe(Date.UTC(2025, 1, 24, 0));
  });

  it("refuses a yearly rule that changes more than a few times a year, and one naming hours", () => {
    const daily = NEW_YORK.map((line) => line.replace("BYMONTH=3;BYDAY=2SU", "BYMONTH=1,2,3,4,5,6,7,8,9,10,11,12;BYMONTHDAY=1,2,3,4,5"));
    expect(zoneOf(...daily).refused).toBe("的变换规则每年变换 60 次，超过了 7 次");
    const hourly = NEW_YORK.map((line) => line.replace("BYDAY=2SU", "BYDAY=2SU;BYHOUR=1,2,3"));
    expect(zoneOf(...hourly).refused).toBe("的变换规则过于复杂（BYHOUR）");
  });

  it("refuses a zone listing more change dates than any real zone", () => {
    const dates = Array.from({ length: 1001 }, (_, index) => `${1000 + index}0101T000000`).join(",");
    const reading = zoneOf("BEGIN:VTIMEZONE", "TZID:Y", "BEGIN:STANDARD", "DTSTART:10000101T000000", `RDATE:${dates}`, "TZOFFSETFROM:+0900", "TZOFFSETTO:+0900", "END:STANDARD", "END:VTIMEZONE");
    expect(reading.refused).toBe("的变换日期（DTSTART、RDATE）超过了 1000 个");
    expect(reading.firstOffset).toBe("UTC+09:00");
  });
});
