/**
 * EXDATEs, applied by us rather than by ical.js so that none is lost silently. An EXDATE equal to an occurrence's
 * start excludes it. One at midnight (or a bare date) of a day that has an occurrence means that day's meeting —
 * the way converters mark online/offline alternation — and excludes it, reported as repaired. One that matches no
 * occurrence excludes nothing and is reported, so a week that should have been free does not become a clash unseen.
 */
import ICAL from "ical.js";
import { fromMinutes } from "../calendar/clock";
import type { IcsBudget } from "./budget";
import { nameList, type NoteCollector } from "./notes";
import { toInstant, wallDate, zoneOfProperty, type Zone, type ZoneContext } from "./zones";

export interface ExclusionInput {
  master: ICAL.Component;
  exceptions: ICAL.Component[];
  zone: Zone;
  context: ZoneContext;
  name: string;
  /** Occurrences read at most, and the instant after which an endless rule is not followed (Infinity for a bounded one). */
  maxOccurrences: number;
  until: number;
  budget: IcsBudget;
}

/** Takes the EXDATEs off `master` and answers the occurrence starts (recurrence ids, as instants) they exclude. */
export function takeExclusions(input: ExclusionInput, notes: NoteCollector): Set<number> {
  const properties = input.master.getAllProperties("exdate");
  const excluded = new Set<number>();
  if (properties.length === 0) return excluded;
  for (const property of properties) input.master.removeProperty(property);

  const occurrences = occurrenceStarts(input);
  const byInstant = new Set(occurrences.map((occurrence) => occurrence.instant));
  // The first occurrence of each day, for an EXDATE at that day's midnight (found in one step, however many EXDATEs).
  const byDate = new Map<string, { instant: number; date: string }>();
  for (const occurrence of occurrences) if (!byDate.has(occurrence.date)) byDate.set(occurrence.date, occurrence);
  for (const property of properties) {
    for (const value of property.getValues() as ICAL.Time[]) {
      input.budget.tick();
      const zone = zoneOfProperty(property, value, input.context) ?? input.zone;
      const instant = toInstant(value, zone);
      if (byInstant.has(instant)) {
        excluded.add(instant);
        continue;
      }
      const midnight = value.isDate || (value.hour === 0 && value.minute === 0 && value.second === 0);
      const sameDay = midnight ? byDate.get(wallDate(value)) : undefined;
      if (sameDay) {
        excluded.add(sameDay.instant);
        notes.add("exdate_midnight", "repaired", input.name, (names) => `${nameList(names)}的排除日期（EXDATE）写成了当天零点，已按排除当天的上课处理。`);
      } else {
        const label = value.isDate ? wallDate(value) : `${wallDate(value)} ${fromMinutes(value.hour * 60 + value.minute)}`;
        notes.add("exdate_unmatched", "warning", `${input.name} ${label}`, (items) => `排除日期（EXDATE）没有对应的上课，未起作用：${items.slice(0, 5).join("、")}${items.length > 5 ? ` 等 ${items.length} 处` : ""}。`);
      }
    }
  }
  return excluded;
}

function occurrenceStarts(input: ExclusionInput): Array<{ instant: number; date: string }> {
  const event = new ICAL.Event(input.master, { exceptions: input.exceptions, strictExceptions: false });
  const iterator = event.iterator();
  const starts: Array<{ instant: number; date: string }> = [];
  for (let next = iterator.next(); next && starts.length < input.maxOccurrences; next = iterator.next()) {
    input.budget.tick();
    const instant = toInstant(next, input.zone);
    if (instant >= input.until) break;
    starts.push({ instant, date: wallDate(next) });
  }
  return starts;
}
