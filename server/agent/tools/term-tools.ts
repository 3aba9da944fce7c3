/**
 * query_term and set_term_week: the term as the student tells it. Setting it writes at once (it is the calendar the
 * student states, like the settings form) and leaves a term_update card with 撤销.
 */
import { PLANNER_TOOLS } from "@/lib/protocol";
import { setTermWeekFromChat, termQuestion } from "@/server/timetable/term-chat";
import type { TaskToolDeps } from "./context";
import { taskTool } from "./task-tool";

export function createQueryTermTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.query_term, () => termQuestion(deps.db, deps.userId, deps.now));
}

export function createSetTermWeekTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.set_term_week, async (input) => {
    const { card, ...output } = await setTermWeekFromChat(deps.db, deps.userId, input, deps.now);
    if (card) deps.emitCard({ stage: "quick_task", block_id: `term.${card.data.restore.start_date}.${card.data.after}`, display_mode: "card", business_card: card });
    return output;
  });
}
