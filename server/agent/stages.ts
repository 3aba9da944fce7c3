/**
 * Stages of one agent turn and the tools each may use. The stage is derived from the tool calls made so far, by one
 * pure function, so the step preparation (which tools are active) and the stream (which status line to show) agree.
 *
 *   route ──quick task tool──▶ quick_task (one short sentence and the card; the route tools stay offered so a
 *     │                            compound request — "记一下X，再把Y排到下周" — goes on to its next part)
 *     ├─schedule read──▶ plan ──rough_schedule──▶ execute (refine with reads and writes) ──▶ confirm
 *     │                  (plan and execute keep the quick task tools for a compound request's other part;
 *     │                   execute keeps rough_schedule for another class with its own range)
 *     └─ask_user──▶ the turn stops and waits for the student
 */
import {
  isPlannerToolName,
  PLANNER_TOOLS,
  plannerToolsOfKind,
  type PlannerToolKind,
  type PlannerToolName,
  type Stage,
} from "@/lib/protocol";

export type AgentStage = Exclude<Stage, "confirm">;

/** The tools each stage offers, by kind (every tool's kind is in its contract entry, lib/protocol/tools.ts). */
export const STAGE_TOOLS: Record<AgentStage, readonly PlannerToolName[]> = {
  // Routing happens by tool choice (seed 004): the descriptions say when to use each entry tool and when not to.
  // Write tools are not offered yet: an edit needs ids, which the model only learns by reading first.
  route: plannerToolsOfKind("quick_task", "read", "build", "propose", "ask"),
  // After a quick task the model usually just speaks, but the rest of a compound request may still need a tool.
  quick_task: plannerToolsOfKind("quick_task", "read", "build", "propose", "ask"),
  // Quick tasks stay offered after a read or a plan, so "看看明天有啥课，顺便记一下…" and "排一下复习，顺便记一下…"
  // do their second part; they write to the task list, not to the draft the student confirms.
  plan: plannerToolsOfKind("quick_task", "read", "write", "build", "propose", "ask"),
  rough_build: plannerToolsOfKind("build", "ask"),
  // "线代排这周，英语排下周": each class goes into its own range, one rough_schedule each, onto the same draft.
  execute: plannerToolsOfKind("quick_task", "read", "write", "build", "ask"),
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

function kindOf(name: string): PlannerToolKind | undefined {
  return isPlannerToolName(name) ? PLANNER_TOOLS[name].kind : undefined;
}

/** The stage the next model step runs in, given the tool calls already answered in this turn. */
export function stageAfter(calls: readonly ToolCallRecord[]): AgentStage {
  let stage: AgentStage = "route";
  for (const call of calls) {
    const kind = kindOf(call.name);
    if (kind === "quick_task") {
      // A quick task is one operation; a turn that began with one stays light unless the request goes on.
      if (stage === "route") stage = "quick_task";
    } else if (kind === "build") {
      stage = call.ok ? "execute" : "plan";
    } else if (kind === "propose") {
      // A new class usually gets scheduled next: rough_schedule stays available.
      stage = "plan";
    } else if (kind === "write") {
      stage = "execute";
    } else if (kind === "read" && (stage === "route" || stage === "quick_task")) {
      stage = "plan";
    }
  }
  return stage;
}

export function toolsForStage(stage: AgentStage): PlannerToolName[] {
  return [...STAGE_TOOLS[stage]];
}
