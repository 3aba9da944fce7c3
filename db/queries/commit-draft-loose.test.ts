/**
 * Committing loose tasks (rows of `tasks`): each sitting the draft gives one becomes its own study block
 * (schedule_events.task_id), the task is no longer offered as pending, and a draft that no longer matches the task
 * is refused without writing anything.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freeRuns } from "@/lib/schedule/occupancy";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import type { ScheduleState, SlotRange, StateTask } from "@/lib/schedule/state";
import { insertDemoStudent } from "@/db/seed";
import { scheduleEvents, schedules, tasks } from "@/db/schema";
import { dumpTables, setSlots, taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { commitDraft } from "./commit-draft";
import { createDraft } from "./drafts";
import { loadScheduleSnapshot, loadState } from "./schedule-state";
import { loadTerm, windowFromToday } from "./terms";

// 2026-04-22 10:00 in Shanghai, a Wednesday in week 13 of the demo term.
const NOW = new Date("2026-04-22T02:00:00Z");

describe.each(testDatabases())("commitDraft with loose tasks ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let studentCount = 0;

  async function freshStudent() {
    studentCount++;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `待办学生${studentCount}` });
    const window = windowFromToday((await loadTerm(db(), userId))!, NOW, 14);
    return { userId, window, snapshot: await loadScheduleSnapshot(db(), userId, window) };
  }

  /** The first free 2-period run on `day`. */
  function freePair(state: ScheduleState, day: number): SlotRange {
    const run = freeRuns(state, day).find((range) => range.slot_end - range.slot_start >= 1);
    if (!run) throw new Error(`day ${day} has no free pair`);
    return { day, slot_start: run.slot_start, slot_end: run.slot_start + 1 };
  }

  function looseNamed(state: ScheduleState, name: string): StateTask {
    const task = taskNamed(state, name);
    expect(task.source).toBe("task");
    return task;
  }

  it("writes one study block per sitting, owned by the task, and no longer offers the task", async () => {
    const { userId, window, snapshot } = await freshStudent();
    // 做一套英语四级真题 needs 4 periods and is due in 30 days: two sittings of 2.
    const report = looseNamed(snapshot.state, "做一套英语四级真题");
    const sittings = [freePair(snapshot.state, 5), freePair(snapshot.state, 6)];
    const draftState = setSlots(snapshot.state, report.state_id, sittings);
    const draft = await createDraft(db(), userId, snapshot.version, draftState);

    const result = await commitDraft(db(), userId, draft);
    expect(result).toMatchObject({ version: snapshot.version + 1, placed: 2, moved: 0, embedded: 0, unplaced: 0 });

    const blocks = await db()
      .select()
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.userId, userId), eq(scheduleEvents.taskId, report.source_id)));
    expect(blocks).toHaveLength(2);
    expect(blocks.every((block) => block.type === "task" && block.relId === null && block.name === "做一套英语四级真题")).toBe(true);

    const after = await loadState(db(), userId, window);
    expect(after.tasks.some((task) => task.source === "task" && task.source_id === report.source_id)).toBe(false);
    const placed = after.tasks
      .filter((task) => task.source === "event" && blocks.some((block) => block.id === task.source_id))
      .map((task) => ({ category: task.category, status: task.status, slots: task.slots }));
    expect(placed).toEqual(
      sittings.map((slot) => ({ category: "待办", status: "existing", slots: [slot] })),
    );
  });

  it("commits what the rough scheduler planned for loose tasks and reads it back at the same periods", async () => {
    const { userId, window, snapshot } = await freshStudent();
    const planned = roughSchedule(snapshot.state, { allow_partial: true, allow_loose_embed: false });
    expect(planned.ok).toBe(true);
    const looseIds = new Set(snapshot.state.tasks.filter((task) => task.source === "task").map((task) => task.state_id));
    const plannedLoose = planned.state.tasks.filter((task) => looseIds.has(task.state_id) && task.status === "suggested");
    expect(plannedLoose.length).toBeGreaterThan(0);
    const draft = await createDraft(db(), userId, snapshot.version, planned.state);
    await commitDraft(db(), userId, draft);

    const after = await loadState(db(), userId, window);
    const studyPeriods = (state: ScheduleState, category: string) =>
      state.tasks
        .filter((task) => task.category === category && task.status !== "pending")
        .flatMap((task) => (task.slots ?? []).map((slot) => `${slot.day}:${slot.slot_start}-${slot.slot_end}`))
        .sort();
    expect(studyPeriods(after, "待办")).toEqual(studyPeriods(planned.state, "待办"));
  });

  it("refuses a draft whose loose task was completed meanwhile, writing nothing", async () => {
    const { userId, snapshot } = await freshStudent();
    const task = looseNamed(snapshot.state, "整理电脑文件和照片");
    const draft = await createDraft(db(), userId, snapshot.version, setSlots(snapshot.state, task.state_id, [freePair(snapshot.state, 5)]));
    await db().update(tasks).set({ isCompleted: true }).where(eq(tasks.id, task.source_id));
    const before = await dumpTables(db());
    await expect(commitDraft(db(), userId, draft)).rejects.toMatchObject({
      code: "draft:invalid",
      context: { reason: "待办「整理电脑文件和照片」不存在、已完成或已经安排过了" },
    });
    expect(await dumpTables(db())).toEqual(before);
  });

  it("refuses a sitting after the task's deadline or beyond its estimate as the task is now", async () => {
    const { userId, snapshot } = await freshStudent();
    // 完成大学物理实验报告: 3 periods, due on day 3 at 18:00, so periods up to 8 of day 3 (ends 17:40).
    const report = looseNamed(snapshot.state, "完成大学物理实验报告");
    expect(report).toMatchObject({ deadline_day: 3, deadline_slot: 8 });
    const late = await createDraft(db(), userId, snapshot.version, setSlots(snapshot.state, report.state_id, [{ day: 3, slot_start: 9, slot_end: 10 }]));
    const before = await dumpTables(db());
    await expect(commitDraft(db(), userId, late)).rejects.toMatchObject({ context: { reason: "待办「完成大学物理实验报告」的安排晚于它的截止时间，请重新排程" } });
    expect(await dumpTables(db())).toEqual(before);

    // In time, but the student lowered the estimate to 1 after the draft was made.
    const early = setSlots(snapshot.state, report.state_id, [freePair(snapshot.state, 1)].map((slot) => ({ ...slot, day: 1 })));
    const inTime = await createDraft(db(), userId, snapshot.version, early);
    await db().update(tasks).set({ estimatedSections: 1 }).where(eq(tasks.id, report.source_id));
    await expect(commitDraft(db(), userId, inTime)).rejects.toMatchObject({
      context: { reason: "待办「完成大学物理实验报告」安排了2节，超过它现在的预计1节，请重新排程" },
    });
  });

  it("refuses a loose task embedded in a course: the database keeps guests only for task items", async () => {
    const { userId, snapshot } = await freshStudent();
    const task = looseNamed(snapshot.state, "整理离散数学错题本");
    const host = taskNamed(snapshot.state, "思想政治");
    const hostRange = host.slots![0];
    const embedded: ScheduleState = {
      ...snapshot.state,
      tasks: snapshot.state.tasks.map((candidate) => {
        if (candidate.state_id === task.state_id) {
          return { ...candidate, status: "suggested" as const, slots: [hostRange], embed_host: host.state_id };
        }
        if (candidate.state_id === host.state_id) return { ...candidate, embedded_by: [task.state_id] };
        return candidate;
      }),
    };
    const draft = await createDraft(db(), userId, snapshot.version, embedded);
    const before = await dumpTables(db());
    await expect(commitDraft(db(), userId, draft)).rejects.toMatchObject({
      code: "draft:invalid",
      context: { reason: "待办「整理离散数学错题本」不能嵌入课程，只能安排在空闲时段" },
    });
    expect(await dumpTables(db())).toEqual(before);
    const rows = await db().select().from(schedules).where(eq(schedules.userId, userId));
    expect(rows.every((row) => row.embeddedTaskId === null || row.embeddedTaskId !== task.source_id)).toBe(true);
  });
});
