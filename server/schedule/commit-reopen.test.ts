/**
 * Committed study blocks changed through the draft (issue 11): the write tools reopen them, the commit rewrites them
 * in the same transaction with the version check, and the change can be undone.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { scheduleEvents, taskClassItems } from "@/db/schema";
import { executeTool } from "@/lib/schedule";
import type { ScheduleState } from "@/lib/schedule/state";
import { placeTask, scheduleFacts, taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { commitDraft } from "@/db/queries/commit-draft";
import { undoCommit } from "./undo-commit";
import { createDraft } from "@/db/queries/drafts";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowFromToday } from "@/db/queries/terms";

// 2026-04-22 10:00 in Shanghai, a Wednesday in week 13; day 1 of the 14-day window is that Wednesday, day 3 Friday.
const NOW = new Date("2026-04-22T02:00:00Z");

describe.each(testDatabases())("reopening committed study blocks ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let students = 0;

  /** A student whose 集合与二元关系 was confirmed on day 1, periods 9-10. */
  async function committedStudent() {
    students++;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `重排${students}` });
    const window = windowFromToday((await loadTerm(db(), userId))!, NOW, 14);
    const snapshot = await loadScheduleSnapshot(db(), userId, window);
    const placed = placeTask(snapshot.state, taskNamed(snapshot.state, "集合与二元关系").state_id, { day: 1, slot_start: 9, slot_end: 10 });
    await commitDraft(db(), userId, await createDraft(db(), userId, snapshot.version, placed), NOW);
    return { userId, window };
  }

  async function confirmTool(userId: number, window: ScheduleState["window"], tool: string, args: (state: ScheduleState) => Record<string, unknown>) {
    const snapshot = await loadScheduleSnapshot(db(), userId, window);
    const result = executeTool(snapshot.state, tool, args(snapshot.state));
    expect(result.ok, result.text).toBe(true);
    const committed = await commitDraft(db(), userId, await createDraft(db(), userId, snapshot.version, result.state), NOW);
    return { before: snapshot.state, draft: result.state, result: committed };
  }

  it("moves the committed block: the same event, new periods, and undo puts it back", async () => {
    const { userId, window } = await committedStudent();
    const block = taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系");
    expect(block).toMatchObject({ status: "existing", source: "event", slots: [{ day: 1, slot_start: 9, slot_end: 10 }] });

    const moved = await confirmTool(userId, window, "move", () => ({ task_id: block.state_id, new_day: 3, new_slot_start: 9 }));

    expect(moved.result).toMatchObject({ moved: 1, placed: 0, unplaced: 0 });
    const after = taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系");
    expect(after).toMatchObject({ source: "event", source_id: block.source_id, status: "existing", slots: [{ day: 3, slot_start: 9, slot_end: 10 }] });

    await undoCommit(db(), userId, moved.result.commit_id!, NOW);
    expect(scheduleFacts((await loadScheduleSnapshot(db(), userId, window)).state)).toEqual(scheduleFacts(moved.before));
  });

  it("returns the block to pending: its event is deleted and the item is pending again; undo restores it", async () => {
    const { userId, window } = await committedStudent();
    const block = taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系");
    const itemId = (await db().select({ relId: scheduleEvents.relId }).from(scheduleEvents).where(eq(scheduleEvents.id, block.source_id)))[0].relId!;

    const unplaced = await confirmTool(userId, window, "unplace", () => ({ task_id: block.state_id }));

    expect(unplaced.result).toMatchObject({ unplaced: 1 });
    expect(await db().select().from(scheduleEvents).where(eq(scheduleEvents.id, block.source_id))).toEqual([]);
    const [item] = await db().select({ status: taskClassItems.status }).from(taskClassItems).where(eq(taskClassItems.id, itemId));
    expect(item.status).toBe("pending");
    expect(taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系")).toMatchObject({ source: "task_item", status: "pending" });

    await undoCommit(db(), userId, unplaced.result.commit_id!, NOW);
    const restored = taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, "集合与二元关系");
    expect(restored).toMatchObject({ status: "existing", slots: [{ day: 1, slot_start: 9, slot_end: 10 }] });
  });

  it("refuses the commit when the schedule changed since the block was reopened (version check)", async () => {
    const { userId, window } = await committedStudent();
    const snapshot = await loadScheduleSnapshot(db(), userId, window);
    const block = taskNamed(snapshot.state, "集合与二元关系");
    const reopened = executeTool(snapshot.state, "move", { task_id: block.state_id, new_day: 3, new_slot_start: 9 });
    const stale = await createDraft(db(), userId, snapshot.version, reopened.state);
    await confirmTool(userId, window, "move", (state) => ({ task_id: taskNamed(state, "集合与二元关系").state_id, new_day: 3, new_slot_start: 11 }));

    await expect(commitDraft(db(), userId, stale, NOW)).rejects.toMatchObject({ code: "schedule:conflict" });
  });
});
