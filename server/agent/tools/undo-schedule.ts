/**
 * undo_schedule: "撤销刚才的安排". The model never writes the schedule, so this tool does not undo anything: it finds
 * the student's last write that is still in effect and puts its completion card (with 撤销) into the answer; the
 * student's click on it is what undoes (POST /api/commits/{id}/undo).
 */
import { tool } from "ai";
import { z } from "zod";
import { latestCommit } from "@/db/queries/commit-log";
import { wallClockAt } from "@/lib/calendar/zoned-time";
import { PLANNER_TOOLS, type ToolOutput } from "@/lib/protocol";
import { completedData } from "@/server/schedule/confirm";
import type { TurnToolContext } from "./context";

function countsText(completed: ReturnType<typeof completedData>): string {
  const parts = [
    [completed.placed, "新增"],
    [completed.moved, "调整"],
    [completed.embedded, "嵌入"],
    [completed.removed, "移出"],
  ] as const;
  return parts.filter(([count]) => count > 0).map(([count, word]) => `${word}${count}项`).join("，") || "没有改动";
}

export function createUndoScheduleTool(context: TurnToolContext) {
  return tool({
    description: PLANNER_TOOLS.undo_schedule.description,
    inputSchema: z.object({}),
    execute: async (): Promise<ToolOutput> => {
      const commit = await latestCommit(context.db, context.userId);
      if (!commit) return { ok: false, text: "还没有写入过日程的安排，没有可以撤销的。" };
      const completed = completedData({ ...commit.result, commit_id: commit.id });
      context.emitUndoOffer?.(completed);
      const at = wallClockAt(commit.createdAt, context.timeZone);
      const when = `${Number(at.date.slice(5, 7))}月${Number(at.date.slice(8, 10))}日 ${String(at.hour).padStart(2, "0")}:${String(at.minute).padStart(2, "0")}`;
      const what = completed.undo_of ? "一次撤销" : "确认的方案";
      return {
        ok: true,
        text: `最近一次写入日程的是${when}${what}（${countsText(completed)}）。已在对话里给出它的卡片，学生点“${completed.undo_of ? "恢复" : "撤销"}”才会生效。`,
        facts: { kind: "undo_offer", redo: Boolean(completed.undo_of) },
      };
    },
  });
}
