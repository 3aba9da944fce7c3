/**
 * GET /api/schedule: one week of the student's timetable as the week grid draws it — committed courses, study
 * blocks and embedded items, and what the open draft would change in that week. The server builds it
 * (server/schedule/week-view.ts); the grid reads it back through this schema (client/schedule-api.ts).
 */
import { z } from "zod";
import { blockOutcomeSchema } from "./checkins";

const WEEK_BLOCK_KINDS = ["course", "study", "embedded", "draft"] as const;
export type WeekBlockKind = (typeof WEEK_BLOCK_KINDS)[number];

const weekBlockSchema = z.object({
  /** Stable within one view: React key and the target of host_block_id. */
  id: z.string(),
  kind: z.enum(WEEK_BLOCK_KINDS),
  name: z.string(),
  /** "课程" for a course, else the task class name. */
  category: z.string(),
  day_of_week: z.number(),
  date: z.string(),
  slot_start: z.number(),
  slot_end: z.number(),
  location: z.string().nullable(),
  /** A course that may not be embedded: it never moves and takes no task. */
  locked: z.boolean(),
  can_embed: z.boolean(),
  event_id: z.number().nullable(),
  item_id: z.number().nullable(),
  /** A review sitting (issue 25): the task item it reviews; null or absent on every other block. */
  review_of: z.number().nullable().optional(),
  /** Embedded blocks (committed or suggested): the course block whose periods they share, and its name. */
  host_block_id: z.string().optional(),
  host_name: z.string().optional(),
  /** Draft blocks: a new placement, or an existing block moved here. */
  change: z.enum(["place", "move"]).optional(),
  /** Committed blocks the open draft moves away or takes off the timetable. */
  draft_effect: z.enum(["moved", "removed"]).optional(),
  draft_id: z.string().optional(),
  /**
   * Committed study and embedded blocks: done / partial / skipped / unconfirmed once the block has begun, null
   * before; courses and draft blocks: null or absent. Check in with POST /api/blocks/{event_id}/checkin.
   */
  outcome: blockOutcomeSchema.nullable().optional(),
});
export type WeekBlock = z.infer<typeof weekBlockSchema>;

export const weekViewSchema = z.object({
  term: z.object({
    start_date: z.string(),
    weeks: z.number(),
    section_times: z.array(z.object({ start: z.string(), end: z.string() })),
    timezone: z.string(),
    /** The week `now` falls in, or null outside the term. */
    current_week: z.number().nullable(),
  }),
  week: z.number(),
  /** The student's calendar date at `now`. */
  today: z.string(),
  days: z.array(z.object({ day_of_week: z.number(), date: z.string() })),
  blocks: z.array(weekBlockSchema),
  /** The open draft, when one exists and still sits on the current schedule. */
  draft: z
    .object({
      id: z.string(),
      base_version: z.number(),
      /** The revision to confirm with (POST /api/drafts/{id}/confirm { revision }). */
      revision: z.number().int().min(0),
      /** Changes the draft makes in all, and in which weeks (a change moving across weeks counts in both). */
      changes: z.number().int().min(0),
      weeks: z.array(z.object({ week: z.number().int(), changes: z.number().int().min(1) })),
    })
    .nullable(),
  /**
   * The commit a 撤销 would revert now: the student's latest write of the schedule still in effect (null: none). A
   * completion card of another commit says it can no longer be undone.
   */
  latest_commit_id: z.string().nullable().optional(),
});
export type WeekView = z.infer<typeof weekViewSchema>;
