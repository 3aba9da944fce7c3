/**
 * Request bodies and paths of the study plan routes. The data layer checks the same rules again (and the term
 * range).
 */
import { z } from "zod";
import { recordId, recordIdNumber } from "../schema";
import { CONTENT_MAX_LENGTH, EXCLUDABLE_SLOTS, MAX_DURATION, MAX_ITEMS, NAME_MAX_LENGTH } from "@/lib/study-plan/rules";
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
const slotMessage = "排除时段只能是 1-6（1 = 第1-2节 … 6 = 第11-12节）";
const excludedSlots = z.array(z.number().int(slotMessage).min(1, slotMessage).max(EXCLUDABLE_SLOTS.length, slotMessage)).max(EXCLUDABLE_SLOTS.length * 2);
const content = z
  .string()
  .trim()
  .min(1, "任务内容不能为空")
  .refine((value) => characters(value) <= CONTENT_MAX_LENGTH, `任务内容不能超过 ${CONTENT_MAX_LENGTH} 个字`);
const durationMessage = `时长需要是 1-${MAX_DURATION} 节的整数`;
const duration = z.number(durationMessage).int(durationMessage).min(1, durationMessage).max(MAX_DURATION, durationMessage);

const datesInOrder = (value: { start_date?: string; end_date?: string }) =>
  value.start_date === undefined || value.end_date === undefined || value.start_date <= value.end_date;
const datesOrderIssue = { message: "开始日期不能晚于结束日期", path: ["end_date"] };

const itemSchema = z.object({ content, duration: duration.default(2) });

export const createTaskClassSchema = z
  .object({
    name,
    start_date: date,
    end_date: date,
    strategy: strategy.default("steady"),
    allow_filler_course: z.boolean().default(false),
    excluded_slots: excludedSlots.default([]),
    items: z.array(itemSchema).max(MAX_ITEMS, `一个任务类最多 ${MAX_ITEMS} 项任务`).default([]),
  })
  .refine(datesInOrder, datesOrderIssue);

export const updateTaskClassSchema = z
  .object({
    name: name.optional(),
    start_date: date.optional(),
    end_date: date.optional(),
    strategy: strategy.optional(),
    allow_filler_course: z.boolean().optional(),
    excluded_slots: excludedSlots.optional(),
  })
  .refine(datesInOrder, datesOrderIssue)
  .refine((value) => Object.values(value).some((field) => field !== undefined), "没有要修改的内容");

export const addItemSchema = itemSchema.extend({
  position: z.number().int("插入位置需要是整数").min(1, "插入位置最小是 1").optional(),
});

export const updateItemSchema = z
  .object({ content: content.optional(), duration: duration.optional() })
  .refine((value) => value.content !== undefined || value.duration !== undefined, "没有要修改的内容");

/** /api/task-classes/:id and everything under it. */
export const classParamsSchema = z.object({ id: recordId });
/** /api/task-classes/:id/items/:itemId. */
export const itemParamsSchema = z.object({ itemId: recordId });

export const reorderSchema = z.object({
  item_ids: z.array(recordIdNumber).max(MAX_ITEMS, `一个任务类最多 ${MAX_ITEMS} 项任务`),
});
