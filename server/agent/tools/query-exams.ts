/** query_exams: "离期末考试还有几周" — read-only, the exams ahead with their dates and the days left. */
import { PLANNER_TOOLS } from "@/lib/protocol";
import { examCountdown } from "@/server/exams/chat";
import type { TaskToolDeps } from "./context";
import { taskTool } from "./task-tool";

export function createQueryExamsTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.query_exams, (input) => examCountdown(deps.db, deps.userId, input, deps));
}
