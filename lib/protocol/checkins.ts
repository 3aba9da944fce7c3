/**
 * Check-ins and what they feed: POST /api/blocks/{event_id}/checkin, GET /api/today and GET /api/progress. The
 * server builds these answers (server/schedule/checkins/); a client reads them back through these schemas.
 *
 * A study block's **sitting** is its periods on one day. It is addressed by `event_id`: the study block's own event,
 * or, for a task item embedded in a 水课, the host course's event (the week view gives an embedded block its host's
 * event_id). When that event has more than one sitting (a course hosting items in several weeks), `date` and
 * `slot_start` name one; without them the check-in goes to the latest sitting that has begun.
 */
import { z } from "zod";
import { calendarDateSchema } from "./dates";
import { upcomingExamSchema } from "./exams";

export const CHECKIN_STATUSES = ["done", "partial", "skipped"] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

/** A committed study block's outcome once its start has passed; null before. */
export const BLOCK_OUTCOMES = [...CHECKIN_STATUSES, "unconfirmed"] as const;
export type BlockOutcome = (typeof BLOCK_OUTCOMES)[number];
export const blockOutcomeSchema = z.enum(BLOCK_OUTCOMES);

const calendarDate = calendarDateSchema();

export const checkinBodySchema = z.object({
  status: z.enum(CHECKIN_STATUSES, { error: "状态只能是 done（完成）、partial（做了一部分）或 skipped（没做）" }),
  /** Periods done, for partial: at least 1 and fewer than the block's periods. */
  periods_done: z.number({ error: "periods_done 必须是整数" }).int("periods_done 必须是整数").min(0).max(16).optional(),
  /** Which sitting, when the event has several: its date ("YYYY-MM-DD", the student's zone) and a period it covers. */
  date: calendarDate.optional(),
  slot_start: z.number().int().min(1).max(16).optional(),
});
export type CheckinBody = z.infer<typeof checkinBodySchema>;

/** One sitting of a committed study block, with its outcome. */
const studyBlockSchema = z.object({
  kind: z.enum(["study", "embedded"]),
  /** The address of POST /api/blocks/{event_id}/checkin: the block's event, or an embedded item's host course. */
  event_id: z.number(),
  /** The task item (a study block's or the embedded one), else null. */
  item_id: z.number().nullable(),
  /** The loose task (待办) a study block serves, else null. */
  task_id: z.number().nullable(),
  /** A review sitting (issue 25): the task item it reviews; absent on every other block. */
  review_of: z.number().optional(),
  name: z.string(),
  /** The task class name, 待办 for a loose task's block. */
  category: z.string(),
  date: z.string(),
  slot_start: z.number(),
  slot_end: z.number(),
  /** The instant its first period starts (ISO 8601). */
  starts_at: z.string(),
  outcome: blockOutcomeSchema.nullable(),
  /** Periods done when checked in (all for done, 0 for skipped), else null. */
  periods_done: z.number().nullable(),
});
export type StudyBlock = z.infer<typeof studyBlockSchema>;

export const checkinResponseSchema = z.object({
  outcome: z.enum(CHECKIN_STATUSES),
  periods_done: z.number(),
  block: studyBlockSchema,
  /** The task item's state after this check-in: done when every one of its blocks is. */
  item: z.object({ id: z.number(), done: z.boolean() }).nullable(),
});
export type CheckinResponse = z.infer<typeof checkinResponseSchema>;

const todoSchema = z.object({ id: z.number(), title: z.string(), deadline_at: z.string() });

export const todaySchema = z.object({
  /** The student's calendar date. */
  date: z.string(),
  /** The next study block not yet begun, today or later (within two weeks), or null. */
  next: studyBlockSchema.nullable(),
  /** Today's study blocks, each with its outcome (null until it begins). */
  blocks: z.array(studyBlockSchema),
  /** Blocks of the last 14 days (today's included) that have begun and wait for a check-in, oldest first. */
  unconfirmed: z.array(studyBlockSchema),
  /** Open to-dos whose deadline has passed, earliest first. */
  overdue: z.array(todoSchema),
  /** Open to-dos due later today or tomorrow, earliest first. */
  deadlines: z.array(todoSchema.extend({ day: z.enum(["today", "tomorrow"]) })),
  /** Exams today or later, soonest first, with the days left (0 on the day). */
  exams: z.array(upcomingExamSchema),
});
export type TodayView = z.infer<typeof todaySchema>;

/**
 * GET /api/today/warnings (issue 23 #4): the work that no longer fits before its deadline, from a dry run of the
 * planner over the rest of the term — read apart from GET /api/today, which is polled, because the run costs more.
 */
const fitWarningSchema = z.object({
  kind: z.enum(["class", "todo"]),
  /** The task class's name or the to-do's title. */
  name: z.string(),
  missing_periods: z.number(),
  /** "按现在的空闲时间，「离散数学复习」在截止前排不完，还差4节。" */
  text: z.string(),
});
export type FitWarningView = z.infer<typeof fitWarningSchema>;
export const fitWarningsSchema = z.object({ warnings: z.array(fitWarningSchema) });

export const progressSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      planned_periods: z.number(),
      /** Periods of done blocks and the periods_done of partial ones. */
      done_periods: z.number(),
      /** Periods of skipped blocks. */
      skipped_periods: z.number(),
    }),
  ),
  /** Every task class of the student, whole (not clipped to the range). */
  classes: z.array(z.object({ id: z.number(), name: z.string(), items_total: z.number(), items_done: z.number() })),
});
export type ProgressView = z.infer<typeof progressSchema>;
