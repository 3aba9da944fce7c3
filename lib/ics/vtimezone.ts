/**
 * A VTIMEZONE for an IANA zone over a span of time (RFC 5545 §3.6.5 wants one for every TZID used). It lists the
 * offset in force at the start and every change inside the span, which is all a reader needs for the events in it.
 */
import { tzOffset, tzScan } from "@date-fns/tz";

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}${String(absolute % 60).padStart(2, "0")}`;
}

/** "YYYYMMDDTHHMMSS" of the wall clock at `instant` under a fixed offset. */
function wallAt(instant: number, offsetMinutes: number): string {
  return new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, "");
}

export function vtimezoneLines(zone: string, from: number, to: number): string[] {
  const initial = tzOffset(zone, new Date(from));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  const observance = (kind: "STANDARD" | "DAYLIGHT", start: string, offsetFrom: number, offsetTo: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${formatOffset(offsetFrom)}`,
      `TZOFFSETTO:${formatOffset(offsetTo)}`,
      `END:${kind}`,
    );
  observance("STANDARD", "19700101T000000", initial, initial);
  let previous = initial;
  for (const change of tzScan(zone, { start: new Date(from), end: new Date(to) })) {
    // DTSTART of an observance is the local time it begins, read in the offset it replaces.
    observance(change.change > 0 ? "DAYLIGHT" : "STANDARD", wallAt(change.date.getTime(), previous), previous, change.offset);
    previous = change.offset;
  }
  lines.push("END:VTIMEZONE");
  return lines;
}
