/**
 * Reading the database into the tool layer's ScheduleState (seed §3.3): events with periods in the window become
 * existing tasks, task items still pending become pending tasks, and items embedded into a course sit beside
 * their host. Everything is read inside one read-only, repeatable-read transaction so the state is one snapshot.
 */
import { PlannerError } from "@/lib/errors";
import { and, asc, eq, inArray, isNotNull, notExists } from "drizzle-orm";
import { dayIndexOf, daysBetween, termDate, type PeriodCell, type TermCalendar } from "@/lib/schedule/indexing";
import type { ScheduleState, ScheduleWindow } from "@/lib/schedule/state";
import type { Database, Executor } from "../client";
import { exams, scheduleEvents, schedules, taskClasses, taskClassItems, tasks as looseTasks } from "../schema";
import { looseTasksFromRows } from "@/lib/tasks/loose-task-state";
import { historyCellKey, type MissedWork } from "@/lib/schedule/missed-work";
import { readMissedWork } from "./missed-work";
import { loadTerm } from "./terms";
import { getScheduleVersion } from "./users";
import { buildPlacedTasks, linkEmbeddings, pendingTask, stateTaskClass, type EventGroup, type GuestGroup, type ItemInfo } from "./state-tasks";


export interface ScheduleSnapshot {
  state: ScheduleState;
  /** The schedule version the state was read at: a draft built on it records this as its base_version. */
  version: number;
}

export async function loadState(db: Database, userId: number, window: ScheduleWindow): Promise<ScheduleState> {
  return (await loadScheduleSnapshot(db, userId, window)).state;
}

/** The state and its version from the same snapshot, so a later commit can tell whether anything changed since. */
export async function loadScheduleSnapshot(
  db: Database,
  userId: number,
  window: ScheduleWindow,
): Promise<ScheduleSnapshot> {
  return db.transaction(
    async (tx) => ({
      state: await readScheduleState(tx, userId, window),
      version: await getScheduleVersion(tx, userId),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Reads the state on an open transaction (commitDraft uses it to diff against the draft). */
export async function readScheduleState(
  executor: Executor,
  userId: number,
  window: ScheduleWindow,
): Promise<ScheduleState> {
  const term = await loadTerm(executor, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId: userId } });

  // A skipped sitting's periods are history, not part of a live block; its work is pending again.
  const missed = await readMissedWork(executor, userId, term);
  const { events, guests } = await readWindowRows(executor, userId, window, missed);
  const classes = await executor
    .select()
    .from(taskClasses)
    .where(eq(taskClasses.userId, userId))
    .orderBy(asc(taskClasses.id));
  const referencedItemIds = [
    ...events.flatMap((event) => (event.relId === null ? [] : [event.relId])),
    ...events.flatMap((event) => (event.reviewOf === null ? [] : [event.reviewOf])),
    ...guests.map((guest) => guest.itemId),
  ];
  const referencedItems = await readItems(executor, userId, { ids: referencedItemIds });
  const pendingItems = await readPendingItems(executor, userId, missed);

  const placed = buildPlacedTasks(events, guests, referencedItems);
  const placedItemIds = new Set(guests.map((guest) => guest.itemId));
  const pending = pendingItems
    .filter((item) => !placedItemIds.has(item.id))
    .map((item) => (missed.items.has(item.id) ? { ...pendingTask(item), missed: true } : pendingTask(item)));
  // Loose tasks come last so adding one never renumbers the courses and items the model already knows.
  const loose = looseTasksFromRows(await readUnplacedLooseTasks(executor, userId, missed), {
    term,
    window,
    timeZone: term.timezone,
  }).map((task) => (missed.looseLivePeriods.has(task.source_id) ? { ...task, missed: true } : task));

  const tasks = [...placed, ...pending, ...loose].map((task, index) => ({ ...task, state_id: index + 1 }));
  const examDays = await readExamDays(executor, userId, term, window);
  return {
    window,
    tasks: linkEmbeddings(tasks, guests),
    task_classes: classes.map((taskClass) => {
      const examDay = examDays.get(taskClass.id);
      return { ...stateTaskClass(taskClass, term, window), ...(examDay !== undefined ? { exam_day: examDay } : {}) };
    }),
  };
}

async function readWindowRows(executor: Executor, userId: number, window: ScheduleWindow, missed: MissedWork) {
  const weeks = [...new Set(window.day_mapping.map((day) => day.week))];
  const rows =
    weeks.length === 0
      ? []
      : await executor
          .select({
            eventId: schedules.eventId,
            week: schedules.week,
            dayOfWeek: schedules.dayOfWeek,
            section: schedules.section,
            embeddedTaskId: schedules.embeddedTaskId,
            name: scheduleEvents.name,
            type: scheduleEvents.type,
            relId: scheduleEvents.relId,
            taskId: scheduleEvents.taskId,
            reviewOf: scheduleEvents.reviewOf,
            canBeEmbedded: scheduleEvents.canBeEmbedded,
          })
          .from(schedules)
          .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
          .where(and(eq(schedules.userId, userId), inArray(schedules.week, weeks)));

  const events = new Map<number, EventGroup>();
  const guests = new Map<number, GuestGroup>();
  for (const row of rows) {
    const day = dayIndexOf(window, row.week, row.dayOfWeek);
    if (day === undefined) continue;
    const cell = { day, section: row.section };
    const where = { eventId: row.eventId, week: row.week, dayOfWeek: row.dayOfWeek, section: row.section };
    if (row.embeddedTaskId !== null && missed.historyCells.has(historyCellKey({ ...where, embeddedItemId: row.embeddedTaskId }))) {
      row.embeddedTaskId = null; // the course stays; the skipped guest is history
    }
    if (row.type === "task" && missed.historyCells.has(historyCellKey({ ...where, embeddedItemId: null }))) continue;
    const event = events.get(row.eventId) ?? {
      eventId: row.eventId,
      name: row.name,
      type: row.type,
      relId: row.relId,
      taskId: row.taskId,
      reviewOf: row.reviewOf,
      canBeEmbedded: row.canBeEmbedded,
      cells: [],
    };
    event.cells.push(cell);
    events.set(row.eventId, event);
    if (row.embeddedTaskId !== null) addGuestCell(guests, row.embeddedTaskId, row.eventId, cell);
  }
  return { events: [...events.values()], guests: [...guests.values()] };
}

/** One embed_host cannot name two hosts; should an item ever sit in two, the host with the lower id wins. */
function addGuestCell(guests: Map<number, GuestGroup>, itemId: number, hostEventId: number, cell: PeriodCell): void {
  const guest = guests.get(itemId);
  if (!guest || hostEventId < guest.hostEventId) guests.set(itemId, { itemId, hostEventId, cells: [cell] });
  else if (hostEventId === guest.hostEventId) guest.cells.push(cell);
}

async function readItems(
  executor: Executor,
  userId: number,
  filter: { ids: number[] } | { pending: true },
): Promise<ItemInfo[]> {
  if ("ids" in filter && filter.ids.length === 0) return [];
  const condition =
    "ids" in filter ? inArray(taskClassItems.id, [...new Set(filter.ids)]) : eq(taskClassItems.status, "pending");
  return executor
    .select({
      id: taskClassItems.id,
      content: taskClassItems.content,
      duration: taskClassItems.duration,
      categoryId: taskClassItems.categoryId,
      itemOrder: taskClassItems.itemOrder,
      status: taskClassItems.status,
      className: taskClasses.name,
    })
    .from(taskClassItems)
    .innerJoin(taskClasses, eq(taskClasses.id, taskClassItems.categoryId))
    // Scoped through the class: another user's item id never resolves.
    .where(and(eq(taskClasses.userId, userId), condition))
    .orderBy(asc(taskClassItems.categoryId), asc(taskClassItems.itemOrder), asc(taskClassItems.id));
}

/** Items waiting to be placed: pending ones, and those whose every sitting was skipped. */
async function readPendingItems(executor: Executor, userId: number, missed: MissedWork): Promise<ItemInfo[]> {
  const pending = await readItems(executor, userId, { pending: true });
  if (missed.items.size === 0) return pending;
  const known = new Set(pending.map((item) => item.id));
  const returned = (await readItems(executor, userId, { ids: [...missed.items] })).filter((item) => !known.has(item.id));
  return [...pending, ...returned].sort((a, b) => a.categoryId - b.categoryId || a.itemOrder - b.itemOrder || a.id - b.id);
}

/**
 * Open tasks with an estimate and no study block anywhere (a block in another week still counts as placed), and those
 * whose skipped sittings gave periods back: their estimate is what is left to place.
 */
async function readUnplacedLooseTasks(executor: Executor, userId: number, missed: MissedWork) {
  const unplaced = await readLooseTasks(executor, userId, { unplaced: true });
  if (missed.looseLivePeriods.size === 0) return unplaced;
  const returned = (await readLooseTasks(executor, userId, { ids: [...missed.looseLivePeriods.keys()] })).flatMap((task) => {
    const left = (task.estimatedSections ?? 0) - (missed.looseLivePeriods.get(task.id) ?? 0);
    return left > 0 ? [{ ...task, estimatedSections: left }] : [];
  });
  return [...unplaced, ...returned].sort((a, b) => a.id - b.id);
}

async function readLooseTasks(executor: Executor, userId: number, filter: { unplaced: true } | { ids: number[] }) {
  return executor
    .select({
      id: looseTasks.id,
      title: looseTasks.title,
      priorityGroup: looseTasks.priorityGroup,
      deadlineAt: looseTasks.deadlineAt,
      urgencyThresholdAt: looseTasks.urgencyThresholdAt,
      isCompleted: looseTasks.isCompleted,
      estimatedSections: looseTasks.estimatedSections,
    })
    .from(looseTasks)
    .where(
      and(
        eq(looseTasks.userId, userId),
        eq(looseTasks.isCompleted, false),
        isNotNull(looseTasks.estimatedSections),
        "ids" in filter
          ? inArray(looseTasks.id, filter.ids)
          : notExists(executor.select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.taskId, looseTasks.id))),
      ),
    )
    .orderBy(asc(looseTasks.id));
}

/**
 * The window day of each class's next exam (exams.task_class_id): the earliest on or after the window's first day;
 * an exam already past is no limit any more. Counted from window day 1, so it may lie beyond the window.
 */
async function readExamDays(executor: Executor, userId: number, term: TermCalendar, window: ScheduleWindow): Promise<Map<number, number>> {
  const first = window.day_mapping[0];
  if (!first) return new Map();
  const firstDate = termDate(term, first.week, first.day_of_week);
  const rows = await executor
    .select({ taskClassId: exams.taskClassId, date: exams.date })
    .from(exams)
    .where(and(eq(exams.userId, userId), isNotNull(exams.taskClassId)))
    .orderBy(asc(exams.date));
  const days = new Map<number, number>();
  for (const row of rows) {
    if (row.taskClassId === null || row.date < firstDate || days.has(row.taskClassId)) continue;
    days.set(row.taskClassId, daysBetween(firstDate, row.date) + 1);
  }
  return days;
}
