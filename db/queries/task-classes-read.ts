/**
 * The study plan as the student sees it: each task class with its items in order, and for every placed item where
 * it first sits on the timetable (its own study block, or embedded in a 水课). One query per table, whatever the
 * number of classes.
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { termDate } from "@/lib/schedule/indexing";
import type { Executor } from "../client";
import { scheduleEvents, schedules, taskClasses, taskClassItems, type TaskClass, type TaskClassItem } from "../schema";
import type { TaskClassStrategy } from "@/lib/study-plan/strategies";
import { loadTerm, type TermRecord } from "./terms";

/** The first run of periods a placed item occupies. */
interface ItemPlacement {
  week: number;
  day_of_week: number;
  section_start: number;
  section_end: number;
  /** Calendar date in the term, "YYYY-MM-DD"; null when the student has no term. */
  date: string | null;
  /** True when the item shares a 水课's periods rather than having its own study block. */
  embedded: boolean;
}

interface TaskItemView {
  id: number;
  /** Position in the class, 1..n. */
  order: number;
  content: string;
  duration: number;
  status: "pending" | "applied";
  placed_at: ItemPlacement | null;
}

export interface TaskClassView {
  id: number;
  name: string;
  mode: "auto" | "manual";
  start_date: string;
  end_date: string;
  strategy: TaskClassStrategy;
  allow_filler_course: boolean;
  /** 1 = periods 1-2 ... ceil(N/2) on the term's day of N periods (its last period alone when N is odd), ascending. */
  excluded_slots: number[];
  /** Sum of the items' durations; null without items. */
  total_slots: number | null;
  items: TaskItemView[];
}

export async function listTaskClasses(executor: Executor, userId: number): Promise<TaskClassView[]> {
  const classes = await executor.select().from(taskClasses).where(eq(taskClasses.userId, userId)).orderBy(asc(taskClasses.id));
  return viewsOf(executor, userId, classes);
}

/** One class of the user, or null when it is unknown or someone else's. */
export async function readTaskClass(executor: Executor, userId: number, taskClassId: number): Promise<TaskClassView | null> {
  const classes = await executor
    .select()
    .from(taskClasses)
    .where(and(eq(taskClasses.id, taskClassId), eq(taskClasses.userId, userId)));
  const [view] = await viewsOf(executor, userId, classes);
  return view ?? null;
}

async function viewsOf(executor: Executor, userId: number, classes: TaskClass[]): Promise<TaskClassView[]> {
  if (classes.length === 0) return [];
  const items = await executor
    .select()
    .from(taskClassItems)
    .where(inArray(taskClassItems.categoryId, classes.map((row) => row.id)))
    .orderBy(asc(taskClassItems.categoryId), asc(taskClassItems.itemOrder));
  const placedIds = items.filter((item) => item.status === "applied").map((item) => item.id);
  const placements = await readPlacements(executor, userId, placedIds, await loadTerm(executor, userId));
  return classes.map((row) => ({
    id: row.id,
    name: row.name,
    mode: row.mode,
    start_date: row.startDate,
    end_date: row.endDate,
    strategy: row.strategy,
    allow_filler_course: row.allowFillerCourse,
    excluded_slots: [...row.excludedSlots].sort((a, b) => a - b),
    total_slots: row.totalSlots,
    items: items.filter((item) => item.categoryId === row.id).map((item) => itemView(item, placements.get(item.id) ?? null)),
  }));
}

function itemView(item: TaskClassItem, placement: ItemPlacement | null): TaskItemView {
  return {
    id: item.id,
    order: item.itemOrder,
    content: item.content,
    duration: item.duration,
    status: item.status,
    placed_at: item.status === "applied" ? placement : null,
  };
}

interface PlacedCell {
  itemId: number;
  week: number;
  dayOfWeek: number;
  section: number;
  embedded: boolean;
}

/**
 * Every period held for the items, as a block (schedule_events.rel_id) or a guest (schedules.embedded_task_id), in
 * one query; then each item's earliest period and the periods that follow it without a gap that day.
 */
async function readPlacements(executor: Executor, userId: number, itemIds: number[], term: TermRecord | null): Promise<Map<number, ItemPlacement>> {
  const placements = new Map<number, ItemPlacement>();
  if (itemIds.length === 0) return placements;
  const rows = await executor
    .select({
      relId: scheduleEvents.relId,
      embeddedTaskId: schedules.embeddedTaskId,
      week: schedules.week,
      dayOfWeek: schedules.dayOfWeek,
      section: schedules.section,
    })
    .from(schedules)
    .innerJoin(scheduleEvents, eq(scheduleEvents.id, schedules.eventId))
    .where(and(eq(schedules.userId, userId), or(inArray(scheduleEvents.relId, itemIds), inArray(schedules.embeddedTaskId, itemIds))))
    .orderBy(asc(schedules.week), asc(schedules.dayOfWeek), asc(schedules.section), asc(schedules.id));
  const wanted = new Set(itemIds);
  const cells: PlacedCell[] = rows.flatMap((row) => {
    const embedded = row.embeddedTaskId !== null && wanted.has(row.embeddedTaskId);
    const itemId = embedded ? row.embeddedTaskId : row.relId;
    return itemId === null || !wanted.has(itemId) ? [] : [{ itemId, week: row.week, dayOfWeek: row.dayOfWeek, section: row.section, embedded }];
  });
  for (const cell of cells) {
    const placement = placements.get(cell.itemId);
    if (!placement) {
      placements.set(cell.itemId, {
        week: cell.week,
        day_of_week: cell.dayOfWeek,
        section_start: cell.section,
        section_end: cell.section,
        date: term ? termDate(term, cell.week, cell.dayOfWeek) : null,
        embedded: cell.embedded,
      });
    } else if (placement.week === cell.week && placement.day_of_week === cell.dayOfWeek && placement.section_end + 1 === cell.section) {
      placement.section_end = cell.section;
    }
  }
  return placements;
}
