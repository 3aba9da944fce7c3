/**
 * The study plan page's calls to /api/task-classes. Answers are parsed with zod; a refusal keeps the route's code,
 * status and reasons so the form can show each reason beside the message.
 */
import { z } from "zod";
import { jsonInit, requestJson as request } from "./http";

const placementSchema = z.object({
  week: z.number(),
  day_of_week: z.number(),
  section_start: z.number(),
  section_end: z.number(),
  date: z.string().nullable(),
  embedded: z.boolean(),
});
export type ItemPlacement = z.infer<typeof placementSchema>;

const itemSchema = z.object({
  id: z.number(),
  order: z.number(),
  content: z.string(),
  duration: z.number(),
  status: z.enum(["pending", "applied"]),
  placed_at: placementSchema.nullable(),
});
export type TaskItem = z.infer<typeof itemSchema>;

export const STRATEGIES = ["steady", "rapid"] as const;
export type Strategy = (typeof STRATEGIES)[number];

const taskClassSchema = z.object({
  id: z.number(),
  name: z.string(),
  mode: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  strategy: z.enum(STRATEGIES),
  allow_filler_course: z.boolean(),
  excluded_slots: z.array(z.number()),
  total_slots: z.number().nullable(),
  items: z.array(itemSchema),
});
export type TaskClass = z.infer<typeof taskClassSchema>;

const termRangeSchema = z.object({ start_date: z.string(), end_date: z.string(), timezone: z.string(), periods_per_day: z.number() });
export type TermRange = z.infer<typeof termRangeSchema>;

const listSchema = z.object({ task_classes: z.array(taskClassSchema), term: termRangeSchema.nullable(), today: z.string().nullable() });
export type StudyPlan = z.infer<typeof listSchema>;

const writeSchema = z.object({ task_class: taskClassSchema, version: z.number() });
export type TaskClassWrite = z.infer<typeof writeSchema>;

/** What POST /api/task-classes and PATCH /api/task-classes/:id take. */
export interface TaskClassPayload {
  name: string;
  start_date: string;
  end_date: string;
  strategy: Strategy;
  allow_filler_course: boolean;
  excluded_slots: number[];
}

export interface ItemPayload {
  content: string;
  duration: number;
}

/** The shared client error under the name this module's callers use. */

const BASE = "/api/task-classes";

export function fetchStudyPlan(): Promise<StudyPlan> {
  return request(BASE, listSchema);
}

export function createTaskClass(payload: TaskClassPayload): Promise<TaskClassWrite> {
  return request(BASE, writeSchema, jsonInit("POST", payload));
}

export function updateTaskClass(id: number, payload: Partial<TaskClassPayload>): Promise<TaskClassWrite> {
  return request(`${BASE}/${id}`, writeSchema, jsonInit("PATCH", payload));
}

const deleteClassSchema = z.object({ version: z.number(), removed_items: z.number(), removed_blocks: z.number() });
export type TaskClassDelete = z.infer<typeof deleteClassSchema>;

export function deleteTaskClass(id: number): Promise<TaskClassDelete> {
  return request(`${BASE}/${id}`, deleteClassSchema, { method: "DELETE" });
}

export function addItem(taskClassId: number, payload: ItemPayload): Promise<TaskClassWrite & { item_id: number }> {
  return request(`${BASE}/${taskClassId}/items`, writeSchema.extend({ item_id: z.number() }), jsonInit("POST", payload));
}

export function updateItem(taskClassId: number, itemId: number, payload: Partial<ItemPayload>): Promise<TaskClassWrite> {
  return request(`${BASE}/${taskClassId}/items/${itemId}`, writeSchema, jsonInit("PATCH", payload));
}

export function deleteItem(taskClassId: number, itemId: number): Promise<TaskClassWrite & { removed_blocks: number }> {
  return request(`${BASE}/${taskClassId}/items/${itemId}`, writeSchema.extend({ removed_blocks: z.number() }), { method: "DELETE" });
}

export function reorderItems(taskClassId: number, itemIds: number[]): Promise<TaskClassWrite & { warnings: string[] }> {
  return request(`${BASE}/${taskClassId}/items/order`, writeSchema.extend({ warnings: z.array(z.string()) }), jsonInit("PUT", { item_ids: itemIds }));
}
