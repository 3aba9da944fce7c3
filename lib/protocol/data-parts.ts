/**
 * The typed `data-*` parts of a planner message (DESIGN: seed timeline kind <-> UIMessage part).
 * Every part the server writes is parsed by these schemas first, and the client parses what it renders.
 */
import { z } from "zod";
import { businessCardSchema } from "./cards";
import { taskDecisionSchema } from "./task-edit-cards";

/** Stages of a turn, as in the original agent: route -> plan -> rough_build -> execute -> confirm -> deliver. */
const STAGES = ["route", "plan", "rough_build", "execute", "confirm", "deliver", "quick_task"] as const;
export const stageSchema = z.enum(STAGES);
export type Stage = z.infer<typeof stageSchema>;

export const statusDataSchema = z.object({
  stage: stageSchema,
  text: z.string(),
  /** Set on the note a cancel leaves ("方案已取消"): the draft whose confirm card it closes. */
  draft_id: z.string().optional(),
  /** Set on the note a delete card's decision leaves: the card (by request_id) it closes, and how. */
  task_decision: taskDecisionSchema.optional(),
});
/** @public The type half of statusDataSchema. */
export type StatusData = z.infer<typeof statusDataSchema>;

/**
 * Where a block sits, in both the window's terms and the calendar's, so a card can draw it without a lookup.
 * @public The runtime half of Placement.
 */
export const placementSchema = z.object({
  day: z.number().int().min(1),
  week: z.number().int().min(1),
  day_of_week: z.number().int().min(1).max(7),
  /** Calendar date "YYYY-MM-DD" in the student's zone. */
  date: z.string(),
  slot_start: z.number().int().min(1).max(16),
  slot_end: z.number().int().min(1).max(16),
});
export type Placement = z.infer<typeof placementSchema>;

/** @public The runtime half of ScheduleChange. */
export const scheduleChangeSchema = z.object({
  state_id: z.number().int(),
  name: z.string(),
  category: z.string(),
  change: z.enum(["place", "move", "unplace"]),
  from: z.array(placementSchema),
  to: z.array(placementSchema),
  /** Name of the embeddable course this block shares periods with, when embedded. */
  embedded_in: z.string().optional(),
  /** A review sitting (issue 25): the task item (task_class_items.id) it reviews; absent on every other change. */
  review_of: z.number().int().optional(),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

/**
 * A task class the draft creates on confirm (proposed by the agent), with its ordered items.
 * @public The runtime half of ProposedTaskClass.
 */
export const proposedTaskClassSchema = z.object({
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  strategy: z.enum(["steady", "rapid"]),
  // An item lasts up to its term's day, which may have up to 16 periods.
  items: z.array(z.object({ content: z.string(), duration: z.number().int().min(1).max(16) })).min(1),
});
export type ProposedTaskClass = z.infer<typeof proposedTaskClassSchema>;

export const confirmRequestDataSchema = z
  .object({
    draft_id: z.string(),
    base_version: z.number().int(),
    /** The draft revision this card shows; confirming it after the draft changed answers 409 draft:stale. */
    revision: z.number().int().min(0).optional(),
    summary: z.string(),
    changes: z.array(scheduleChangeSchema),
    new_task_classes: z.array(proposedTaskClassSchema).optional(),
    /** What the turn that made the draft wants the student to read beside it ("「错题本」没有排，按你说的留着。"). */
    notes: z.array(z.string()).optional(),
  })
  .refine((data) => data.changes.length > 0 || (data.new_task_classes?.length ?? 0) > 0, {
    message: "a confirm request changes something",
  });
export type ConfirmRequestData = z.infer<typeof confirmRequestDataSchema>;

export const scheduleCompletedDataSchema = z.object({
  /** The confirmed draft; absent when the card reports an undo. */
  draft_id: z.string().optional(),
  /** What to pass to `POST /api/commits/{commit_id}/undo`. Absent only on cards stored before undo existed. */
  commit_id: z.string().optional(),
  /** On an undo's card: the commit it reverted (the client marks that one's card as undone). */
  undo_of: z.string().optional(),
  version: z.number().int(),
  placed: z.number().int().min(0),
  moved: z.number().int().min(0),
  embedded: z.number().int().min(0),
  removed: z.number().int().min(0),
  created_classes: z.number().int().min(0).optional(),
});
export type ScheduleCompletedData = z.infer<typeof scheduleCompletedDataSchema>;

/**
 * The message id of a completion card: one per confirmed draft (whoever confirms first) and one per undo, so the
 * server and the client append it once and agree on it.
 */
export function scheduleCompletedMessageId(completed: Pick<ScheduleCompletedData, "draft_id" | "commit_id">): string {
  return `schedule-completed-${completed.draft_id ?? completed.commit_id}`;
}

export const businessCardDataSchema = z.object({
  stage: stageSchema,
  block_id: z.string(),
  display_mode: z.literal("card"),
  business_card: businessCardSchema,
});
export type BusinessCardData = z.infer<typeof businessCardDataSchema>;

export const interruptDataSchema = z.object({
  /**
   * aborted: the student stopped it; interrupted: the server stopped before the turn could finish; background: the
   * turn finished after the client that started it went away (it is complete, nothing was cut off).
   */
  reason: z.enum(["aborted", "error", "budget", "interrupted", "background"]),
  text: z.string(),
});
export type InterruptData = z.infer<typeof interruptDataSchema>;

/**
 * A run of periods the answer to a question about time talks about ("12月3日 周四 14:00–15:40"), for the week grid
 * to highlight: free periods for "明天下午有空吗", the courses and blocks for "我下周三有什么课".
 * @public The runtime half of HighlightPeriod.
 */
export const highlightPeriodSchema = z.object({
  /** Calendar date "YYYY-MM-DD" in the student's zone. */
  date: z.string(),
  week: z.number().int().min(1),
  day_of_week: z.number().int().min(1).max(7),
  slot_start: z.number().int().min(1).max(16),
  slot_end: z.number().int().min(1).max(16),
  /** "HH:MM" in the student's zone: the start of slot_start and the end of slot_end. */
  start: z.string(),
  end: z.string(),
  /** free: nothing there; busy: a course or a study block (named by label). */
  kind: z.enum(["free", "busy"]),
  label: z.string().optional(),
});
/** @public The type half of highlightPeriodSchema: one period the week grid highlights. */
export type HighlightPeriod = z.infer<typeof highlightPeriodSchema>;

export const timeHighlightDataSchema = z.object({
  /** What was asked, in the student's words: "12月3日 周四 下午的空闲". */
  title: z.string(),
  /** The dates the question covered, first and last ("YYYY-MM-DD"), so the grid can show that week. */
  from: z.string(),
  to: z.string(),
  periods: z.array(highlightPeriodSchema),
});
export type TimeHighlightData = z.infer<typeof timeHighlightDataSchema>;

/** Data part name -> schema; `useChat({ dataPartSchemas })` and the server writer use this same map. */
export const plannerDataPartSchemas = {
  status: statusDataSchema,
  confirm_request: confirmRequestDataSchema,
  schedule_completed: scheduleCompletedDataSchema,
  business_card: businessCardDataSchema,
  interrupt: interruptDataSchema,
  time_highlight: timeHighlightDataSchema,
};

export type PlannerDataParts = {
  [K in keyof typeof plannerDataPartSchemas]: z.infer<(typeof plannerDataPartSchemas)[K]>;
};
