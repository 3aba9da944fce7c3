/**
 * create_task: the formal twin of quick_note. Same recording path (server/agent/tools/quick-note.ts recordTask), with
 * the creation wording, source "create_task", status "todo" on the card and the estimated periods argument.
 */
import { PLANNER_TOOLS } from "@/lib/protocol";
import type { TaskToolDeps } from "./context";
import { recordTask, type RecordWording } from "./quick-note";
import { taskTool } from "./task-tool";

const CREATE_TASK_WORDING: RecordWording = {
  source: "create_task",
  cardTitle: "任务已创建",
  cardSummary: "已写入任务系统",
  replyPrefix: "已创建任务",
  status: "todo",
};

export function createCreateTaskTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.create_task, (input) => recordTask(deps, input, CREATE_TASK_WORDING));
}
