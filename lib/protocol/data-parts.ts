/**
 * The typed `data-*` parts of a planner message (DESIGN: seed timeline kind <-> UIMessage part).
 * Every part the server writes is parsed by these schemas first, and the client parses what it renders.
 */
import { z } from "zod";
import { businessCardSchema } from "./cards";

/** Stages of a turn, as in the original agent: route -> plan -> rough_build -> execute -> confirm -> deliver. */
const STAGES = ["route", "plan", "rough_build", "execute", "confirm", "deliver", "quick_task"] as const;
export const stageSchema = z.enum(STAGES);
export type Stage = z.infer<typeof stageSchema>;

export const statusDataSchema = z.object({
  stage: stageSchema,
  text: z.string(),
  /** Set on the note a cancel leaves ("方案已取消"): the draft whose confirm card it closes. */
  draft_id: z.string().optional(),
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
  slot_start: z.number().int().min(1).max(12),
  slot_end: z.number().int().min(1).max(12),
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
  items: z.array(z.object({ content: z.string(), duration: z.number().int().min(1).max(12) })).min(1),
});
export type ProposedTaskClass = z.infer<typeof proposedTaskClassSchema>;

export const confirmRequestDataSchema = z
  .object({
    draft_id: z.string(),
    base_version: z.number().int(),
    summary: z.string(),
    changes: z.array(scheduleChangeSchema),
    new_task_classes: z.array(proposedTaskClassSchema).optional(),
  })
  .refine((data) => data.changes.length > 0 || (data.new_task_classes?.length ?? 0) > 0, {
    message: "a confirm request changes something",
  });
export type ConfirmRequestData = z.infer<typeof confirmRequestDataSchema>;

export const scheduleCompletedDataSchema = z.object({
  draft_id: z.string(),
  version: z.number().int(),
  placed: z.number().int().min(0),
  moved: z.number().int().min(0),
  embedded: z.number().int().min(0),
  removed: z.number().int().min(0),
  created_classes: z.number().int().min(0).optional(),
});
export type ScheduleCompletedData = z.infer<typeof scheduleCompletedDataSchema>;

export const businessCardDataSchema = z.object({
  stage: stageSchema,
  block_id: z.string(),
  display_mode: z.literal("card"),
  business_card: businessCardSchema,
});
export type BusinessCardData = z.infer<typeof businessCardDataSchema>;

export const interruptDataSchema = z.object({
  /** aborted: the student stopped it; interrupted: the server stopped before the turn could finish. */
  reason: z.enum(["aborted", "error", "budget", "interrupted"]),
  text: z.string(),
});
export type InterruptData = z.infer<typeof interruptDataSchema>;

/** Data part name -> schema; `useChat({ dataPartSchemas })` and the server writer use this same map. */
export const plannerDataPartSchemas = {
  status: statusDataSchema,
  confirm_request: confirmRequestDataSchema,
  schedule_completed: scheduleCompletedDataSchema,
  business_card: businessCardDataSchema,
  interrupt: interruptDataSchema,
};

export type PlannerDataParts = {
  [K in keyof typeof plannerDataPartSchemas]: z.infer<(typeof plannerDataPartSchemas)[K]>;
};
