/**
 * create_task: the formal twin of quick_note. Same recording path (server/agent/tools/quick-note.ts recordTask), with
 * the creation wording, source "create_task", status "todo" on the card and the estimated periods argument.
 */
import { tool } from "ai";
import { PLANNER_TOOLS, type ToolOutput } from "@/lib/protocol";
import type { TaskToolDeps } from "./context";
import { parseToolInput, recordTask, type RecordWording } from "./quick-note";

const CREATE_TASK_WORDING: RecordWording = {
  source: "create_task",
  cardTitle: "任务已创建",
  cardSummary: "已写入任务系统",
  replyPrefix: "已创建任务",
  status: "todo",
};

export function createCreateTaskTool(deps: TaskToolDeps) {
  const { description, inputSchema } = PLANNER_TOOLS.create_task;
  return tool({
    description,
    inputSchema,
    execute: async (input): Promise<ToolOutput> => {
      const parsed = parseToolInput(inputSchema, input);
      if (!parsed.ok) return parsed.output;
      return recordTask(deps, parsed.value, CREATE_TASK_WORDING);
    },
  });
}
