/**
 * ICS import: turns the VEVENTs of an .ics file into course drafts on the term's grid. The text is repaired where
 * real exports are damaged (repair.ts), every VEVENT is read on its own (read-events.ts: ical.js expands RRULE /
 * RDATE / RECURRENCE-ID, we apply EXDATE), and each meeting's local start and end is mapped onto (week, weekday,
 * periods). Whatever does not map becomes a problem with a reason, whatever was repaired or looks wrong a note;
 * nothing is dropped silently. Study blocks of our own export are listed as skipped, with their meetings.
 */
import { termPosition } from "@/lib/schedule/indexing";
import { fromMinutes, instantOf, matchPeriods, nearestPeriods, type PeriodTime } from "../calendar/clock";
import { IcsBudget } from "./budget";
import type { IcsNote } from "./notes";
import { readEvents, type IcsMeeting, type ReadItem } from "./read-events";
import { repairIcs } from "./repair";
import { runSteps, type Steps } from "./steps";
import type { CourseDraft, IcsParseResult, IcsTerm, ImportProblem } from "./types";

export interface ParseOptions {
  /** Minutes a start or end may differ from the period clock and still count as on it. */
  toleranceMinutes?: number;
  /**
   * Minutes a start or end may miss the clock by and still be offered at the nearest periods (a draft marked
   * `approximate`); further off is an off_grid problem. NEAREST_MINUTES unless given; 0 turns the offer off.
   */
  nearestMinutes?: number;
  /** Occurrences read per VEVENT at most, against runaway rules (FREQ=MINUTELY). */
  maxOccurrences?: number;
  /** Events, meetings and time the reading may take; counts only (no deadline) when not given. */
  budget?: IcsBudget;
}

/** How far (minutes) a meeting may miss the period clock and still be offered the nearest periods (issue 28 #3). */
const NEAREST_MINUTES = 20;

/** The file read once, before any term is applied: its meetings and problems in order, and the notes. */
export interface IcsReading {
  items: ReadItem[];
  notes: IcsNote[];
}

/** The reading in steps (see steps.ts). */
export function* readIcsSteps(icsText: string, term: IcsTerm, options: ParseOptions = {}): Steps<IcsReading> {
  const repaired = repairIcs(icsText);
  yield;
  const budget = options.budget ?? new IcsBudget();
  const items = yield* readEvents(repaired, { timezone: term.timezone, until: termEnd(term), weeks: term.weeks, maxOccurrences: options.maxOccurrences ?? 500, budget });
  return { items, notes: repaired.notes.list() };
}

export function readIcs(icsText: string, term: IcsTerm, options: ParseOptions = {}): IcsReading {
  return runSteps(readIcsSteps(icsText, term, options));
}

function termEnd(term: Pick<IcsTerm, "start_date" | "weeks" | "timezone">): number {
  const [year, month, day] = term.start_date.split("-").map(Number);
  return instantOf({ year, month, day, hour: 0, minute: 0, second: 0 }, term.timezone) + term.weeks * 7 * 86_400_000;
}

/** The meetings of a reading mapped onto a term's weeks and period clock. */
export function mapReading(reading: IcsReading, term: IcsTerm, options: ParseOptions = {}): IcsParseResult {
  const tolerance = options.toleranceMinutes ?? 5;
  const nearestMinutes = options.nearestMinutes ?? NEAREST_MINUTES;
  const problems = new ProblemList();
  const drafts = new DraftList();
  for (const item of reading.items) {
    if ("problem" in item) problems.add(item.problem, item.occurrence);
    else mapMeeting(item.meeting);
  }
  return { courses: drafts.list(), problems: problems.list(), notes: reading.notes };

  function mapMeeting(meeting: IcsMeeting): void {
    const { uid, name } = meeting;
    const label = `${meeting.date} ${fromMinutes(meeting.start)}-${fromMinutes(meeting.end)}`;
    const position = termPosition(term, meeting.date);
    if (!position) {
      const reason = `「${name}」有上课不在本学期内（${term.start_date} 起共 ${term.weeks} 周）。`;
      return problems.add({ kind: "outside_term", uid, name, reason }, label);
    }
    const draft = { name, location: meeting.location, day_of_week: position.day_of_week, can_be_embedded: meeting.can_be_embedded };
    const sections = matchPeriods(term.section_times, meeting.start, meeting.end, tolerance);
    if (sections) return drafts.add({ ...draft, ...sections }, position.week, uid);
    const nearest = nearestPeriods(term.section_times, meeting.start, meeting.end, nearestMinutes);
    if (nearest) return drafts.add({ ...draft, ...nearest, approximate: approximation(meeting, nearest) }, position.week, uid);
    const reason = `「${name}」的上课时间 ${fromMinutes(meeting.start)}-${fromMinutes(meeting.end)} 对不上本学期的节次时间，请手动调整。`;
    problems.add({ kind: "off_grid", uid, name, reason }, label);
  }

  function approximation(meeting: IcsMeeting, sections: { section_start: number; section_end: number }): { file: PeriodTime; periods: PeriodTime } {
    return {
      file: { start: fromMinutes(meeting.start), end: fromMinutes(meeting.end) },
      periods: { start: term.section_times[sections.section_start - 1].start, end: term.section_times[sections.section_end - 1].end },
    };
  }
}

export function parseIcsCourses(icsText: string, term: IcsTerm, options: ParseOptions = {}): IcsParseResult {
  return mapReading(readIcs(icsText, term, options), term, options);
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
    // Meetings moved to the nearest periods stay apart from those on the clock, and by their own times: the student
    // accepts each move seeing the times the file has.
    const moved = meeting.approximate ? `${meeting.approximate.file.start}-${meeting.approximate.file.end}` : null;
    const key = JSON.stringify([meeting.name, meeting.location, meeting.day_of_week, meeting.section_start, meeting.section_end, meeting.can_be_embedded, moved]);
    const draft = this.drafts.get(key) ?? { ...meeting, weeks: [], source_uids: [] };
    if (!draft.weeks.includes(week)) draft.weeks.push(week);
    if (uid && !draft.source_uids.includes(uid)) draft.source_uids.push(uid);
    this.drafts.set(key, draft);
  }

  list(): CourseDraft[] {
    return [...this.drafts.values()]
      .map((draft) => ({ ...draft, weeks: [...draft.weeks].sort((a, b) => a - b) }))
      .sort((a, b) => a.day_of_week - b.day_of_week || a.section_start - b.section_start || a.name.localeCompare(b.name) || movedFrom(a).localeCompare(movedFrom(b)));
  }
}

/** The file's times of a draft moved to the nearest periods ("" for one on the clock, which comes first). */
function movedFrom(draft: CourseDraft): string {
  return draft.approximate ? `${draft.approximate.file.start}-${draft.approximate.file.end}` : "";
}
