/**
 * ICS import: turns the VEVENTs of an .ics file into course drafts on the term's grid. ical.js parses the file and
 * expands RRULE / RDATE / EXDATE / RECURRENCE-ID; this module maps each occurrence's local start and end (in the
 * event's zone, converted to the term's) onto (week, weekday, periods). Whatever does not map becomes a problem
 * with a reason; nothing is dropped silently. Study blocks of our own export (markers.ts) are not courses: they
 * are listed as skipped, with their meetings, so the student sees they were recognised and left out on purpose.
 */
import { PlannerError } from "@/lib/errors";
import ICAL from "ical.js";
import { termPosition } from "@/lib/schedule/indexing";
import { fromMinutes, instantOf, isValidTimeZone, localClock, matchPeriods, type WallTime } from "../calendar/clock";
import { EMBEDDABLE_PROPERTY, KIND_PROPERTY, STUDY_CATEGORY, UID_DOMAIN } from "./markers";
import type { CourseDraft, IcsParseResult, IcsTerm, ImportProblem, ImportProblemKind } from "./types";

export interface ParseOptions {
  /** Minutes a start or end may differ from the period clock and still count as on it. */
  toleranceMinutes?: number;
  /** Occurrences read per VEVENT at most, against runaway rules (FREQ=MINUTELY). */
  maxOccurrences?: number;
}

/** A zone as this file means it: an IANA name, or a VTIMEZONE the file defines under a custom TZID. */
type Zone = { kind: "iana"; name: string } | { kind: "vtimezone"; zone: ICAL.Timezone };

export function parseIcsCourses(icsText: string, term: IcsTerm, options: ParseOptions = {}): IcsParseResult {
  const tolerance = options.toleranceMinutes ?? 5;
  const maxOccurrences = options.maxOccurrences ?? 500;
  const calendar = readCalendar(icsText);
  const customZones = new Map<string, ICAL.Timezone>();
  for (const component of calendar.getAllSubcomponents("vtimezone")) {
    const zone = new ICAL.Timezone(component);
    if (zone.tzid) customZones.set(zone.tzid, zone);
  }

  const problems = new ProblemList();
  const drafts = new DraftList();
  const { masters, orphans } = groupByUid(calendar.getAllSubcomponents("vevent"));

  for (const { master, exceptions } of masters) {
    readEvent(new ICAL.Event(master, { exceptions, strictExceptions: false }), master);
  }
  // A RECURRENCE-ID without its series stands for that one meeting.
  for (const orphan of orphans) readEvent(new ICAL.Event(orphan), orphan);

  return { courses: drafts.list(), problems: problems.list() };

  function readEvent(event: ICAL.Event, component: ICAL.Component): void {
    const uid = event.uid || null;
    const name = event.summary?.trim() || "未命名课程";
    const report = (kind: ImportProblemKind, reason: string, occurrence?: string) =>
      problems.add({ kind, uid, name, reason }, occurrence);
    const study = isOwnStudyEvent(component);

    // Listed before anything else can go wrong, so a study block is never mistaken for a broken course.
    if (study) report("study_block", studyReason(name));
    else if (isCancelled(component)) return report("cancelled", `「${name}」已被取消（STATUS:CANCELLED），不导入。`);
    else if (event.startDate.isDate) return report("all_day", `「${name}」是全天事件，没有上课时间，无法对应到节次。`);
    const zone = resolveZone(component, event.startDate);
    if (!zone) {
      if (study) return;
      const tzid = String(component.getFirstProperty("dtstart")?.getParameter("tzid") ?? "");
      return report("unknown_timezone", `「${name}」使用了无法识别的时区「${tzid}」，请在日历应用里改用标准时区后再导出。`);
    }

    const termEnd = instantOf({ ...wallOfDate(term.start_date), hour: 0, minute: 0, second: 0 }, term.timezone) +
      term.weeks * 7 * 86_400_000;
    const bounded = !event.isRecurring() || event.component.getAllProperties("rrule").every((property) =>
      (property.getFirstValue() as ICAL.Recur).isFinite());
    const iterator = event.iterator();
    let read = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (read >= maxOccurrences) {
        report("too_many", `「${name}」重复次数过多，只读取了前 ${maxOccurrences} 次。`);
        break;
      }
      read++;
      const details = event.getOccurrenceDetails(next);
      const start = toInstant(details.startDate, zone);
      if (!bounded && start >= termEnd) {
        report("unbounded", `「${name}」的重复规则没有结束日期，只导入本学期内的上课。`);
        break;
      }
      readOccurrence(details, start, zone, study, report);
    }
  }

  function readOccurrence(
    details: ReturnType<ICAL.Event["getOccurrenceDetails"]>,
    startInstant: number,
    zone: Zone,
    study: boolean,
    report: (kind: ImportProblemKind, reason: string, occurrence?: string) => void,
  ): void {
    const item = details.item;
    const name = item.summary?.trim() || "未命名课程";
    const start = localClock(startInstant, term.timezone);
    const end = localClock(toInstant(details.endDate, zone), term.timezone);
    const label = `${start.date} ${fromMinutes(start.minutes)}-${fromMinutes(end.minutes)}`;
    if (study) return report("study_block", studyReason(name), label);
    if (isCancelled(item.component)) return report("cancelled", `「${name}」有上课被取消（STATUS:CANCELLED），不导入。`, label);
    if (details.startDate.isDate) return report("all_day", `「${name}」有全天的上课，无法对应到节次。`, label);
    if (end.date !== start.date) return report("multi_day", `「${name}」有跨天的上课，无法对应到节次。`, label);
    const position = termPosition(term, start.date);
    if (!position) {
      return report("outside_term", `「${name}」有上课不在本学期内（${term.start_date} 起共 ${term.weeks} 周）。`, label);
    }
    const sections = matchPeriods(term.section_times, start.minutes, end.minutes, tolerance);
    if (!sections) {
      return report(
        "off_grid",
        `「${name}」的上课时间 ${fromMinutes(start.minutes)}-${fromMinutes(end.minutes)} 对不上本学期的节次时间，请手动调整。`,
        label,
      );
    }
    const embeddable = item.component.getFirstPropertyValue(EMBEDDABLE_PROPERTY.toLowerCase());
    drafts.add(
      {
        name,
        location: item.location?.trim() || null,
        day_of_week: position.day_of_week,
        ...sections,
        can_be_embedded: String(embeddable ?? "").toUpperCase() === "TRUE",
      },
      position.week,
      item.uid,
    );
  }

  function resolveZone(component: ICAL.Component, start: ICAL.Time): Zone | null {
    if (start.zone === ICAL.Timezone.utcTimezone) return { kind: "iana", name: "UTC" };
    const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
    if (!tzid) return { kind: "iana", name: term.timezone }; // floating time: the student's own clock
    const name = String(tzid);
    const custom = customZones.get(name);
    if (isValidTimeZone(name)) return { kind: "iana", name };
    return custom ? { kind: "vtimezone", zone: custom } : null;
  }
}

function readCalendar(icsText: string): ICAL.Component {
  try {
    const component = new ICAL.Component(ICAL.parse(icsText));
    if (component.name !== "vcalendar") throw new Error(`top component is ${component.name}`);
    return component;
  } catch (error) {
    throw new PlannerError("ics:invalid", { cause: error });
  }
}

function groupByUid(vevents: ICAL.Component[]) {
  const masters = new Map<string, { master: ICAL.Component; exceptions: ICAL.Component[] }>();
  const exceptions: ICAL.Component[] = [];
  const unnamed: Array<{ master: ICAL.Component; exceptions: ICAL.Component[] }> = [];
  for (const vevent of vevents) {
    if (vevent.hasProperty("recurrence-id")) exceptions.push(vevent);
    else {
      const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
      if (uid) masters.set(uid, { master: vevent, exceptions: [] });
      else unnamed.push({ master: vevent, exceptions: [] });
    }
  }
  const orphans: ICAL.Component[] = [];
  for (const exception of exceptions) {
    const series = masters.get(String(exception.getFirstPropertyValue("uid") ?? ""));
    if (series) series.exceptions.push(exception);
    else orphans.push(exception);
  }
  return { masters: [...masters.values(), ...unnamed], orphans };
}

/**
 * A study block (or embedded item) of our own export. The kind property decides when present; a calendar app that
 * dropped X- properties on re-export still keeps our UID and CATEGORIES. Other apps' files are courses as before.
 */
function isOwnStudyEvent(component: ICAL.Component): boolean {
  const kind = component.getFirstPropertyValue(KIND_PROPERTY.toLowerCase());
  if (kind !== null && kind !== undefined) return ["task", "study"].includes(String(kind).trim().toLowerCase());
  const uid = String(component.getFirstPropertyValue("uid") ?? "");
  const categories = component.getAllProperties("categories").flatMap((property) => property.getValues().map((value) => String(value).trim()));
  return uid.endsWith(`@${UID_DOMAIN}`) && categories.includes(STUDY_CATEGORY);
}

function studyReason(name: string): string {
  return `「${name}」是学习安排（由本应用导出），不作为课程导入。`;
}

function isCancelled(component: ICAL.Component): boolean {
  return String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";
}

function wallOf(time: ICAL.Time): WallTime {
  return { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
}

function wallOfDate(date: string): Pick<WallTime, "year" | "month" | "day"> {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day };
}

/** Occurrence times come back as wall clocks in the event's zone (floating, unless UTC); this pins them down. */
function toInstant(time: ICAL.Time, zone: Zone): number {
  if (time.zone === ICAL.Timezone.utcTimezone) return instantOf(wallOf(time), "UTC");
  if (zone.kind === "iana") return instantOf(wallOf(time), zone.name);
  const utc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  return utc - zone.zone.utcOffset(time) * 1000;
}

class ProblemList {
  private readonly problems = new Map<string, ImportProblem>();

  add(problem: Omit<ImportProblem, "occurrences">, occurrence?: string): void {
    const key = `${problem.uid}\u0000${problem.kind}\u0000${problem.reason}`;
    const existing = this.problems.get(key) ?? { ...problem, occurrences: [] };
    if (occurrence) existing.occurrences.push(occurrence);
    this.problems.set(key, existing);
  }

  list(): ImportProblem[] {
    return [...this.problems.values()];
  }
}

/**
 * Occurrences that share name, place, weekday and periods become one draft, across VEVENTs too: some apps export
 * every week as its own VEVENT, and our own export splits nothing, so either way the student sees one row.
 */
class DraftList {
  private readonly drafts = new Map<string, CourseDraft>();

  add(meeting: Omit<CourseDraft, "weeks" | "source_uids">, week: number, uid: string): void {
    const key = JSON.stringify([meeting.name, meeting.location, meeting.day_of_week, meeting.section_start, meeting.section_end, meeting.can_be_embedded]);
    const draft = this.drafts.get(key) ?? { ...meeting, weeks: [], source_uids: [] };
    if (!draft.weeks.includes(week)) draft.weeks.push(week);
    if (uid && !draft.source_uids.includes(uid)) draft.source_uids.push(uid);
    this.drafts.set(key, draft);
  }

  list(): CourseDraft[] {
    return [...this.drafts.values()]
      .map((draft) => ({ ...draft, weeks: [...draft.weeks].sort((a, b) => a - b) }))
      .sort((a, b) => a.day_of_week - b.day_of_week || a.section_start - b.section_start || a.name.localeCompare(b.name));
  }
}
