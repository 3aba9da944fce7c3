/**
 * The agent's three task tools, built for one turn from its dependencies (db, user, clock, zone, card queue).
 * The keys are the tool names the model sees (PLANNER_TOOL_NAMES).
 */
import type { TaskToolDeps } from "./context";
import { createCreateTaskTool } from "./create-task";
import { createQueryTasksTool } from "./query-tasks";
import { createQuickNoteTool } from "./quick-note";

export function createTaskTools(deps: TaskToolDeps) {
  return {
    quick_note: createQuickNoteTool(deps),
    create_task: createCreateTaskTool(deps),
    query_tasks: createQueryTasksTool(deps),
  };
}

export type TaskTools = ReturnType<typeof createTaskTools>;
