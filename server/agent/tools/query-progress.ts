/**
 * query_progress: "这周完成了多少？", "上周落下了哪些复习？" — the outcomes of the student's study blocks in a span,
 * read fresh (check-ins are not part of the draft). Read-only.
 */
import { PLANNER_TOOLS } from "@/lib/protocol";
import { progressAnswer } from "@/server/schedule/checkins/chat";
import type { TaskToolDeps } from "./context";
import { taskTool } from "./task-tool";

export function createQueryProgressTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.query_progress, (input) => progressAnswer(deps.db, deps.userId, input, deps.now));
}
