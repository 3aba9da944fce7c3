/**
 * GET /api/schedule: one week of the student's timetable as the week grid draws it — committed courses, study
 * blocks and embedded items, and what the open draft would change in that week. Shared by the route and the grid.
 */
import type { PeriodTime } from "@/lib/calendar/clock";

export type WeekBlockKind = "course" | "study" | "embedded" | "draft";

export interface WeekBlock {
  /** Stable within one view: React key and the target of host_block_id. */
  id: string;
  kind: WeekBlockKind;
  name: string;
  /** "课程" for a course, else the task class name. */
  category: string;
  day_of_week: number;
  date: string;
  slot_start: number;
  slot_end: number;
  location: string | null;
  /** A course that may not be embedded: it never moves and takes no task. */
  locked: boolean;
  can_embed: boolean;
  event_id: number | null;
  item_id: number | null;
  /** Embedded blocks (committed or suggested): the course block whose periods they share, and its name. */
  host_block_id?: string;
  host_name?: string;
  /** Draft blocks: a new placement, or an existing block moved here. */
  change?: "place" | "move";
  /** Committed blocks the open draft moves away or takes off the timetable. */
  draft_effect?: "moved" | "removed";
  draft_id?: string;
}

export interface WeekView {
  term: {
    start_date: string;
    weeks: number;
    section_times: PeriodTime[];
    timezone: string;
    /** The week `now` falls in, or null outside the term. */
    current_week: number | null;
  };
  week: number;
  /** The student's calendar date at `now`. */
  today: string;
  days: { day_of_week: number; date: string }[];
  blocks: WeekBlock[];
  /** The open draft, when one exists and still sits on the current schedule. */
  draft: { id: string; base_version: number } | null;
}
