/**
 * record_exam: "我的概率论期末考试是1月12日上午9点" saved at once (like a check-in, an exam is a fact the student
 * states, not a schedule change) with an exam_record card whose 撤销 deletes it again.
 */
import { PLANNER_TOOLS } from "@/lib/protocol";
import { recordExamFromChat } from "@/server/exams/chat";
import type { TaskToolDeps } from "./context";
import { taskTool } from "./task-tool";

export function createRecordExamTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.record_exam, async (input) => {
    const { card, ...output } = await recordExamFromChat(deps.db, deps.userId, input, deps);
    if (card) deps.emitCard({ stage: "quick_task", block_id: `exam.${card.data.exam_id}`, display_mode: "card", business_card: card });
    return output;
  });
}
