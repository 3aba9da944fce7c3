/**
 * The schedule a turn works on, on a real database: a draft kept from an earlier turn sees to-dos added since, and a
 * draft whose window has ended is dropped rather than reused.
 */
import { describe, expect, it } from "vitest";
import { getDraft } from "@/db/queries/drafts";
import { insertTask } from "@/db/queries/tasks";
import { insertDemoStudent } from "@/db/seed";
import { taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { executeTool } from "@/lib/schedule";
import { createScheduleSession } from "./schedule-session";

// Wednesday 2026-04-22 10:00 in Shanghai; the default window runs to the Sunday after next (day 12).
const NOW = new Date("2026-04-22T02:00:00Z");
const hours = (count: number) => new Date(NOW.getTime() + count * 3_600_000);

let counter = 0;

describe.each(testDatabases())("schedule session ($name)", (factory) => {
  const db = useTestDatabase(factory);

  async function studentWithDraft() {
    counter += 1;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `草稿学生-${factory.name}-${counter}` });
    const first = createScheduleSession({ db: db(), userId, now: NOW });
    const loaded = await first.load();
    if (!loaded.ok) throw new Error(loaded.reason);
    const state = loaded.schedule.state;
    const placed = executeTool(state, "place", { task_id: taskNamed(state, "集合与二元关系").state_id, day: 3, slot_start: 9 });
    expect(placed.ok, placed.text).toBe(true);
    await first.commitToDraft(placed.state);
    return { userId, draftId: first.current()!.draftId!, draftState: placed.state };
  }

  it("a later turn keeps the draft and sees a to-do added since, with a new id", async () => {
    const { userId, draftId, draftState } = await studentWithDraft();
    await insertTask(db(), userId, { title: "写周报", priority_group: 2, deadline_at: hours(48), urgency_threshold_at: hours(24), estimated_sections: 2 });

    const later = createScheduleSession({ db: db(), userId, now: hours(1) });
    const loaded = await later.load();
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.schedule.draftId).toBe(draftId);
    const report = taskNamed(loaded.schedule.state, "写周报");
    expect(report).toMatchObject({ source: "task", status: "pending", estimated_sections: 2 });
    expect(report.state_id).toBeGreaterThan(Math.max(...draftState.tasks.map((task) => task.state_id)));
    // The draft's own placement is still there, and the clock's cut-off is today's.
    expect(taskNamed(loaded.schedule.state, "集合与二元关系").status).toBe("suggested");
    expect(loaded.schedule.state.window.open_from).toEqual({ day: 1, slot: 5 });
  });

  it("a draft whose window has ended is discarded and planning starts from today", async () => {
    const { userId, draftId } = await studentWithDraft();
    const weeksLater = new Date(NOW.getTime() + 16 * 24 * 3_600_000);
    const later = createScheduleSession({ db: db(), userId, now: weeksLater });
    const loaded = await later.load();
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.schedule.draftId).toBeUndefined();
    expect((await getDraft(db(), userId, draftId))?.status).toBe("discarded");
    expect(loaded.schedule.state.window.day_mapping[0]).toMatchObject({ week: 15, day_of_week: 5 });
  });

  it("plans to the end of term when the student asks, widening the open draft and keeping its placement", async () => {
    const { userId, draftId } = await studentWithDraft();

    const later = createScheduleSession({ db: db(), userId, now: hours(1), requestText: "期末前把概率论也排上" });
    const loaded = await later.load();
    if (!loaded.ok) throw new Error(loaded.reason);

    // The demo term has 18 weeks: the window now runs from today (week 13 Wednesday) to week 18 Sunday.
    const days = loaded.schedule.state.window.day_mapping;
    expect(days.at(-1)).toMatchObject({ week: 18, day_of_week: 7 });
    expect(days).toHaveLength(5 + 5 * 7);
    expect(loaded.schedule.draftId).toBe(draftId);
    expect(taskNamed(loaded.schedule.state, "集合与二元关系")).toMatchObject({ status: "suggested", slots: [{ day: 3, slot_start: 9, slot_end: 10 }] });
    expect(loaded.schedule.state.window.long_breaks).toEqual([4, 8]);
  });

  it("keeps the default window (today to next Sunday) without such words", async () => {
    counter += 1;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `默认窗口-${factory.name}-${counter}` });
    const loaded = await createScheduleSession({ db: db(), userId, now: NOW, requestText: "帮我把这周的复习排进空闲时间" }).load();
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.schedule.state.window.total_days).toBe(12);
  });
});
