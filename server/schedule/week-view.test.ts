import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { scheduleEvents, schedules, tasks } from "@/db/schema";
import { loadDemoSchedule, placeTask, setSlots, taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { createDraft } from "@/db/queries/drafts";
import { createUser } from "@/db/queries/users";
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import { getWeekView } from "./week-view";

// 2026-04-22 10:00 in Shanghai, a Wednesday: week 13 of the demo term, which starts on Monday 2026-01-26.
const NOW = new Date("2026-04-22T02:00:00Z");

/** The facts of a block a student sees, without ids. */
function brief(block: WeekBlock) {
  return {
    kind: block.kind,
    name: block.name,
    slots: `${block.slot_start}-${block.slot_end}`,
    ...(block.locked ? { locked: true } : {}),
    ...(block.can_embed ? { can_embed: true } : {}),
    ...(block.draft_effect ? { draft_effect: block.draft_effect } : {}),
  };
}

function onDay(view: WeekView, dayOfWeek: number) {
  return view.blocks.filter((block) => block.day_of_week === dayOfWeek).map(brief);
}

describe.each(testDatabases())("getWeekView ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;
  let draftUserId: number;
  let otherUserId: number;

  beforeAll(async () => {
    // Another student first, with a course of their own in week 13 and an open draft: none of it may leak.
    otherUserId = await insertDemoStudent(db(), { now: NOW, name: "对照学生" });
    const [foreign] = await db()
      .insert(scheduleEvents)
      .values({ userId: otherUserId, name: "别人的课", type: "course" })
      .returning({ id: scheduleEvents.id });
    await db().insert(schedules).values({ userId: otherUserId, eventId: foreign.id, week: 13, dayOfWeek: 6, section: 1 });
    const other = await loadDemoSchedule(db(), { now: NOW, name: "对照学生草稿", days: 14 });
    const otherState = other.snapshot.state;
    await createDraft(db(), other.userId, other.snapshot.version, placeTask(otherState, taskNamed(otherState, "集合与二元关系").state_id, { day: 4, slot_start: 1, slot_end: 2 }));

    userId = await insertDemoStudent(db(), { now: NOW });

    // A student with an open draft over the 14-day window from Wednesday of week 13 (day 1) to Tuesday of week 15.
    const loaded = await loadDemoSchedule(db(), { now: NOW, name: "有草稿的学生", days: 14 });
    draftUserId = loaded.userId;
    const base = loaded.snapshot.state;
    const politics = taskNamed(base, "思想政治").state_id;
    let state = placeTask(base, taskNamed(base, "集合与二元关系").state_id, { day: 2, slot_start: 5, slot_end: 6 }); // Thursday
    state = setSlots(state, taskNamed(base, "谓词逻辑与推理理论").state_id, [{ day: 3, slot_start: 9, slot_end: 10 }]); // Wed -> Fri
    state = setSlots(state, taskNamed(base, "第一章 随机事件与概率").state_id, []); // off the timetable again
    state = placeTask(state, taskNamed(base, "第二章 随机变量及其分布").state_id, { day: 8, slot_start: 3, slot_end: 4 }, { embedIn: politics }); // week 14 Wednesday
    await createDraft(db(), draftUserId, loaded.snapshot.version, state);
  });

  describe("a loose task's study block", () => {
    it("shows as study in the 待办 category, with the task's title", async () => {
      const studentId = await insertDemoStudent(db(), { now: NOW, name: "有待办块的学生" });
      const [task] = await db().insert(tasks).values({ userId: studentId, title: "写实验报告", priorityGroup: 2, estimatedSections: 2 }).returning();
      const [event] = await db()
        .insert(scheduleEvents)
        .values({ userId: studentId, name: task.title, type: "task", taskId: task.id })
        .returning({ id: scheduleEvents.id });
      await db().insert(schedules).values([
        { userId: studentId, eventId: event.id, week: 13, dayOfWeek: 6, section: 3 },
        { userId: studentId, eventId: event.id, week: 13, dayOfWeek: 6, section: 4 },
      ]);
      const view = await getWeekView(db(), studentId, { now: NOW });
      const block = view.blocks.find((candidate) => candidate.event_id === event.id);
      expect(block).toMatchObject({ kind: "study", name: "写实验报告", category: "待办", day_of_week: 6, slot_start: 3, slot_end: 4, item_id: null });
    });
  });

  describe("the week and its calendar", () => {
    it("defaults to the week `now` falls in, with the seven dates from Monday and today's date", async () => {
      const view = await getWeekView(db(), userId, { now: NOW });
      expect(view.week).toBe(13);
      expect(view.term).toMatchObject({ start_date: "2026-01-26", weeks: 18, timezone: "Asia/Shanghai", current_week: 13 });
      expect(view.term.section_times[0]).toEqual({ start: "08:00", end: "08:45" });
      expect(view.today).toBe("2026-04-22");
      expect(view.days.map((day) => day.date)).toEqual([
        "2026-04-20", "2026-04-21", "2026-04-22", "2026-04-23", "2026-04-24", "2026-04-25", "2026-04-26",
      ]);
    });

    it("uses the student's zone for today: 23:30 UTC on Tuesday is already Wednesday in Shanghai", async () => {
      const view = await getWeekView(db(), userId, { now: new Date("2026-04-21T23:30:00Z") });
      expect(view.today).toBe("2026-04-22");
    });

    it("crosses into the next week at Sunday midnight in Shanghai (Sunday 16:00 UTC is Monday of week 14)", async () => {
      const view = await getWeekView(db(), userId, { now: new Date("2026-04-26T16:00:00Z") });
      expect(view.week).toBe(14);
      expect(view.days[0].date).toBe("2026-04-27");
    });

    it("shows the last week after the term and the first before it, with no current week", async () => {
      const after = await getWeekView(db(), userId, { now: new Date("2026-09-01T02:00:00Z") });
      expect(after).toMatchObject({ week: 18, term: { current_week: null } });
      const before = await getWeekView(db(), userId, { now: new Date("2025-12-01T02:00:00Z") });
      expect(before).toMatchObject({ week: 1, term: { current_week: null } });
    });

    it("accepts the first and the last week of the term", async () => {
      expect((await getWeekView(db(), userId, { week: 1, now: NOW })).days[0].date).toBe("2026-01-26");
      expect((await getWeekView(db(), userId, { week: 18, now: NOW })).days[6].date).toBe("2026-05-31");
    });

    it("refuses week 0 and the week after the last with a 404 in Chinese", async () => {
      for (const week of [0, 19]) {
        const failure = getWeekView(db(), userId, { week, now: NOW });
        await expect(failure).rejects.toMatchObject({ code: "window:outside_term" });
        await expect(failure).rejects.toMatchObject({ httpStatus: 404, message: `第${week}周不在本学期内（本学期共18周）。` });
      }
    });

    it("reports a student without a term as term:not_found", async () => {
      const lonely = await createUser(db(), "没有学期的学生");
      await expect(getWeekView(db(), lonely.id, { now: NOW })).rejects.toMatchObject({ code: "term:not_found" });
    });
  });

  describe("committed blocks", () => {
    it("lists Wednesday of week 13 exactly: a locked course, the embeddable one with its guest, sport and a study block", async () => {
      const view = await getWeekView(db(), userId, { now: NOW });
      expect(onDay(view, 3)).toEqual([
        { kind: "course", name: "高等数学", slots: "1-2", locked: true },
        { kind: "course", name: "思想政治", slots: "3-4", can_embed: true },
        { kind: "embedded", name: "第一章 随机事件与概率", slots: "3-4" },
        { kind: "course", name: "体育", slots: "5-6", locked: true },
        { kind: "study", name: "谓词逻辑与推理理论", slots: "7-8" },
      ]);
      expect(view.draft).toBeNull();
      expect(view.blocks.every((block) => block.draft_id === undefined)).toBe(true);
    });

    it("carries the date, location and category of each block", async () => {
      const view = await getWeekView(db(), userId, { now: NOW });
      const math = view.blocks.find((block) => block.name === "高等数学" && block.day_of_week === 3);
      expect(math).toMatchObject({ date: "2026-04-22", location: "教一楼101", category: "课程" });
      const study = view.blocks.find((block) => block.kind === "study" && block.day_of_week === 3);
      expect(study).toMatchObject({ category: "离散数学期末复习", location: null, locked: false });
    });

    it("compresses a 3-period lab and a 4-period evening block into single ranges", async () => {
      const view = await getWeekView(db(), userId, { week: 14, now: NOW });
      expect(onDay(view, 4)).toContainEqual({ kind: "course", name: "大学物理", slots: "5-7", locked: true });
      expect(onDay(view, 2)).toContainEqual({ kind: "course", name: "程序设计", slots: "9-12", locked: true });
    });

    it("draws the embedded item inside its host's periods and names the host block", async () => {
      const view = await getWeekView(db(), userId, { now: NOW });
      const guest = view.blocks.find((block) => block.kind === "embedded");
      const host = view.blocks.find((block) => block.id === guest?.host_block_id);
      expect(host).toMatchObject({ name: "思想政治", day_of_week: 3, slot_start: 3, slot_end: 4 });
      expect(guest).toMatchObject({ host_name: "思想政治", category: "概率论复习", location: "教三楼大阶梯", day_of_week: 3 });
      expect(guest!.slot_start).toBeGreaterThanOrEqual(host!.slot_start);
      expect(guest!.slot_end).toBeLessThanOrEqual(host!.slot_end);
    });

    it("leaves out study blocks and guests of other weeks (they were applied in week 13 only)", async () => {
      const view = await getWeekView(db(), userId, { week: 14, now: NOW });
      expect(view.blocks.filter((block) => block.kind !== "course")).toEqual([]);
    });

    it("never shows another student's events or draft", async () => {
      const view = await getWeekView(db(), userId, { now: NOW });
      const ownEventIds = (await db().select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.userId, userId))).map(
        (row) => row.id,
      );
      expect(view.blocks.map((block) => block.name)).not.toContain("别人的课");
      expect(onDay(view, 6)).toEqual([]);
      expect(view.blocks.every((block) => block.event_id === null || ownEventIds.includes(block.event_id))).toBe(true);
      expect(view.blocks.some((block) => block.kind === "draft")).toBe(false);
    });
  });

  describe("the open draft", () => {
    it("adds suggested placements as draft blocks and marks the committed blocks it moves or removes", async () => {
      const view = await getWeekView(db(), draftUserId, { now: NOW });
      expect(view.draft).not.toBeNull();
      expect(view.blocks.every((block) => block.draft_id === view.draft!.id)).toBe(true);
      expect(onDay(view, 3)).toEqual([
        { kind: "course", name: "高等数学", slots: "1-2", locked: true },
        { kind: "course", name: "思想政治", slots: "3-4", can_embed: true },
        { kind: "embedded", name: "第一章 随机事件与概率", slots: "3-4", draft_effect: "removed" },
        { kind: "course", name: "体育", slots: "5-6", locked: true },
        { kind: "study", name: "谓词逻辑与推理理论", slots: "7-8", draft_effect: "moved" },
      ]);
      expect(onDay(view, 4)).toContainEqual({ kind: "draft", name: "集合与二元关系", slots: "5-6" });
      expect(onDay(view, 5)).toContainEqual({ kind: "draft", name: "谓词逻辑与推理理论", slots: "9-10" });
      const drafts = view.blocks.filter((block) => block.kind === "draft");
      expect(drafts.map((block) => [block.name, block.change])).toEqual([
        ["集合与二元关系", "place"],
        ["谓词逻辑与推理理论", "move"],
      ]);
    });

    it("places an embedded suggestion inside its host course in the following week", async () => {
      const view = await getWeekView(db(), draftUserId, { week: 14, now: NOW });
      const suggestion = view.blocks.find((block) => block.kind === "draft");
      expect(suggestion).toMatchObject({ name: "第二章 随机变量及其分布", day_of_week: 3, slot_start: 3, slot_end: 4, host_name: "思想政治", date: "2026-04-29" });
      const host = view.blocks.find((block) => block.id === suggestion?.host_block_id);
      expect(host).toMatchObject({ kind: "course", name: "思想政治", day_of_week: 3 });
    });

    it("shows no draft blocks in a week the draft does not reach", async () => {
      const view = await getWeekView(db(), draftUserId, { week: 16, now: NOW });
      expect(view.draft).not.toBeNull();
      expect(view.blocks.filter((block) => block.kind === "draft" || block.draft_effect)).toEqual([]);
    });

    it("ignores a draft built on an older schedule version", async () => {
      const stale = await loadDemoSchedule(db(), { now: NOW, name: "草稿过期的学生", days: 14 });
      const state = stale.snapshot.state;
      await createDraft(db(), stale.userId, stale.snapshot.version + 1, placeTask(state, taskNamed(state, "集合与二元关系").state_id, { day: 2, slot_start: 5, slot_end: 6 }));
      const view = await getWeekView(db(), stale.userId, { now: NOW });
      expect(view.draft).toBeNull();
      expect(view.blocks.filter((block) => block.kind === "draft")).toEqual([]);
    });
  });
});
