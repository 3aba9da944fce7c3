/** The shapes shared by ICS import and export. Pure data: no I/O, no clock. */
import type { SectionTime } from "@/db/schema";

/** What the ICS layer needs of a term: the calendar, the period clock and the zone both are expressed in. */
export interface IcsTerm {
  /** Monday of week 1, "YYYY-MM-DD" in `timezone`. */
  start_date: string;
  weeks: number;
  /** Twelve periods, "HH:MM" in `timezone`. */
  section_times: SectionTime[];
  timezone: string;
}

/** One weekly meeting of a course as the importer understood it: same weekday, same periods, these weeks. */
export interface CourseDraft {
  name: string;
  location: string | null;
  day_of_week: number;
  section_start: number;
  section_end: number;
  /** Ascending, distinct, inside the term. */
  weeks: number[];
  /** Read back from our own export (X-STUDY-PLANNER-EMBEDDABLE); false for other apps' files. */
  can_be_embedded: boolean;
  /** The UIDs of the VEVENTs this draft came from, so the preview can point at them. */
  source_uids: string[];
}

export const IMPORT_PROBLEM_KINDS = [
  "all_day",
  "cancelled",
  "off_grid",
  "outside_term",
  "multi_day",
  "unknown_timezone",
  "unbounded",
  "too_many",
  "invalid",
] as const;
export type ImportProblemKind = (typeof IMPORT_PROBLEM_KINDS)[number];

/** Something in the file that did not become (part of) a draft, with a zh-CN reason the student can act on. */
export interface ImportProblem {
  kind: ImportProblemKind;
  uid: string | null;
  name: string;
  reason: string;
  /** The local start times ("YYYY-MM-DD HH:MM" in the term's zone) concerned, when there are any. */
  occurrences: string[];
}

export interface IcsParseResult {
  courses: CourseDraft[];
  problems: ImportProblem[];
}

/** One thing to export: a course meeting or a study block, on the same weekday and periods in these weeks. */
export interface IcsExportEvent {
  /** Stable across exports (the schedule event id and meeting), so calendar apps update rather than duplicate. */
  key: string;
  name: string;
  location: string | null;
  kind: "course" | "task";
  can_be_embedded: boolean;
  day_of_week: number;
  section_start: number;
  section_end: number;
  weeks: number[];
}
