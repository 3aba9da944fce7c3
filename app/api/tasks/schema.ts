/**
 * Request bodies of the 待办 routes. Times arrive as the form's wall clock ("2026-04-29T20:00", the student's zone)
 * or as a zoned ISO time; "" means no time. Lengths and ranges are judged by lib/tasks/task-edit, which words every
 * refusal the same way for the form and the assistant; here only the shapes are checked.
 */
import { z } from "zod";
import { taskDeletionRequestSchema } from "@/lib/protocol";
import { conversationId, recordId } from "../schema";

export const taskParamsSchema = z.object({ id: recordId });

const time = z
  .string()
  .max(40, "时间格式不对")
  .transform((value) => (value.trim() === "" ? null : value.trim()))
  .nullable();

const priorityGroup = z.literal([1, 2, 3, 4], { error: "优先级必须是 1 到 4 的整数（四个象限之一）" });

const fields = {
  title: z.string({ error: "请填写待办内容" }).max(1000, "待办内容太长了"),
  priority_group: priorityGroup,
  deadline_at: time,
  urgency_threshold_at: time,
  estimated_sections: z.number({ error: "所需节数必须是数字" }).nullable(),
  is_completed: z.boolean(),
};

export const createTaskSchema = z.object({
  title: fields.title,
  /** Absent: 重要不紧急 with a deadline, 简单不重要 without (the assistant's defaults). */
  priority_group: fields.priority_group.optional(),
  deadline_at: fields.deadline_at.optional(),
  /** Absent: 24 h before the deadline for quadrant 2. */
  urgency_threshold_at: fields.urgency_threshold_at.optional(),
  estimated_sections: fields.estimated_sections.optional(),
});

export const patchTaskSchema = z
  .object(fields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), "没有要修改的内容");

export const listQuerySchema = z.object({
  status: z.enum(["open", "done", "all"], { error: "status 只能是 open、done 或 all" }).default("all"),
});

/** POST /api/tasks/:id/deletion: a delete card's 删除 or 取消, with the conversation it was clicked in. */
export const taskDeletionBodySchema = taskDeletionRequestSchema.extend({ conversation_id: conversationId });
