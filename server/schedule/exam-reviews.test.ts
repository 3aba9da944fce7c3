/**
 * Issue 25 #4 end to end on the database: a class linked to an exam is planned back from it with review sittings,
 * which the confirm card lists with review_of, the commit stores as study blocks with review_of, the week view shows
 * with review_of, and a skipped review leaves its item done.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { exams, scheduleEvents, schedules, taskClasses, taskClassItems } from "@/db/schema";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { createDraft, discardDraft } from "@/db/queries/drafts";
import { commitDraft } from "@/db/queries/commit-draft";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowFromToday } from "@/db/queries/terms";
import { addDays } from "@/lib/schedule/indexing";
import { localDate } from "@/lib/calendar/zoned-time";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { buildConfirmRequest } from "@/lib/schedule/confirm-request";
import { checkIn } from "@/server/schedule/checkins/checkin";
import { getProgress } from "@/server/schedule/checkins/progress";
import { createRoughScheduleTool } from "@/server/agent/tools/rough-schedule";
import { toolOutputSchema } from "@/lib/protocol";
import { createScheduleSession } from "./schedule-session";
import { undoSchedule } from "./undo";
import { getWeekView } from "./week-view";
import { readStudyPeriods } from "@/db/queries/checkins";
import { sittingsOf, studyBlockOf } from "@/lib/schedule/outcomes";

// 2026-04-22 10:00 in Shanghai, a Wednesday: week 13 of the demo term.
const NOW = new Date("2026-04-22T02:00:00Z");

describe.each(testDatabases())("exam reviews on the database ($name)", (factory) => {
  const db = useTestDatabase(factory);

  async function plannedStudent(name: string) {
    const userId = await insertDemoStudent(db(), { now: NOW, name });
    const term = (await loadTerm(db(), userId))!;
    const today = localDate(NOW, term.timezone);
    const [pendingItem] = await db()
      .select({ categoryId: taskClassItems.categoryId })
      .from(taskClassItems)
      .innerJoin(taskClasses, eq(taskClasses.id, taskClassItems.categoryId))
      .where(and(eq(taskClasses.userId, userId), eq(taskClassItems.status, "pending")))
      .limit(1);
    const classId = pendingItem.categoryId;
    // The class's range reaches the exam; the exam is on the 11th day of the window.
    await db().update(taskClasses).set({ startDate: today, endDate: addDays(today, 20) }).where(eq(taskClasses.id, classId));
    await db().insert(exams).values({ userId, title: "期末考试", date: addDays(today, 10), time: "09:00", taskClassId: classId });
    const snapshot = await loadScheduleSnapshot(db(), userId, windowFromToday(term, NOW, 14));
    expect(snapshot.state.task_classes?.find((taskClass) => taskClass.category_id === classId)?.exam_day).toBe(11);
    const planned = roughSchedule(snapshot.state, { category_id: classId, allow_partial: true });
    expect(planned.ok).toBe(true);
    const reviews = planned.state.tasks.filter((task) => task.source === "review");
    expect(reviews.length).toBeGreaterThan(0);
    for (const task of planned.state.tasks.filter((candidate) => candidate.category_id === classId && candidate.status === "suggested")) {
      for (const slot of task.slots ?? []) expect(slot.day).toBeLessThan(11);
    }
    const draft = await createDraft(db(), userId, snapshot.version, planned.state);
    return { userId, term, classId, snapshot, planned, reviews, draft };
  }

  it("lists reviews with review_of on the confirm card, commits them as study blocks and shows them in the week", async () => {
    const { userId, term, snapshot, planned, reviews, draft } = await plannedStudent("考前复习的学生");
    const card = buildConfirmRequest({ draftId: draft.id, baseVersion: snapshot.version, term, base: snapshot.state, draft: planned.state });
    const reviewChanges = card!.changes.filter((change) => change.review_of !== undefined);
    expect(reviewChanges).toHaveLength(reviews.length);
    expect(reviewChanges.every((change) => change.change === "place" && change.to.length === 1 && change.to[0].slot_start === change.to[0].slot_end)).toBe(true);
    expect(card!.changes.filter((change) => change.review_of === undefined).length).toBeGreaterThan(0);

    const result = await commitDraft(db(), userId, { id: draft.id, base_version: draft.base_version, state: planned.state }, NOW);
    const stored = await db().select().from(scheduleEvents).where(and(eq(scheduleEvents.userId, userId), isNotNull(scheduleEvents.reviewOf)));
    expect(stored).toHaveLength(reviews.length);
    expect(result.placed).toBeGreaterThanOrEqual(reviews.length);
    expect(stored.every((event) => event.type === "task" && event.relId === null && event.taskId === null)).toBe(true);
    expect(new Set(stored.map((event) => event.reviewOf))).toEqual(new Set(reviews.map((review) => review.review_of)));

    // Read back: a committed review is an event with review_of and its class, never an anchor of the item order.
    const reread = await loadScheduleSnapshot(db(), userId, snapshot.state.window);
    const readBack = reread.state.tasks.filter((task) => task.review_of !== undefined);
    expect(readBack).toHaveLength(reviews.length);
    expect(readBack.every((task) => task.source === "event" && task.item_order === undefined && task.category_id !== undefined)).toBe(true);
    // Planning again adds no second round of reviews for the same items.
    const again = roughSchedule(reread.state, { allow_partial: true });
    expect((again.reviews ?? []).filter((review) => reviews.some((r) => r.review_of === review.item_id))).toEqual([]);

    const [first] = await db().select().from(schedules).where(eq(schedules.eventId, stored[0].id));
    const view = await getWeekView(db(), userId, { now: NOW, week: first.week });
    const block = view.blocks.find((candidate) => candidate.event_id === stored[0].id);
    expect(block).toMatchObject({ kind: "study", review_of: stored[0].reviewOf, slot_start: first.section, slot_end: first.section });
    const others = view.blocks.filter((candidate) => candidate.kind === "study" && candidate.event_id !== null && !stored.some((event) => event.id === candidate.event_id));
    expect(others.every((candidate) => candidate.review_of === null)).toBe(true);
    expect(view.blocks.filter((candidate) => candidate.kind === "course").every((candidate) => candidate.review_of === undefined)).toBe(true);
  });

  it("shows the draft's review blocks in the week view with review_of", async () => {
    const { userId, reviews } = await plannedStudent("看草稿复习的学生");
    const weeks = new Set<number>();
    const mapping = (await loadScheduleSnapshot(db(), userId, windowFromToday((await loadTerm(db(), userId))!, NOW, 14))).state.window.day_mapping;
    for (const review of reviews) weeks.add(mapping[review.slots![0].day - 1].week);
    let seen = 0;
    for (const week of weeks) {
      const view = await getWeekView(db(), userId, { now: NOW, week });
      seen += view.blocks.filter((block) => block.kind === "draft" && typeof block.review_of === "number").length;
    }
    expect(seen).toBe(reviews.length);
  });

  it("the rough_schedule tool plans back from the exam and says the reviews in the student's words", async () => {
    const { userId, classId, draft } = await plannedStudent("用工具排复习的学生");
    await discardDraft(db(), userId, draft.id);
    const [taskClass] = await db().select().from(taskClasses).where(eq(taskClasses.id, classId));
    const session = createScheduleSession({ db: db(), userId, now: NOW });
    const tool = createRoughScheduleTool(session, { now: NOW });
    const output = toolOutputSchema.parse(
      await tool.execute!({ task_class: taskClass.name, allow_partial: true }, { toolCallId: "call-exam", messages: [], context: {} }),
    );
    expect(output.ok).toBe(true);
    const line = output.text.split("\n").find((candidate) => candidate.startsWith("复习："));
    expect(line).toContain(`「${taskClass.name}」`);
    expect(session.current()!.state.tasks.some((task) => task.source === "review")).toBe(true);
  });

  it("an undo of the commit takes its review blocks away with the items' blocks", async () => {
    const { userId, planned, draft } = await plannedStudent("撤销复习的学生");
    const result = await commitDraft(db(), userId, { id: draft.id, base_version: draft.base_version, state: planned.state }, NOW);
    await undoSchedule(db(), userId, result.commit_id!, NOW);
    const left = await db().select().from(scheduleEvents).where(and(eq(scheduleEvents.userId, userId), isNotNull(scheduleEvents.reviewOf)));
    expect(left).toEqual([]);
  });

  it("an undo of that undo puts the same review sittings back (a redo)", async () => {
    const { userId, planned, draft } = await plannedStudent("重做复习的学生");
    const result = await commitDraft(db(), userId, { id: draft.id, base_version: draft.base_version, state: planned.state }, NOW);
    const reviewsOf = async () =>
      (
        await db()
          .select({ id: scheduleEvents.id, reviewOf: scheduleEvents.reviewOf, week: schedules.week, day: schedules.dayOfWeek, section: schedules.section })
          .from(scheduleEvents)
          .innerJoin(schedules, eq(schedules.eventId, scheduleEvents.id))
          .where(and(eq(scheduleEvents.userId, userId), isNotNull(scheduleEvents.reviewOf)))
      ).sort((a, b) => a.id - b.id || a.week - b.week || a.day - b.day || a.section - b.section);
    const committed = await reviewsOf();
    expect(committed.length).toBeGreaterThan(0);

    const undone = await undoSchedule(db(), userId, result.commit_id!, NOW);
    expect(await reviewsOf()).toEqual([]);
    const redo = await undoSchedule(db(), userId, undone.result.commit_id!, NOW);
    // The same reviews of the same items in the same periods, under the same event ids.
    expect(await reviewsOf()).toEqual(committed);

    // The redo is itself undoable: the reviews go again.
    await undoSchedule(db(), userId, redo.result.commit_id!, NOW);
    expect(await reviewsOf()).toEqual([]);
  });

  it("a skipped review stays history and leaves its item done", async () => {
    const { userId, snapshot, planned, draft } = await plannedStudent("跳过复习的学生");
    await commitDraft(db(), userId, { id: draft.id, base_version: draft.base_version, state: planned.state }, NOW);
    const reviewBlocks = await db()
      .select()
      .from(scheduleEvents)
      .where(and(eq(scheduleEvents.userId, userId), isNotNull(scheduleEvents.reviewOf)))
      .orderBy(scheduleEvents.id);
    const itemBlocks = await db().select().from(scheduleEvents).where(and(eq(scheduleEvents.userId, userId), isNotNull(scheduleEvents.relId)));
    // A review of an item studied in its own block (an item embedded in a 水课 is checked in through its host).
    const review = reviewBlocks.find((candidate) => itemBlocks.some((block) => block.relId === candidate.reviewOf))!;
    const itemId = review.reviewOf!;
    const itemBlock = itemBlocks.find((block) => block.relId === itemId)!;
    const later = new Date(NOW.getTime() + 14 * 86_400_000);
    await checkIn(db(), userId, itemBlock.id, { status: "done" }, later);
    await checkIn(db(), userId, review.id, { status: "skipped" }, later);

    // 今天 and the check-in rows carry review_of and the item's class (the screens title it 复习 · <item>).
    const reviewSittings = sittingsOf(await readStudyPeriods(db(), userId, { eventId: review.id }), (await loadTerm(db(), userId))!);
    const block = studyBlockOf({ ...reviewSittings[0], outcome: null, periodsDone: null });
    expect(block).toMatchObject({ review_of: itemId, item_id: null, task_id: null });
    expect(block.category).not.toBe("任务");

    const [item] = await db().select().from(taskClassItems).where(eq(taskClassItems.id, itemId));
    expect(item.status).toBe("applied");
    const reread = await loadScheduleSnapshot(db(), userId, snapshot.state.window);
    expect(reread.state.tasks.some((task) => task.source === "task_item" && task.source_id === itemId)).toBe(false);
    expect(reread.state.tasks.some((task) => task.source === "event" && task.item_id === itemId)).toBe(true);
    // The skipped review's periods are history: no live review block of that event.
    expect(reread.state.tasks.some((task) => task.source === "event" && task.source_id === review.id)).toBe(false);
    const term = (await loadTerm(db(), userId))!;
    const today = localDate(NOW, term.timezone);
    const progress = await getProgress(db(), userId, { from: today, to: addDays(today, 13) }, later);
    const own = progress.classes.find((taskClass) => taskClass.id === item.categoryId);
    expect(own!.items_done).toBeGreaterThanOrEqual(1);
  });
});
