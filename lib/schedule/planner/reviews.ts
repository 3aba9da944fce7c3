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
 * When time is short the schedule is compressed by priority: first every item's pre-exam review, then every first
 * review, then the middle ones in ladder order; what finds no period is dropped and reported (the reply names the
 * class, the item and the day). Pure: the state in, the review sittings and the dropped ones out.
 */
import { isCourse } from "../occupancy";
import { touchesExcludedBlock } from "../rough-schedule-plan";
import { withPastPeriodsClosed } from "../past-periods";
import { periodsPerDay, type ScheduleState, type StateTask, type StateTaskClass } from "../state";
import { periodMask } from "./grid";

/** Days before the exam in which each item's last review belongs. */
export const FINAL_REVIEW_DAYS = 3;
/** Periods of one review sitting. */
const REVIEW_PERIODS = 1;

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

/**
 * The review days an item studied on `studyDay` asks for, before an exam on `examDay`: gaps 1, 2, 4, 8 … from the
 * study day, and the last in [examDay − 3, examDay − 1] (the exam's eve when the ladder stops short: appended when
 * that keeps the gaps growing, else in place of the ladder's last step). Empty when there is no day between the
 * two. Days beyond `lastWindowDay` are cut: a later plan that reaches them places them.
 */
export function reviewLadder(studyDay: number, examDay: number, lastWindowDay = Number.POSITIVE_INFINITY): number[] {
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
function roleOf(index: number, count: number): ReviewRole {
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

/** spacedWell of the sorted `days` with `day` added, without building the sequence. */
function spacedWellWith(days: readonly number[], day: number): boolean {
  let previousGap = 1;
  let previous = Number.NaN;
  let added = false;
  for (let index = 0; index <= days.length; index++) {
    let next: number;
    if (!added && (index === days.length || day < days[index])) {
      next = day;
      added = true;
      index--;
    } else next = days[index];
    if (!Number.isNaN(previous)) {
      const gap = next - previous;
      if (gap < previousGap) return false;
      previousGap = gap;
    }
    previous = next;
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

/**
 * Plans the reviews of every studied item of the exam classes in `categoryIds` (default: all) that has none yet.
 * `dailyCap` bounds the study periods of a day, reviews included, like the planner's cap.
 */
export function planReviews(state: ScheduleState, options: { categoryIds?: ReadonlySet<number>; dailyCap?: number } = {}): ReviewPlan {
  const { free, load } = reviewRoomByDay(state);
  const reviewed = reviewDaysByItem(state);
  const items = studiedItems(state, options.categoryIds).filter((item) => !reviewed.has(item.item_id));
  return planReviewsIn({ free, load, periods: periodsPerDay(state.window), totalDays: state.window.total_days }, items, options.dailyCap);
}

/** The free periods (masks) and study load of each window day (index = day) that planReviewsIn places into. */
interface ReviewRoom {
  free: number[];
  load: number[];
  periods: number;
  totalDays: number;
}

/**
 * planReviews's placement on its inputs read already: the room of each day (changed in place as reviews take it)
 * and the studied items without reviews, in studiedItems's order. The review room search (review-room.ts) calls it
 * once per trial on room it keeps up to date itself, without building a state.
 */
export function planReviewsIn(room: ReviewRoom, items: readonly StudiedItem[], dailyCap: number | undefined): ReviewPlan {
  const { free, load, periods, totalDays } = room;
  const options = { dailyCap };

  interface Wanted {
    item: StudiedItem;
    role: ReviewRole;
    target: number;
    /** Position in the item's ladder. */
    index: number;
  }
  const ladders = new Map<StudiedItem, number[]>();
  const wanted: Wanted[] = [];
  for (const item of items) {
    const ladder = reviewLadder(item.study_day, item.exam_day, totalDays);
    const full = reviewLadder(item.study_day, item.exam_day);
    ladders.set(item, [item.study_day]);
    ladder.forEach((target, index) => wanted.push({ item, role: roleOf(index, full.length), target, index }));
  }
  const tier: Record<ReviewRole, number> = { final: 0, first: 1, middle: 2 };
  wanted.sort((a, b) => tier[a.role] - tier[b.role] || a.index - b.index);

  const reviews: PlannedReview[] = [];
  const dropped: DroppedReview[] = [];
  const finalDays = new Map<StudiedItem, number>();
  // The periods a review of each class may take: those of no excluded block.
  const allowedByClass = new Map<StateTaskClass, number>();
  const allowedOf = (taskClass: StateTaskClass): number => {
    let allowed = allowedByClass.get(taskClass);
    if (allowed === undefined) {
      allowed = 0;
      for (let slot = 1; slot <= periods; slot++) {
        if (!touchesExcludedBlock(slot, slot, taskClass.excluded_slots)) allowed |= 1 << (slot - 1);
      }
      allowedByClass.set(taskClass, allowed);
    }
    return allowed;
  };
  for (const review of wanted) {
    const { item } = review;
    const placedDays = ladders.get(item)!;
    const lastDay = Math.min(totalDays, item.exam_day - 1);
    const firstDay = review.role === "final" ? Math.max(item.study_day + 1, item.exam_day - FINAL_REVIEW_DAYS) : item.study_day + 1;
    // Nearest days to the target first; on a tie the earlier (the later for the pre-exam review: the exam's eve).
    // A review that is not the last must stay before the item's pre-exam review once that is placed.
    const finalDay = review.role === "final" ? undefined : finalDays.get(item);
    const target = review.target;
    const farthest = Math.max(Math.abs(target - firstDay), Math.abs(lastDay - target));
    const laterFirst = review.role === "final" ? 1 : -1;
    let chosen: { day: number; slot: number } | undefined;
    for (let distance = 0; distance <= farthest && !chosen; distance++) {
      for (let side = 0; side < (distance === 0 ? 1 : 2) && !chosen; side++) {
        const day = target + (side === 0 ? laterFirst : -laterFirst) * distance;
        if (day < firstDay || day > lastDay) continue;
        if (placedDays.includes(day) || !spacedWellWith(placedDays, day)) continue;
        if (finalDay !== undefined && day >= finalDay) continue;
        const slot = freePeriod(free[day], load[day], periods, allowedOf(item.taskClass), options.dailyCap);
        if (slot !== undefined) chosen = { day, slot };
      }
    }
    if (!chosen) {
      dropped.push({ item, role: review.role, target_day: review.target });
      continue;
    }
    free[chosen.day] &= ~(1 << (chosen.slot - 1));
    load[chosen.day] += REVIEW_PERIODS;
    placedDays.push(chosen.day);
    placedDays.sort((a, b) => a - b);
    if (review.role === "final") finalDays.set(item, chosen.day);
    reviews.push({ item, role: review.role, day: chosen.day, slot: chosen.slot });
  }
  reviews.sort((a, b) => a.day - b.day || a.slot - b.slot);
  dropped.sort((a, b) => a.target_day - b.target_day || a.item.item_id - b.item.item_id);
  return { reviews, dropped };
}

/**
 * A free period of the day for a one-period review, among the `allowed` periods (outside the class's excluded
 * blocks) and under the daily cap: one that fills a gap beside something already there first (a lone free period
 * breaks no 2-period block), then the earliest.
 */
function freePeriod(freeMask: number, load: number, periods: number, allowed: number, dailyCap: number | undefined): number | undefined {
  if (dailyCap !== undefined && load + REVIEW_PERIODS > dailyCap) return undefined;
  const open = freeMask & allowed;
  if (open === 0) return undefined;
  let inside: number | undefined;
  for (let slot = 1; slot <= periods; slot++) {
    if ((open & (1 << (slot - 1))) === 0) continue;
    const before = slot === 1 || (freeMask & (1 << (slot - 2))) === 0;
    const after = slot === periods || (freeMask & (1 << slot)) === 0;
    if (before || after) return slot;
    inside ??= slot;
  }
  return inside;
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
