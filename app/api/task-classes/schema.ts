/**
 * Request bodies and paths of the study plan routes. Excluded blocks and durations are bounded by the student's term
 * (its N periods a day: blocks 1..ceil(N/2), durations 1..N), so those bodies' schemas are built for that N and every
 * message names the real bound. The data layer checks the same rules again (and the term range) in its transaction.
 */
import { z } from "zod";
import { recordId, recordIdNumber } from "../schema";
import { impossibleDayMessage } from "@/lib/protocol/dates";
import { durationMessage, excludableBlockCount, excludedBlocksMessage } from "@/lib/study-plan/day-bounds";
import { CONTENT_MAX_LENGTH, MAX_ITEMS, NAME_MAX_LENGTH } from "@/lib/study-plan/rules";
import { TASK_CLASS_STRATEGIES } from "@/lib/study-plan/strategies";

// Lengths count characters as the student sees them, not UTF-16 units.
const characters = (value: string) => [...value].length;

const name = z
  .string()
  .trim()
  .min(1, "任务类名称不能为空")
  .refine((value) => characters(value) <= NAME_MAX_LENGTH, `任务类名称不能超过 ${NAME_MAX_LENGTH} 个字`);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD");
const strategy = z.enum(TASK_CLASS_STRATEGIES, { error: "排布策略只能是 steady（稳扎稳打）或 rapid（快速推进）" });

function excludedSlots(periods: number) {
  const message = excludedBlocksMessage(periods);
  const blocks = excludableBlockCount(periods);
  return z.array(z.number(message).int(message).min(1, message).max(blocks, message)).max(blocks * 2, message);
}
const content = z
  .string()
  .trim()
  .min(1, "任务内容不能为空")
  .refine((value) => characters(value) <= CONTENT_MAX_LENGTH, `任务内容不能超过 ${CONTENT_MAX_LENGTH} 个字`);

function duration(periods: number) {
  const message = durationMessage(periods);
  return z.number(message).int(message).min(1, message).max(periods, message);
}

/**
 * Compared only when both are real days: 2026-13-01 sorts after any May date as text, and ordering it would answer a
 * 400 about the order where the study-plan rules answer 422 task_class:invalid naming the day that does not exist, as
 * every other route that takes a date does.
 */
const datesInOrder = (value: { start_date?: string; end_date?: string }) =>
  value.start_date === undefined ||
  value.end_date === undefined ||
  impossibleDayMessage(value.start_date) !== null ||
  impossibleDayMessage(value.end_date) !== null ||
  value.start_date <= value.end_date;
const datesOrderIssue = { message: "开始日期不能晚于结束日期", path: ["end_date"] };

const itemSchema = (periods: number) => z.object({ content, duration: duration(periods).default(2) });

/** POST /api/task-classes for a term of `periods` periods a day. */
export function createTaskClassSchema(periods: number) {
  return z
    .object({
      name,
      start_date: date,
      end_date: date,
      strategy: strategy.default("steady"),
      allow_filler_course: z.boolean().default(false),
      excluded_slots: excludedSlots(periods).default([]),
      items: z.array(itemSchema(periods)).max(MAX_ITEMS, `一个任务类最多 ${MAX_ITEMS} 项任务`).default([]),
    })
    .refine(datesInOrder, datesOrderIssue);
}

/** PATCH /api/task-classes/:id for a term of `periods` periods a day. */
export function updateTaskClassSchema(periods: number) {
  return z
    .object({
      name: name.optional(),
      start_date: date.optional(),
      end_date: date.optional(),
      strategy: strategy.optional(),
      allow_filler_course: z.boolean().optional(),
      excluded_slots: excludedSlots(periods).optional(),
    })
    .refine(datesInOrder, datesOrderIssue)
    .refine((value) => Object.values(value).some((field) => field !== undefined), "没有要修改的内容");
}

/** POST /api/task-classes/:id/items for a term of `periods` periods a day. */
export function addItemSchema(periods: number) {
  return itemSchema(periods).extend({
    position: z.number().int("插入位置需要是整数").min(1, "插入位置最小是 1").optional(),
  });
}

/**
 * PATCH /api/task-classes/:id/items/:itemId. The duration is only checked to be a number here: an item keeps a
 * duration its term's day has since lost, so the data layer checks a changed one against the day (1..N, whole).
 */
export const updateItemSchema = z
  .object({ content: content.optional(), duration: z.number("时长需要是整数节数").optional() })
  .refine((value) => value.content !== undefined || value.duration !== undefined, "没有要修改的内容");

/** /api/task-classes/:id and everything under it. */
export const classParamsSchema = z.object({ id: recordId });
/** /api/task-classes/:id/items/:itemId: the class's id and the item's. */
export const itemPathSchema = classParamsSchema.extend({ itemId: recordId });

export const reorderSchema = z.object({
  item_ids: z.array(recordIdNumber).max(MAX_ITEMS, `一个任务类最多 ${MAX_ITEMS} 项任务`),
});
