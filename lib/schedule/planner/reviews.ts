/**
 * Spaced review before an exam (issue 25 #4). A task class linked to an exam (StateTaskClass.exam_day) studies its
 * items strictly before the exam's day (request.ts); each item studied then gets review sittings on an expanding
 * schedule — the first at least a day after the item, each next gap at least as wide as the one before (+1, +3, +7,
 * +15 … days: gaps 1, 2, 4, 8 …) — and the last one in the 3 days before the exam.
 *
 * A review is ONE period in a free period of the class's allowed blocks (never in an excluded block, never inside a
 * 水课: a 水课 holds one guest item, and the item's own sitting may already be that guest), within the daily cap.
 * One period because it is a recall, not a first study, and because a single period fits beside the class's
 * 2-period study blocks without breaking them.
 *
 * When time is short the schedule is compressed by priority (review-placement.ts places them): what finds no period
 * is dropped and reported (the reply names the class, the item and the day). Pure: the state in, the review sittings
 * and the dropped ones out.
 */
import { isCourse } from "../occupancy";
import { withPastPeriodsClosed } from "../past-periods";
import { periodsPerDay, type ScheduleState, type StateTask, type StateTaskClass } from "../state";
import { periodMask } from "./grid";

/** Days before the exam in which each item's last review belongs. */
export const FINAL_REVIEW_DAYS = 3;
/** Periods of one review sitting. */
export const REVIEW_PERIODS = 1;

export type ReviewRole = "first" | "middle" | "final";

/** An item of an exam class that is on the timetable (in this draft or committed), with the day it is studied. */
export interface StudiedItem {
  task: StateTask;
  item_id: number;
  taskClass: StateTaskClass;
  exam_day: number;
  /** The last day of the item's own sitting(s). */
  study_day: number;
}

export interface PlannedReview {
  item: StudiedItem;
  role: ReviewRole;
  day: number;
  slot: number;
}

export interface DroppedReview {
  item: StudiedItem;
  role: ReviewRole;
  /** The day the expanding schedule asked for. */
  target_day: number;
}

export interface ReviewPlan {
  reviews: PlannedReview[];
  dropped: DroppedReview[];
}

const LADDER_KEY_SPAN = 1 << 16;
/** Ladders kept at most (a term's days squared is far below). */
const MAX_LADDERS = 1 << 16;
const ladders = new Map<number, readonly number[]>();

/**
 * The review days an item studied on `studyDay` asks for, before an exam on `examDay`: gaps 1, 2, 4, 8 … from the
 * study day, and the last in [examDay − 3, examDay − 1] (the exam's eve when the ladder stops short: appended when
 * that keeps the gaps growing, else in place of the ladder's last step). Empty when there is no day between the
 * two. Days beyond `lastWindowDay` are cut: a later plan that reaches them places them.
 */
export function reviewLadder(studyDay: number, examDay: number, lastWindowDay = Number.POSITIVE_INFINITY): readonly number[] {
  // Every trial of the room-making asks for each item's ladder (twice) and its score once more: the same few
  // hundred ladders, so they are computed once (as long as the three fit the key; past days and the like do not).
  const uncut = lastWindowDay === Number.POSITIVE_INFINITY;
  if (!inKeySpan(studyDay) || !inKeySpan(examDay) || (!uncut && !inKeySpan(lastWindowDay))) return ladderOf(studyDay, examDay, lastWindowDay);
  // The last key value stands for no cut (inKeySpan leaves it out).
  const key = (studyDay * LADDER_KEY_SPAN + examDay) * LADDER_KEY_SPAN + (uncut ? LADDER_KEY_SPAN - 1 : lastWindowDay);
  let ladder = ladders.get(key);
  if (!ladder) {
    if (ladders.size >= MAX_LADDERS) ladders.clear();
    ladder = ladderOf(studyDay, examDay, lastWindowDay);
    ladders.set(key, ladder);
  }
  return ladder;
}

function inKeySpan(day: number): boolean {
  return Number.isInteger(day) && day >= 0 && day < LADDER_KEY_SPAN - 1;
}

function ladderOf(studyDay: number, examDay: number, lastWindowDay: number): readonly number[] {
  const last = examDay - 1;
  if (studyDay + 1 > last) return [];
  const days: number[] = [];
  let day = studyDay;
  let gap = 1;
  while (day + gap <= last) {
    day += gap;
    days.push(day);
    gap *= 2;
  }
  const finalFrom = examDay - FINAL_REVIEW_DAYS;
  const lastDay = days[days.length - 1];
  if (lastDay < finalFrom) {
    const before = days.length >= 2 ? days[days.length - 2] : studyDay;
    const lastGap = lastDay - before;
    if (last - lastDay >= lastGap) days.push(last);
    else days[days.length - 1] = last;
  }
  return days.filter((candidate) => candidate <= lastWindowDay);
}

/** The role of the ladder's k-th day (of n): the last is the pre-exam review, the first the first. */
export function reviewRoleOf(index: number, count: number): ReviewRole {
  if (index === count - 1) return "final";
  return index === 0 ? "first" : "middle";
}

/** Whether a review belongs in the final stretch of its item's exam. */
export function isFinalDay(day: number, examDay: number): boolean {
  return day >= examDay - FINAL_REVIEW_DAYS && day <= examDay - 1;
}

/** The item id a state task stands for, when it is a task item's own sitting (not a review). */
export function itemIdOf(task: StateTask): number | undefined {
  if (task.review_of !== undefined) return undefined;
  if (task.source === "task_item") return task.source_id > 0 ? task.source_id : undefined;
  if (task.source === "event" && task.event_type === "task") return task.item_id;
  return undefined;
}

/** Items of exam classes that sit on the timetable, in class order then item order. */
export function studiedItems(state: ScheduleState, categoryIds?: ReadonlySet<number>): StudiedItem[] {
  const classes = new Map(
    (state.task_classes ?? [])
      .filter((taskClass) => taskClass.exam_day !== undefined && (!categoryIds || categoryIds.has(taskClass.category_id)))
      .map((taskClass) => [taskClass.category_id, taskClass]),
  );
  const items: StudiedItem[] = [];
  for (const task of state.tasks) {
    const taskClass = task.category_id === undefined ? undefined : classes.get(task.category_id);
    const itemId = itemIdOf(task);
    if (!taskClass || itemId === undefined || task.status === "pending" || !task.slots || task.slots.length === 0) continue;
    const studyDay = Math.max(...task.slots.map((slot) => slot.day));
    items.push({ task, item_id: itemId, taskClass, exam_day: taskClass.exam_day!, study_day: studyDay });
  }
  return items.sort(
    (a, b) =>
      a.taskClass.category_id - b.taskClass.category_id ||
      (a.task.item_order ?? 0) - (b.task.item_order ?? 0) ||
      a.item_id - b.item_id,
  );
}

/**
 * Whether an item of a class whose exam is on `examDay` is scored for its pre-exam review (objective.ts): the exam's
 * eve is in the window and the exam leaves a day to study on and a day to review on. Whether the item is studied, and
 * when, does not matter: studied on the eve or left out, it goes to the exam unreviewed all the same.
 */
export function countsPreExamReview(examDay: number, totalDays: number): boolean {
  return examDay - 1 <= totalDays && examDay >= 3;
}

/** Items of exam classes that are not on the timetable (pending), in class order then item order. */
export function unstudiedItems(state: ScheduleState, categoryIds?: ReadonlySet<number>): Array<{ task: StateTask; exam_day: number }> {
  const exams = new Map(
    (state.task_classes ?? [])
      .filter((taskClass) => taskClass.exam_day !== undefined && (!categoryIds || categoryIds.has(taskClass.category_id)))
      .map((taskClass) => [taskClass.category_id, taskClass.exam_day!]),
  );
  const items: Array<{ task: StateTask; exam_day: number }> = [];
  for (const task of state.tasks) {
    const exam = task.category_id === undefined ? undefined : exams.get(task.category_id);
    if (exam === undefined || itemIdOf(task) === undefined) continue;
    if (task.status === "pending" || !task.slots || task.slots.length === 0) items.push({ task, exam_day: exam });
  }
  return items;
}

/** Review sittings in the state, by the item they review: their days, sorted. */
export function reviewDaysByItem(state: ScheduleState): Map<number, number[]> {
  const byItem = new Map<number, number[]>();
  for (const task of state.tasks) {
    if (task.review_of === undefined || !task.slots || task.slots.length === 0) continue;
    byItem.set(task.review_of, [...(byItem.get(task.review_of) ?? []), ...task.slots.map((slot) => slot.day)]);
  }
  for (const days of byItem.values()) days.sort((a, b) => a - b);
  return byItem;
}

/** Days (the study day first) whose gaps are all ≥ 1 and never shrink. */
export function spacedWell(days: readonly number[]): boolean {
  let previousGap = 1;
  for (let index = 1; index < days.length; index++) {
    const gap = days[index] - days[index - 1];
    if (gap < previousGap) return false;
    previousGap = gap;
  }
  return true;
}

/**
 * What planReviews needs of each day (index = window day) of the state, with the periods that have begun closed:
 * the periods nobody holds and the periods of study already there — classifyDays's freeMask and studyPeriods
 * (planner/grid.ts), read in one pass over the tasks' ranges instead of a grid per day.
 */
export function reviewRoomByDay(state: ScheduleState): { free: number[]; load: number[] } {
  const { occupied, study } = reviewMasksByDay(state);
  return roomOfMasks(occupied, study, periodsPerDay(state.window));
}

/** The free periods and study load of each day from the masks of what holds each day and of its study. */
export function roomOfMasks(occupied: readonly number[], study: readonly number[], periods: number): { free: number[]; load: number[] } {
  const all = periodMask(1, periods);
  const free = occupied.map((mask) => all & ~mask);
  const load = study.map(bitCount);
  free[0] = 0;
  return { free, load };
}

/**
 * Per window day (index = day), with the periods that have begun closed: the periods any task holds, and those held
 * by a task that is not a course (study, guests included).
 */
export function reviewMasksByDay(state: ScheduleState): { occupied: number[]; study: number[] } {
  const closed = withPastPeriodsClosed(state);
  const periods = periodsPerDay(state.window);
  const totalDays = state.window.total_days;
  const occupied = new Array<number>(totalDays + 1).fill(0);
  const study = new Array<number>(totalDays + 1).fill(0);
  for (const task of closed.tasks) {
    if (!task.slots) continue;
    const course = isCourse(task);
    for (const range of task.slots) {
      if (range.day < 1 || range.day > totalDays) continue;
      const start = Math.max(1, range.slot_start);
      const end = Math.min(periods, range.slot_end);
      if (end < start) continue;
      const mask = periodMask(start, end);
      occupied[range.day] |= mask;
      if (!course) study[range.day] |= mask;
    }
  }
  return { occupied, study };
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The review sittings as state tasks (source "review", suggested), numbered after the state's own. */
export function reviewTasks(state: ScheduleState, reviews: readonly PlannedReview[]): StateTask[] {
  let nextStateId = state.tasks.reduce((max, task) => Math.max(max, task.state_id), 0) + 1;
  let nextSourceId = state.tasks.reduce((max, task) => (task.source === "review" ? Math.max(max, task.source_id) : max), 0) + 1;
  return [...reviews]
    .sort((a, b) => a.item.taskClass.category_id - b.item.taskClass.category_id || (a.item.task.item_order ?? 0) - (b.item.task.item_order ?? 0) || a.day - b.day)
    .map((review) => ({
      state_id: nextStateId++,
      source: "review" as const,
      source_id: nextSourceId++,
      name: review.item.task.name,
      category: review.item.taskClass.name,
      status: "suggested" as const,
      locked: false,
      slots: [{ day: review.day, slot_start: review.slot, slot_end: review.slot + REVIEW_PERIODS - 1 }],
      duration: REVIEW_PERIODS,
      category_id: review.item.taskClass.category_id,
      review_of: review.item.item_id,
    }));
}
