/**
 * Input schemas of the agent's non-schedule tools (task tools, rough_schedule, ask_user). The schedule tools keep
 * their schemas in lib/schedule/tools/schemas.ts. Arguments come from a model, so every field is described in
 * Chinese and the tool re-validates before acting; a bad argument becomes a readable reply, not an exception.
 */
import { z } from "zod";

const optionalText = (description: string) => z.string().trim().min(1).optional().describe(description);

export const quickNoteInput = z.object({
  content: z
    .string()
    .trim()
    .min(1)
    .describe("学生要记下的原话（含时间词），如“周三晚上8点给导师发周报”；工具会在学生所在时区解析时间"),
  title: optionalText("整理后的事项标题（不含时间词），如“给导师发周报”；不传则从 content 提取"),
  deadline: optionalText("截止/提醒时间：自然语言（“周三晚上8点”）或 ISO 时间；不传则从 content 解析"),
  priority_group: z
    .number()
    .int()
    .min(1)
    .max(4)
    .optional()
    .describe("优先级象限：1 重要且紧急，2 重要不紧急，3 简单不重要，4 复杂不重要；不确定就不传"),
});

export const createTaskInput = quickNoteInput.extend({
  estimated_sections: z.number().int().min(1).max(12).optional().describe("预计需要的节数（1-12），学生说了才传"),
});

export const TASK_QUERY_SORTS = ["deadline_asc", "deadline_desc", "priority", "created_desc"] as const;

export const queryTasksInput = z.object({
  keyword: optionalText("标题关键词，如“离散数学”；不传则不按关键词过滤"),
  quadrant: z.number().int().min(1).max(4).optional().describe("只看某个优先级象限（1-4）"),
  include_completed: z.boolean().optional().describe("是否包含已完成任务，默认 false（只看未完成）"),
  completed_only: z.boolean().optional().describe("只看已完成任务"),
  deadline_before: optionalText("截止时间早于：自然语言（“这周五”）或 ISO 时间"),
  deadline_after: optionalText("截止时间晚于：自然语言或 ISO 时间"),
  sort: z.enum(TASK_QUERY_SORTS).optional().describe("排序，默认 deadline_asc（截止时间升序）"),
  limit: z.number().int().min(1).max(50).optional().describe("最多返回几条，默认 5"),
});

export const roughScheduleInput = z.object({
  task_class: optionalText(
    "要粗排的任务类名称（如“离散数学期末复习”）；“待办”表示只排零散待办（有预计节数的任务）；不传则粗排所有任务类和待办",
  ),
  range: optionalText("时间范围的原话：“这周”“下周”“明天”“第3到第9天”；不传则用 day_start/day_end 或整个窗口"),
  day_start: z.number().int().min(1).optional().describe("起始天索引（含），与 day_end 一起使用"),
  day_end: z.number().int().min(1).optional().describe("结束天索引（含）"),
  strategy: z.enum(["steady", "rapid"]).optional().describe("steady=均匀分散，rapid=尽早完成；不传则用任务类自己的设置"),
  allow_filler_course: z.boolean().optional().describe("是否允许任务类条目嵌入水课；不传则用任务类自己的设置（待办从不嵌入）"),
  allow_partial: z
    .boolean()
    .optional()
    .describe("放不下全部时：false（默认）整体失败并说明缺口；true 按优先级先排能放下的，并列出没排上的和原因"),
  daily_cap: z.number().int().min(1).max(12).optional().describe("每天最多安排多少节学习（含已有的学习块）；不传则不限"),
});

export const askUserInput = z.object({
  question: z.string().trim().min(1).describe("要问学生的一个具体问题"),
  options: z.array(z.string().trim().min(1)).max(6).optional().describe("可选的候选答案（如“这周”“下周”）"),
});

export type QuickNoteInput = z.infer<typeof quickNoteInput>;
export type CreateTaskInput = z.infer<typeof createTaskInput>;
export type QueryTasksInput = z.infer<typeof queryTasksInput>;
export type RoughScheduleInput = z.infer<typeof roughScheduleInput>;
export type AskUserInput = z.infer<typeof askUserInput>;
