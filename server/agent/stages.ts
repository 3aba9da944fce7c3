/**
 * Stages of one agent turn and the tools each may use. The stage is derived from the tool calls made so far, by one
 * pure function, so the step preparation (which tools are active) and the stream (which status line to show) agree.
 *
 *   route ──quick task tool──▶ deliver (text only: one short sentence, then the card)
 *     │
 *     ├─schedule read──▶ plan ──rough_schedule──▶ execute (refine with reads and writes) ──▶ confirm
 *     └─ask_user──▶ the turn stops and waits for the student
 */
import type { PlannerToolName, Stage } from "@/lib/protocol";

export type AgentStage = Exclude<Stage, "confirm">;

const SCHEDULE_READ_TOOLS = [
  "get_overview",
  "query_range",
  "find_first_free",
  "find_free",
  "list_tasks",
  "get_task_info",
] as const satisfies readonly PlannerToolName[];

const SCHEDULE_WRITE_TOOLS = ["place", "move", "swap", "batch_move", "unplace"] as const satisfies readonly PlannerToolName[];

export const QUICK_TASK_TOOLS = ["quick_note", "create_task", "query_tasks"] as const satisfies readonly PlannerToolName[];

export const STAGE_TOOLS: Record<AgentStage, readonly PlannerToolName[]> = {
  // Routing happens by tool choice (seed 004): the descriptions say when to use each entry tool and when not to.
  // Write tools are not offered yet: an edit needs ids, which the model only learns by reading first.
  route: [...QUICK_TASK_TOOLS, ...SCHEDULE_READ_TOOLS, "rough_schedule", "propose_task_class", "ask_user"],
  quick_task: [],
  plan: [...SCHEDULE_READ_TOOLS, ...SCHEDULE_WRITE_TOOLS, "rough_schedule", "propose_task_class", "ask_user"],
  rough_build: ["rough_schedule", "ask_user"],
  execute: [...SCHEDULE_READ_TOOLS, ...SCHEDULE_WRITE_TOOLS, "ask_user"],
  deliver: [],
};

export const STAGE_STATUS_TEXT: Record<Stage, string> = {
  route: "正在理解你的需求…",
  quick_task: "正在整理结果…",
  plan: "正在读取日程…",
  rough_build: "正在粗排…",
  execute: "正在调整安排…",
  confirm: "方案已生成，等待你确认",
  deliver: "正在整理结果…",
};

export interface ToolCallRecord {
  name: string;
  ok: boolean;
}

/** The stage the next model step runs in, given the tool calls already answered in this turn. */
export function stageAfter(calls: readonly ToolCallRecord[]): AgentStage {
  let stage: AgentStage = "route";
  for (const call of calls) {
    if ((QUICK_TASK_TOOLS as readonly string[]).includes(call.name)) {
      // A quick task is one operation: once it answered (success or a readable failure) the model only speaks.
      return "quick_task";
    }
    if (call.name === "rough_schedule") {
      stage = call.ok ? "execute" : "plan";
    } else if (call.name === "propose_task_class") {
      // A new class usually gets scheduled next: rough_schedule stays available.
      stage = "plan";
    } else if ((SCHEDULE_WRITE_TOOLS as readonly string[]).includes(call.name)) {
      stage = "execute";
    } else if ((SCHEDULE_READ_TOOLS as readonly string[]).includes(call.name) && stage === "route") {
      stage = "plan";
    }
  }
  return stage;
}

export function toolsForStage(stage: AgentStage): PlannerToolName[] {
  return [...STAGE_TOOLS[stage]];
}
