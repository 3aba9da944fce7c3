/** The shapes shared by ICS import and export. Pure data: no I/O, no clock. */
import type { PeriodTime } from "@/lib/calendar/clock";
import type { IcsNote } from "./notes";

/** What the ICS layer needs of a term: the calendar, the period clock and the zone both are expressed in. */
export interface IcsTerm {
  /** Monday of week 1, "YYYY-MM-DD" in `timezone`. */
  start_date: string;
  weeks: number;
  /** Twelve periods, "HH:MM" in `timezone`. */
  section_times: PeriodTime[];
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
  /**
   * Present when the file's times miss the period clock by more than the usual few minutes but at most
   * NEAREST_MINUTES (08:00-09:35 against 08:00-09:40): the draft sits at the nearest periods, and this says where
   * from (`file`, the file's times) and where to (`periods`, the clock times of the periods it takes). The settings
   * screen leaves such a draft out until the student accepts 按最近的节次.
   */
  approximate?: { file: PeriodTime; periods: PeriodTime };
}

export type ImportProblemKind =
  | "all_day"
  | "cancelled"
  | "off_grid"
  | "outside_term"
  | "multi_day"
  | "unknown_timezone"
  | "unbounded"
  | "too_many"
  | "invalid"
  | "study_block";

/**
 * Something in the file that did not become (part of) a draft, with a zh-CN reason the student can act on.
 * "study_block" is not a fault: a study block or embedded item from our own export, skipped on purpose.
 */
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
  /** What was repaired in the file, and what was read as written but looks wrong. */
  notes: IcsNote[];
}

/**
 * One thing to export, on the same weekday and periods in these weeks: a course meeting, a study block, or a task
 * item embedded in a 水课 (kind "task" with `embedded_in`, during the host's periods).
 */
export interface IcsExportEvent {
  /** Stable across exports (the schedule event or item id and meeting), so calendar apps update rather than duplicate. */
  key: string;
  /** The course's or study block's name; for an embedded item, the item's content. */
  name: string;
  location: string | null;
  kind: "course" | "task";
  can_be_embedded: boolean;
  /** The name of the 水课 an embedded task item is studied in; null for courses and study blocks of their own. */
  embedded_in: string | null;
  /** The task class a study block (or embedded item) belongs to, which titles it ("离散数学复习 · 第一章"); else null. */
  class_name?: string | null;
  day_of_week: number;
  section_start: number;
  section_end: number;
  weeks: number[];
}
