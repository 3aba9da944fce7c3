/**
 * Business cards (seed 001 §4-§5): the structured result blocks that follow a short assistant sentence.
 * Each card is a zod schema and its inferred type, so the server validates what it emits and the client what it
 * renders from the same definition. Optional fields stay optional: the renderer must degrade, not invent.
 */
import { z } from "zod";
import { checkinRecordCardSchema } from "./checkin-cards";
import { examRecordCardSchema } from "./exam-cards";
import { termUpdateCardSchema } from "./term-cards";
import { taskDeleteCardSchema, taskEditCardSchema } from "./task-edit-cards";

const priorityGroupSchema = z.number().int().min(1).max(4);

export const taskQueryCardTaskItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priority_group: priorityGroupSchema.optional(),
  priority_label: z.string().optional(),
  /** "YYYY-MM-DD HH:mm" in the student's zone; may be "" upstream, which the renderer treats as absent. */
  deadline_at: z.string().optional(),
  is_completed: z.boolean().optional(),
});
export type TaskQueryCardTaskItem = z.infer<typeof taskQueryCardTaskItemSchema>;

const TASK_QUERY_FILTER_KEYS = [
  "quadrant",
  "keyword",
  "deadline_after",
  "deadline_before",
  "include_completed",
  "sort",
] as const;

export const taskQueryCardFilterSchema = z.object({
  key: z.enum(TASK_QUERY_FILTER_KEYS),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
  operator: z.enum(["eq", "contains", "gte", "lt"]).optional(),
  display_text: z.string(),
});
export type TaskQueryCardFilter = z.infer<typeof taskQueryCardFilterSchema>;

/** @public The runtime half of TaskQueryCardData. */
export const taskQueryCardDataSchema = z.object({
  /** For people only: never split it into chips (seed 001 §5.1.4); chips come from query_filters. */
  query_summary: z.string().optional(),
  query_filters: z.array(taskQueryCardFilterSchema).optional(),
  result_count: z.number().int().min(0),
  shown_count: z.number().int().min(0).optional(),
  has_more: z.boolean().optional(),
  tasks: z.array(taskQueryCardTaskItemSchema),
});
export type TaskQueryCardData = z.infer<typeof taskQueryCardDataSchema>;

/** @public The runtime half of TaskRecordSource. */
export const taskRecordSourceSchema = z.enum(["quick_note", "create_task"]);
export type TaskRecordSource = z.infer<typeof taskRecordSourceSchema>;

export const taskRecordCardDataSchema = z.object({
  id: z.number().int().optional(),
  title: z.string().min(1),
  priority_group: priorityGroupSchema.optional(),
  priority_label: z.string().optional(),
  deadline_at: z.string().optional(),
  urgency_threshold_at: z.string().optional(),
  status: z.string().optional(),
  created_at: z.string().optional(),
});
export type TaskRecordCardData = z.infer<typeof taskRecordCardDataSchema>;

const cardCommon = {
  title: z.string().optional(),
  summary: z.string().optional(),
};

/** @public The runtime half of TaskQueryCard. */
export const taskQueryCardSchema = z.object({
  card_type: z.literal("task_query"),
  ...cardCommon,
  data: taskQueryCardDataSchema,
});

/** @public The runtime half of TaskRecordCard. */
export const taskRecordCardSchema = z.object({
  card_type: z.literal("task_record"),
  ...cardCommon,
  source: taskRecordSourceSchema,
  data: taskRecordCardDataSchema,
});

export const businessCardSchema = z.discriminatedUnion("card_type", [
  taskQueryCardSchema,
  taskRecordCardSchema,
  taskEditCardSchema,
  taskDeleteCardSchema,
  checkinRecordCardSchema,
  examRecordCardSchema,
  termUpdateCardSchema,
]);
export type BusinessCard = z.infer<typeof businessCardSchema>;
export type TaskQueryCard = z.infer<typeof taskQueryCardSchema>;
export type TaskRecordCard = z.infer<typeof taskRecordCardSchema>;

/** @public Narrows a BusinessCard to its task_query variant. */
export function isTaskQueryCard(card: BusinessCard): card is TaskQueryCard {
  return card.card_type === "task_query";
}

/** @public Narrows a BusinessCard to its task_record variant. */
export function isTaskRecordCard(card: BusinessCard): card is TaskRecordCard {
  return card.card_type === "task_record";
}
