/**
 * Missed work comes back (issue 23 #3): a skipped sitting stays as history with its check-in, its item is pending
 * again in the planner's state, a confirm gives it a new study block beside the history, and an undo takes only the
 * new block away.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { blockCheckins, scheduleEvents, taskClassItems, tasks } from "@/db/schema";
import { placeTask, taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { readStudyPeriods, saveCheckin } from "@/db/queries/checkins";
import { commitDraft } from "@/db/queries/commit-draft";
import { undoCommit } from "./undo-commit";
import { createDraft } from "@/db/queries/drafts";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowForDateRange } from "@/db/queries/terms";

// Wednesday 2026-04-22 10:00 in Shanghai, week 13. The demo's 命题逻辑与等值演算 sat on Monday (day 1), periods 7-8.
const NOW = new Date("2026-04-22T02:00:00Z");
const SKIPPED = "命题逻辑与等值演算";

describe.each(testDatabases())("missed work ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let students = 0;

  /** A demo student looking at week 13 (Monday 2026-04-20 to Sunday), Monday's block skipped. */
  async function studentWhoSkipped() {
    students++;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `落下${students}` });
    const window = windowForDateRange((await loadTerm(db(), userId))!, "2026-04-20", "2026-04-26");
    const [event] = await db()
      .select({ id: scheduleEvents.id, relId: scheduleEvents.relId })
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.userId, userId), eq(scheduleEvents.name, SKIPPED)));
    const skip = () =>
      db().transaction((tx) =>
        saveCheckin(tx, userId, { eventId: event.id, embeddedItemId: null, week: 13, dayOfWeek: 1, slotStart: 7, status: "skipped", periodsDone: 0, periods: 2 }, NOW),
      );
    return { userId, window, eventId: event.id, itemId: event.relId!, skip };
  }

  it("reads a skipped item as pending work, and its old block no longer as a live one", async () => {
    const { userId, window, skip } = await studentWhoSkipped();
    expect(taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, SKIPPED)).toMatchObject({ source: "event", status: "existing" });
    await skip();
    const { state } = await loadScheduleSnapshot(db(), userId, window);
    expect(state.tasks.filter((task) => task.name === SKIPPED)).toEqual([
      expect.objectContaining({ source: "task_item", status: "pending", missed: true, duration: 2 }),
    ]);
  });

  it("gives the re-placed item a new block beside its history; undo takes only the new one away", async () => {
    const { userId, window, eventId, itemId, skip } = await studentWhoSkipped();
    await skip();
    const snapshot = await loadScheduleSnapshot(db(), userId, window);
    // Friday (day 5) periods 9-10, after now.
    const placed = placeTask(snapshot.state, taskNamed(snapshot.state, SKIPPED).state_id, { day: 5, slot_start: 9, slot_end: 10 });
    const result = await commitDraft(db(), userId, await createDraft(db(), userId, snapshot.version, placed), NOW);
    expect(result).toMatchObject({ placed: 1, moved: 0, unplaced: 0 });

    const events = await db().select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.relId, itemId));
    expect(events.map((event) => event.id)).toContain(eventId);
    expect(events).toHaveLength(2);
    expect(await db().select({ status: blockCheckins.status }).from(blockCheckins).where(eq(blockCheckins.eventId, eventId))).toEqual([{ status: "skipped" }]);
    const periods = await readStudyPeriods(db(), userId, { itemId });
    expect(periods.map((period) => [period.dayOfWeek, period.section])).toEqual([[1, 7], [1, 8], [5, 9], [5, 10]]);
    expect(taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, SKIPPED)).toMatchObject({
      source: "event",
      status: "existing",
      slots: [{ day: 5, slot_start: 9, slot_end: 10 }],
    });

    await undoCommit(db(), userId, result.commit_id!, NOW);
    expect(await db().select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.relId, itemId))).toEqual([{ id: eventId }]);
    expect(taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, SKIPPED)).toMatchObject({ source: "task_item", status: "pending", missed: true });
    const [item] = await db().select({ status: taskClassItems.status }).from(taskClassItems).where(eq(taskClassItems.id, itemId));
    expect(item.status).toBe("pending");
  });

  it("returns an item skipped inside a 水课: the course stays, the item is pending and can be placed again", async () => {
    const { userId, window } = await studentWhoSkipped();
    const guestName = "第一章 随机事件与概率";
    const before = (await loadScheduleSnapshot(db(), userId, window)).state;
    const guest = taskNamed(before, guestName);
    const host = before.tasks.find((task) => task.state_id === guest.embed_host)!;
    const itemId = guest.source_id;
    await db().transaction((tx) =>
      saveCheckin(tx, userId, { eventId: host.source_id, embeddedItemId: itemId, week: 13, dayOfWeek: 3, slotStart: guest.slots![0].slot_start, status: "skipped", periodsDone: 0, periods: 2 }, NOW),
    );
    const snapshot = await loadScheduleSnapshot(db(), userId, window);
    expect(snapshot.state.tasks.filter((task) => task.name === guestName)).toEqual([expect.objectContaining({ source: "task_item", status: "pending", missed: true })]);
    expect(taskNamed(snapshot.state, host.name).embedded_by ?? []).not.toContain(guest.state_id);

    const placed = placeTask(snapshot.state, taskNamed(snapshot.state, guestName).state_id, { day: 5, slot_start: 9, slot_end: 10 });
    expect(await commitDraft(db(), userId, await createDraft(db(), userId, snapshot.version, placed), NOW)).toMatchObject({ placed: 1 });
    const periods = await readStudyPeriods(db(), userId, { itemId });
    expect(periods.map((period) => [period.embeddedItemId === null ? "own" : "guest", period.dayOfWeek])).toEqual([["guest", 3], ["guest", 3], ["own", 5], ["own", 5]]);
  });

  it("gives a to-do back the periods of its skipped sitting", async () => {
    const { userId, window } = await studentWhoSkipped();
    const [todo] = await db().insert(tasks).values({ userId, title: "写实验报告", priorityGroup: 1, estimatedSections: 2 }).returning({ id: tasks.id });
    const first = await loadScheduleSnapshot(db(), userId, window);
    // A free pair of periods on Tuesday (day 2), placed while it was still ahead; skipped once it had begun.
    const taken = new Set(first.state.tasks.flatMap((task) => (task.slots ?? []).filter((slot) => slot.day === 2).flatMap((slot) => Array.from({ length: slot.slot_end - slot.slot_start + 1 }, (_, index) => slot.slot_start + index))));
    const start = [1, 3, 5, 7, 9, 11].find((period) => !taken.has(period) && !taken.has(period + 1))!;
    const placed = placeTask(first.state, taskNamed(first.state, "写实验报告").state_id, { day: 2, slot_start: start, slot_end: start + 1 });
    await commitDraft(db(), userId, await createDraft(db(), userId, first.version, placed));
    const [event] = await db().select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.taskId, todo.id));
    expect(taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, "写实验报告")).toMatchObject({ source: "event", status: "existing" });
    await db().transaction((tx) =>
      saveCheckin(tx, userId, { eventId: event.id, embeddedItemId: null, week: 13, dayOfWeek: 2, slotStart: start, status: "skipped", periodsDone: 0, periods: 2 }, NOW),
    );
    expect((await loadScheduleSnapshot(db(), userId, window)).state.tasks.filter((task) => task.name === "写实验报告")).toEqual([
      expect.objectContaining({ source: "task", status: "pending", estimated_sections: 2, missed: true }),
    ]);
  });

  it("still confirms a draft read before the sitting was skipped: the draft left that block as it was", async () => {
    const { userId, window, skip } = await studentWhoSkipped();
    const snapshot = await loadScheduleSnapshot(db(), userId, window);
    const placed = placeTask(snapshot.state, taskNamed(snapshot.state, "集合与二元关系").state_id, { day: 5, slot_start: 9, slot_end: 10 });
    const draft = await createDraft(db(), userId, snapshot.version, placed);
    await skip();
    expect(await commitDraft(db(), userId, draft, NOW)).toMatchObject({ placed: 1 });
    expect(taskNamed((await loadScheduleSnapshot(db(), userId, window)).state, SKIPPED)).toMatchObject({ status: "pending", missed: true });
  });
});
