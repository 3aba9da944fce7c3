import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ScheduleState } from "@/lib/schedule/state";
import { insertDemoStudent } from "@/db/seed";
import { scheduleEvents, schedules, taskClassItems, scheduleVersions } from "@/db/schema";
import {
  dumpTables,
  placeTask,
  scheduleFacts,
  setSlots,
  taskNamed,
  testDatabases,
  useTestDatabase,
} from "@/testing/database";
import { commitDraft } from "./commit-draft";
import { createDraft, discardDraft, getDraft } from "./drafts";
import { loadScheduleSnapshot, loadState } from "./schedule-state";
import { loadTerm, windowFromToday } from "./terms";

// 2026-04-22 10:00 in Shanghai, a Wednesday in week 13. The 14-day window runs from week 13 Wednesday (day 1)
// to week 15 Tuesday (day 14); day 4 is week 13 Saturday, day 6 week 14 Monday, day 8 week 14 Wednesday.
const NOW = new Date("2026-04-22T02:00:00Z");

describe.each(testDatabases())("commitDraft ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let studentCount = 0;
  let otherStudentId: number;

  beforeAll(async () => {
    otherStudentId = await insertDemoStudent(db(), { now: NOW, name: "对照学生" });
  });

  /** Every test gets its own demo student, so commits of one test cannot leak into another. */
  async function freshStudent() {
    studentCount++;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `学生${studentCount}` });
    const term = (await loadTerm(db(), userId))!;
    const window = windowFromToday(term, NOW, 14);
    const snapshot = await loadScheduleSnapshot(db(), userId, window);
    return { userId, window, snapshot };
  }

  /** Places two items, embeds a third into 思想政治 and swaps 形势与政策 with one of the placed items. */
  function plannedDraft(state: ScheduleState): ScheduleState {
    let draft = placeTask(state, taskNamed(state, "集合与二元关系").state_id, { day: 1, slot_start: 9, slot_end: 10 });
    draft = placeTask(draft, taskNamed(draft, "第二章 随机变量及其分布").state_id, { day: 8, slot_start: 3, slot_end: 4 }, {
      embedIn: taskNamed(draft, "思想政治").state_id,
    });
    // The swap: 形势与政策 (week 14 Monday 9-10) and 函数与等价关系 (placed on week 13 Saturday 1-2) trade places.
    draft = placeTask(draft, taskNamed(draft, "函数与等价关系").state_id, { day: 4, slot_start: 1, slot_end: 2 });
    draft = setSlots(draft, taskNamed(draft, "形势与政策").state_id, [{ day: 4, slot_start: 1, slot_end: 2 }]);
    draft = placeTask(draft, taskNamed(draft, "函数与等价关系").state_id, { day: 6, slot_start: 9, slot_end: 10 });
    return draft;
  }

  async function periodsOfEvent(eventId: number) {
    const rows = await db()
      .select({ week: schedules.week, day: schedules.dayOfWeek, section: schedules.section, guest: schedules.embeddedTaskId })
      .from(schedules)
      .where(eq(schedules.eventId, eventId))
      .orderBy(schedules.week, schedules.dayOfWeek, schedules.section);
    return rows;
  }

  async function eventsForItem(itemId: number) {
    return db().select().from(scheduleEvents).where(eq(scheduleEvents.relId, itemId));
  }

  async function versionOf(userId: number) {
    const [row] = await db().select().from(scheduleVersions).where(eq(scheduleVersions.userId, userId));
    return row.version;
  }

  describe("a draft with placements, a swap and an embedding", () => {
    it("writes the new study blocks, moves the course, embeds the item and reports the counts", async () => {
      const { userId, snapshot } = await freshStudent();
      const state = snapshot.state;
      const draftState = plannedDraft(state);
      const draft = await createDraft(db(), userId, snapshot.version, draftState);

      const result = await commitDraft(db(), userId, draft);

      expect(result).toEqual({ draft_id: draft.id, commit_id: expect.any(String), version: 1, placed: 2, moved: 1, embedded: 1, unplaced: 0 });
      const sets = taskNamed(state, "集合与二元关系");
      const [setsEvent] = await eventsForItem(sets.source_id);
      expect(setsEvent).toMatchObject({ userId, name: "集合与二元关系", type: "task", canBeEmbedded: false });
      expect(await periodsOfEvent(setsEvent.id)).toEqual([
        { week: 13, day: 3, section: 9, guest: null },
        { week: 13, day: 3, section: 10, guest: null },
      ]);
      const functions = taskNamed(state, "函数与等价关系");
      const [functionsEvent] = await eventsForItem(functions.source_id);
      expect(await periodsOfEvent(functionsEvent.id)).toEqual([
        { week: 14, day: 1, section: 9, guest: null },
        { week: 14, day: 1, section: 10, guest: null },
      ]);

      const policy = await periodsOfEvent(taskNamed(state, "形势与政策").source_id);
      expect(policy.filter((row) => row.week === 13 || row.week === 14)).toEqual([
        { week: 13, day: 6, section: 1, guest: null },
        { week: 13, day: 6, section: 2, guest: null },
      ]);
      // Even weeks outside the window keep their Monday 9-10 rows.
      expect(policy.filter((row) => row.week !== 13).map((row) => row.week)).toEqual([2, 2, 4, 4, 6, 6, 8, 8, 10, 10, 12, 12, 16, 16, 18, 18]);

      const chapterTwo = taskNamed(state, "第二章 随机变量及其分布");
      const politics = await periodsOfEvent(taskNamed(state, "思想政治").source_id);
      expect(politics.filter((row) => row.guest === chapterTwo.source_id)).toEqual([
        { week: 14, day: 3, section: 3, guest: chapterTwo.source_id },
        { week: 14, day: 3, section: 4, guest: chapterTwo.source_id },
      ]);
      expect(await eventsForItem(chapterTwo.source_id)).toEqual([]);
      const items = await db()
        .select({ id: taskClassItems.id, status: taskClassItems.status, embeddedTime: taskClassItems.embeddedTime })
        .from(taskClassItems)
        .where(inArray(taskClassItems.id, [sets.source_id, functions.source_id, chapterTwo.source_id]))
        .orderBy(taskClassItems.id);
      expect(items).toEqual([
        { id: sets.source_id, status: "applied", embeddedTime: null },
        { id: functions.source_id, status: "applied", embeddedTime: null },
        {
          id: chapterTwo.source_id,
          status: "applied",
          embeddedTime: { week: 14, day_of_week: 3, section_start: 3, section_end: 4 },
        },
      ]);

      expect(await versionOf(userId)).toBe(1);
      expect(await getDraft(db(), userId, draft.id)).toMatchObject({ status: "committed", commit_result: result });
    });

    it("never touches rows of days outside the window", async () => {
      const { userId, snapshot, window } = await freshStudent();
      const inWindow = (row: { week: number; day_of_week: number; user_id: number }) =>
        window.day_mapping.some((day) => day.week === row.week && day.day_of_week === row.day_of_week);
      const outside = async () =>
        ((await dumpTables(db())).schedules as { week: number; day_of_week: number; user_id: number }[]).filter(
          (row) => row.user_id === userId && !inWindow(row),
        );
      const before = await outside();
      const draft = await createDraft(db(), userId, snapshot.version, plannedDraft(snapshot.state));

      await commitDraft(db(), userId, draft);

      expect(await outside()).toEqual(before);
      expect(before.length).toBeGreaterThan(0);
    });

    it("reloads as the committed draft: the same slots, pending set and embeddings per task", async () => {
      const { userId, snapshot, window } = await freshStudent();
      const draftState = plannedDraft(snapshot.state);
      const draft = await createDraft(db(), userId, snapshot.version, draftState);

      await commitDraft(db(), userId, draft);

      const reloaded = await loadState(db(), userId, window);
      expect(scheduleFacts(reloaded)).toEqual(scheduleFacts(draftState));
      expect(reloaded.tasks.filter((task) => task.status === "suggested")).toEqual([]);
      const placedItem = taskNamed(reloaded, "集合与二元关系");
      expect(placedItem).toMatchObject({ source: "event", event_type: "task", status: "existing" });
    });
  });

  describe("unplacing committed items", () => {
    it("returns an embedded item and a study block to pending and deletes the emptied block", async () => {
      const { userId, snapshot, window } = await freshStudent();
      const state = snapshot.state;
      const guest = taskNamed(state, "第一章 随机事件与概率");
      const block = taskNamed(state, "谓词逻辑与推理理论");
      let draftState = setSlots(state, guest.state_id, []);
      draftState = setSlots(draftState, block.state_id, []);
      const draft = await createDraft(db(), userId, snapshot.version, draftState);

      const result = await commitDraft(db(), userId, draft);

      expect(result).toMatchObject({ placed: 0, moved: 1, embedded: 0, unplaced: 2 });
      expect(await db().select().from(scheduleEvents).where(eq(scheduleEvents.id, block.source_id))).toEqual([]);
      const guestRows = await db().select().from(schedules).where(eq(schedules.embeddedTaskId, guest.source_id));
      expect(guestRows).toEqual([]);
      const reloaded = await loadState(db(), userId, window);
      expect(taskNamed(reloaded, "第一章 随机事件与概率")).toMatchObject({ status: "pending", source: "task_item" });
      expect(taskNamed(reloaded, "谓词逻辑与推理理论")).toMatchObject({ status: "pending", source: "task_item" });
      expect(taskNamed(reloaded, "思想政治").embedded_by).toBeUndefined();
      expect(scheduleFacts(reloaded)).toEqual(scheduleFacts(draftState));
    });
  });

  describe("version conflicts", () => {
    it("refuses a draft whose base version is stale and writes nothing", async () => {
      const { userId, snapshot } = await freshStudent();
      const first = await createDraft(db(), userId, snapshot.version, plannedDraft(snapshot.state));
      const second = await createDraft(
        db(),
        userId,
        snapshot.version,
        placeTask(snapshot.state, taskNamed(snapshot.state, "树与最小生成树").state_id, { day: 5, slot_start: 1, slot_end: 2 }),
      );
      await commitDraft(db(), userId, first);
      const before = await dumpTables(db());

      const attempt = commitDraft(db(), userId, second);

      await expect(attempt).rejects.toMatchObject({ code: "schedule:conflict", message: "你的日程在此期间已被修改，请重新规划。" });
      expect(await dumpTables(db())).toEqual(before);
      expect((await getDraft(db(), userId, second.id))?.status).toBe("open");
    });
  });

  describe("idempotency", () => {
    it("returns the first result when the same draft is committed twice and writes once", async () => {
      const { userId, snapshot } = await freshStudent();
      const draft = await createDraft(db(), userId, snapshot.version, plannedDraft(snapshot.state));
      const first = await commitDraft(db(), userId, draft);
      const before = await dumpTables(db());

      const second = await commitDraft(db(), userId, draft);

      expect(second).toEqual(first);
      expect(await dumpTables(db())).toEqual(before);
    });

    it("writes once when two commits of the same draft race", async () => {
      const { userId, snapshot } = await freshStudent();
      const draft = await createDraft(db(), userId, snapshot.version, plannedDraft(snapshot.state));

      const [a, b] = await Promise.all([commitDraft(db(), userId, draft), commitDraft(db(), userId, draft)]);

      expect(a).toEqual(b);
      expect(await versionOf(userId)).toBe(1);
      const sets = taskNamed(snapshot.state, "集合与二元关系");
      expect(await eventsForItem(sets.source_id)).toHaveLength(1);
    });
  });

  describe("failures roll everything back", () => {
    it("leaves every table as it was when a later placement collides with a course", async () => {
      const { userId, snapshot } = await freshStudent();
      // Valid changes first (a placement and the swap), then a block on week 13 Thursday 1-2, where 大学英语 sits.
      let draftState = plannedDraft(snapshot.state);
      draftState = placeTask(draftState, taskNamed(draftState, "树与最小生成树").state_id, { day: 2, slot_start: 1, slot_end: 2 });
      const draft = await createDraft(db(), userId, snapshot.version, draftState);
      const before = await dumpTables(db());

      const attempt = commitDraft(db(), userId, draft);

      await expect(attempt).rejects.toMatchObject({ code: "draft:invalid" });
      // The collision is found by the one-row-per-period key, i.e. after the earlier writes were made.
      await expect(attempt).rejects.toMatchObject({ code: "draft:invalid", context: { refusal: { kind: "period_taken_twice" } } });
      expect(await dumpTables(db())).toEqual(before);
    });

    it("leaves every table as it was when an embedding finds its host period already taken", async () => {
      const { userId, snapshot } = await freshStudent();
      const state = snapshot.state;
      // 思想政治 on day 1 already hosts 第一章; a second guest there is refused after the placement was written.
      let draftState = placeTask(state, taskNamed(state, "集合与二元关系").state_id, { day: 1, slot_start: 9, slot_end: 10 });
      draftState = placeTask(draftState, taskNamed(draftState, "第三章 多维随机变量").state_id, { day: 1, slot_start: 3, slot_end: 4 }, {
        embedIn: taskNamed(draftState, "思想政治").state_id,
      });
      const draft = await createDraft(db(), userId, snapshot.version, draftState);
      const before = await dumpTables(db());

      await expect(commitDraft(db(), userId, draft)).rejects.toMatchObject({
        code: "draft:invalid",
        context: { refusal: { kind: "embedding_taken" } },
      });
      expect(await dumpTables(db())).toEqual(before);
    });

    it("refuses a draft naming another student's event and writes nothing", async () => {
      const { userId, snapshot } = await freshStudent();
      const [foreign] = await db()
        .select({ id: scheduleEvents.id })
        .from(scheduleEvents)
        .where(and(eq(scheduleEvents.name, "高等数学"), eq(scheduleEvents.userId, otherStudentId)));
      const forged: ScheduleState = {
        ...snapshot.state,
        tasks: [
          ...snapshot.state.tasks,
          {
            state_id: 999,
            source: "event",
            source_id: foreign.id,
            name: "高等数学",
            category: "课程",
            status: "existing",
            locked: false,
            slots: [{ day: 5, slot_start: 1, slot_end: 2 }],
          },
        ],
      };
      const draft = await createDraft(db(), userId, snapshot.version, forged);
      const before = await dumpTables(db());

      await expect(commitDraft(db(), userId, draft)).rejects.toMatchObject({
        code: "draft:invalid",
        context: { reason: "草稿中的「高等数学」不在你的日程里" },
      });
      expect(await dumpTables(db())).toEqual(before);
    });
  });

  describe("draft lookup", () => {
    it("refuses a discarded draft", async () => {
      const { userId, snapshot } = await freshStudent();
      const draft = await createDraft(db(), userId, snapshot.version, snapshot.state);
      await discardDraft(db(), userId, draft.id);
      await expect(commitDraft(db(), userId, draft)).rejects.toMatchObject({ code: "draft:not_open" });
    });

    it("treats another student's draft, an unknown id and a malformed id as not found", async () => {
      const owner = await freshStudent();
      const intruder = await freshStudent();
      const draft = await createDraft(db(), owner.userId, owner.snapshot.version, owner.snapshot.state);
      await expect(commitDraft(db(), intruder.userId, draft)).rejects.toMatchObject({ code: "draft:not_found" });
      await expect(
        commitDraft(db(), owner.userId, { ...draft, id: "00000000-0000-4000-8000-000000000000" }),
      ).rejects.toMatchObject({ code: "draft:not_found" });
      await expect(commitDraft(db(), owner.userId, { ...draft, id: "not-a-uuid" })).rejects.toMatchObject({ code: "draft:not_found" });
      expect((await getDraft(db(), owner.userId, draft.id))?.status).toBe("open");
    });
  });
});
