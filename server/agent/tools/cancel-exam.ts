/**
 * cancel_exam: "离散期中取消了" deletes the exam on file at once, with an exam_record card whose 撤销 records it
 * again.
 */
import { PLANNER_TOOLS } from "@/lib/protocol";
import { cancelExamFromChat } from "@/server/exams/cancel-from-chat";
import type { TaskToolDeps } from "./context";
import { taskTool } from "./task-tool";

export function createCancelExamTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.cancel_exam, async (input) => {
    const { card, ...output } = await cancelExamFromChat(deps.db, deps.userId, input, deps);
    if (card) deps.emitCard({ stage: "quick_task", block_id: `exam.cancel.${card.data.exam_id}`, display_mode: "card", business_card: card });
    return output;
  });
}
