/**
 * record_checkin: "第一章和第二章复习完了，第三章没做", "昨天的复习都做了", "今天下午那节没去" — check-ins of blocks
 * that have begun, saved at once through the check-in route's rules (like complete_task, it writes without a draft:
 * a check-in is not a schedule change), and a checkin_record card showing what was recorded.
 */
import { PLANNER_TOOLS } from "@/lib/protocol";
import { recordCheckinsFromChat } from "@/server/schedule/checkins/chat";
import type { TurnToolContext } from "./context";
import { taskTool } from "./task-tool";

export function createRecordCheckinTool(deps: TurnToolContext) {
  return taskTool(PLANNER_TOOLS.record_checkin, async (input) => {
    const { card, ...output } = await recordCheckinsFromChat(deps.db, deps.userId, input, deps.now);
    // A skipped block sends its work back to pending: "…鸽了，帮我重新排一下" re-plans it in the same turn.
    if (card) deps.session.refresh();
    if (card) deps.emitCard({ stage: "quick_task", block_id: `checkin.${card.data.entries.map((entry) => `${entry.event_id}-${entry.date}-${entry.slot_start}`).join(".")}`, display_mode: "card", business_card: card });
    return output;
  });
}
