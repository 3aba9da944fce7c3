/**
 * The one planner message type, shared by the route, the persistence layer and every component
 * (STYLE §1: built once, never redeclared).
 */
import type { UIMessage } from "ai";
import { z } from "zod";
import type { PlannerDataParts } from "./data-parts";

/** Every tool the agent can call. The schedule tools keep the seed's names. */
export const PLANNER_TOOL_NAMES = [
  "get_overview",
  "query_range",
  "find_first_free",
  "find_free",
  "list_tasks",
  "get_task_info",
  "place",
  "move",
  "swap",
  "batch_move",
  "unplace",
  "rough_schedule",
  "propose_task_class",
  "quick_note",
  "create_task",
  "query_tasks",
  "ask_user",
] as const;
export type PlannerToolName = (typeof PLANNER_TOOL_NAMES)[number];

/** What every tool hands back to the model: a factual reply and whether the operation happened. */
export const toolOutputSchema = z.object({ ok: z.boolean(), text: z.string() });
export type ToolOutput = z.infer<typeof toolOutputSchema>;

export type PlannerTools = {
  [K in PlannerToolName]: { input: Record<string, unknown>; output: ToolOutput };
};

export const messageMetadataSchema = z.object({
  /** ISO instant the message was created. */
  created_at: z.string().optional(),
  /** Which model answered: "offline" or the configured model id. */
  model: z.string().optional(),
  /** agent_runs.id of the turn that produced an assistant message. */
  run_id: z.string().optional(),
});
export type MessageMetadata = z.infer<typeof messageMetadataSchema>;

export type PlannerUIMessage = UIMessage<MessageMetadata, PlannerDataParts, PlannerTools>;
export type PlannerMessagePart = PlannerUIMessage["parts"][number];

export const TOOL_LABELS: Record<PlannerToolName, string> = {
  get_overview: "查看总览",
  query_range: "查看时段",
  find_first_free: "查找空位",
  find_free: "查找空位",
  list_tasks: "列出任务",
  get_task_info: "任务详情",
  place: "放置任务",
  move: "移动任务",
  swap: "交换任务",
  batch_move: "批量移动",
  unplace: "移除安排",
  rough_schedule: "粗排",
  propose_task_class: "新建任务类",
  quick_note: "随口记",
  create_task: "创建任务",
  query_tasks: "查询任务",
  ask_user: "向你确认",
};

export function isPlannerToolName(name: string): name is PlannerToolName {
  return (PLANNER_TOOL_NAMES as readonly string[]).includes(name);
}
