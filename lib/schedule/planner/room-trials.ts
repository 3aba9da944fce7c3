/**
 * The trials of the room for the pre-exam reviews (review-room.ts): a plan of the study (candidate per block) scored
 * by the whole objective — the study terms plus the spacing terms of the reviews planned on it. Every step of the
 * room search is a trial, so they are scored without building a state each (fastTrials); stateTrials is the same
 * by the state, which the tests compare it with and which serves when the shortcut does not hold.
 */
import { isCourse } from "../occupancy";
import { periodsPerDay, type ScheduleState, type StateTaskClass } from "../state";
import { applyPlacements, placementsOf } from "./apply";
import { UNPLACED } from "./board";
import type { PlanProblem } from "./problem";
import {
  itemIdOf,
  reviewDaysByItem,
  reviewMasksByDay,
  reviewTasks,
  roomOfMasks,
  studiedItems,
  type ReviewPlan,
  type StudiedItem,
} from "./reviews";
import { planReviews, planReviewsIn } from "./review-placement";
import { scoreAssignment, scoreReviews, scoreReviewsOf } from "./score";

export interface RoomResult {
  assignment: Int32Array;
  reviews: ReviewPlan;
}

export interface Trial extends RoomResult {
  cost: number;
  /** The studied items of every exam class in the plan (studiedItems of the state with the study placed). */
  items: readonly StudiedItem[];
}

/** The options of planReviews the room is made for. */
export interface RoomOptions {
  categoryIds?: ReadonlySet<number>;
  dailyCap?: number;
}

/** An item of an exam class that may be on the timetable in a trial: one already there, or a block's task. */
interface MaybeStudied {
  /** Already studied in the base state (fixed), else placed when its blocks are. */
  fixed?: StudiedItem;
  /** A block's task: its blocks (indexes), the item id and class. */
  blocks?: number[];
  item_id: number;
  taskClass: StateTaskClass;
  planned: boolean;
}

/**
 * Scores trials of the room search without building a state per trial (issue 25's time budget): the reviews are
 * planned (planReviewsIn) on the base state's day masks plus the placed blocks' periods, over the base state's
 * studied items plus the placed items of exam classes, and scored (scoreReviewsOf) on the same items. This is what
 * applying the placements and calling planReviews and scoreReviews computes (the tests check the two agree): only
 * the placed tasks change, each gaining its blocks' periods. Undefined when that does not hold: a task to place that
 * already holds periods (placing it replaces them) or is missing from the state.
 */
export function fastTrials(problem: PlanProblem, base: ScheduleState, options: RoomOptions): ((assignment: Int32Array) => Trial) | undefined {
  const taskIndex = new Map(base.tasks.map((task, index) => [task.state_id, index]));
  const blocksOfTask = new Map<number, number[]>();
  for (const block of problem.blocks) {
    const index = taskIndex.get(block.task.state_id);
    if (index === undefined || (base.tasks[index].slots?.length ?? 0) > 0) return undefined;
    const list = blocksOfTask.get(block.task.state_id);
    if (list) list.push(block.index);
    else blocksOfTask.set(block.task.state_id, [block.index]);
  }
  const periods = periodsPerDay(base.window);
  const totalDays = base.window.total_days;
  const masks = reviewMasksByDay(base);
  const course = problem.blocks.map((block) => isCourse(block.task));
  const reviewed = reviewDaysByItem(base);

  // Every item that may be studied in a trial, in studiedItems's order (a stable sort: filtering the sorted list
  // gives what sorting the filtered one would).
  const examClasses = new Map(
    (base.task_classes ?? []).filter((taskClass) => taskClass.exam_day !== undefined).map((taskClass) => [taskClass.category_id, taskClass]),
  );
  const fixedStudied = new Map(studiedItems(base).map((item) => [item.task, item]));
  const maybe: Array<MaybeStudied & { order: number; category: number; item_order: number }> = [];
  const unstudiedFixed: Array<{ exam_day: number }> = [];
  const unstudiedBlocks: Array<{ exam_day: number; blocks: number[] }> = [];
  for (const task of base.tasks) {
    const blocks = blocksOfTask.get(task.state_id);
    const taskClass = task.category_id === undefined ? undefined : examClasses.get(task.category_id);
    const itemId = itemIdOf(task);
    if (!taskClass || itemId === undefined) continue;
    const planned = !options.categoryIds || options.categoryIds.has(taskClass.category_id);
    const sortKey = { order: maybe.length, category: taskClass.category_id, item_order: task.item_order ?? 0 };
    if (blocks) {
      maybe.push({ blocks, item_id: itemId, taskClass, planned, ...sortKey });
      unstudiedBlocks.push({ exam_day: taskClass.exam_day!, blocks });
      continue;
    }
    const fixed = fixedStudied.get(task);
    if (fixed) maybe.push({ fixed, item_id: itemId, taskClass, planned, ...sortKey });
    else if (task.status === "pending" || !task.slots || task.slots.length === 0) unstudiedFixed.push({ exam_day: taskClass.exam_day! });
  }
  maybe.sort((a, b) => a.category - b.category || a.item_order - b.item_order || a.item_id - b.item_id || a.order - b.order);

  // Indexed loops throughout: this runs for every trial of the room-making, and the iterators of for-of were a good
  // part of its garbage while the code is not yet optimized.
  return (assignment) => {
    const { blocks } = problem;
    const occupied = masks.occupied.slice();
    const study = masks.study.slice();
    for (let index = 0; index < blocks.length; index++) {
      const at = assignment[index];
      if (at === UNPLACED) continue;
      const candidate = blocks[index].candidates[at];
      occupied[candidate.day] |= candidate.mask;
      if (!course[index]) study[candidate.day] |= candidate.mask;
    }
    const items: StudiedItem[] = [];
    const toPlan: StudiedItem[] = [];
    for (let position = 0; position < maybe.length; position++) {
      const entry = maybe[position];
      let item = entry.fixed;
      if (!item) {
        const itemBlocks = entry.blocks!;
        let studyDay = 0;
        for (let part = 0; part < itemBlocks.length; part++) {
          const at = assignment[itemBlocks[part]];
          if (at !== UNPLACED) studyDay = Math.max(studyDay, blocks[itemBlocks[part]].candidates[at].day);
        }
        if (studyDay === 0) continue;
        const task = blocks[itemBlocks[0]].task;
        item = { task, item_id: entry.item_id, taskClass: entry.taskClass, exam_day: entry.taskClass.exam_day!, study_day: studyDay };
      }
      items.push(item);
      if (entry.planned && !reviewed.has(item.item_id)) toPlan.push(item);
    }
    const room = roomOfMasks(occupied, study, periods);
    const plan = planReviewsIn({ free: room.free, load: room.load, periods, totalDays }, toPlan, options.dailyCap);
    const byItem = new Map<number, number[]>(reviewed);
    const touched: number[] = [];
    for (let index = 0; index < plan.reviews.length; index++) {
      const review = plan.reviews[index];
      const id = review.item.item_id;
      let days = byItem.get(id);
      // The base state's days are copied once, on the item's first review (they are shared by every trial).
      if (!touched.includes(id)) {
        days = days ? days.slice() : [];
        byItem.set(id, days);
        touched.push(id);
      }
      days!.push(review.day);
    }
    for (let index = 0; index < touched.length; index++) byItem.get(touched[index])!.sort((a, b) => a - b);
    const unstudied = unstudiedFixed.slice();
    for (let index = 0; index < unstudiedBlocks.length; index++) {
      const entryBlocks = unstudiedBlocks[index].blocks;
      let placed = false;
      for (let part = 0; part < entryBlocks.length && !placed; part++) placed = assignment[entryBlocks[part]] !== UNPLACED;
      if (!placed) unstudied.push(unstudiedBlocks[index]);
    }
    const cost = scoreAssignment(problem, assignment).objective + scoreReviewsOf(items, unstudied, byItem, totalDays).objective;
    return { assignment, reviews: plan, items, cost };
  };
}

/** The same trial by the state: the placements applied, planReviews and scoreReviews on the result. */
export function stateTrials(problem: PlanProblem, base: ScheduleState, options: RoomOptions): (assignment: Int32Array) => Trial {
  return (assignment) => {
    const studied = applyPlacements(base, placementsOf(problem, assignment));
    const reviews = planReviews(studied, options);
    const withReviews: ScheduleState = { ...studied, tasks: [...studied.tasks, ...reviewTasks(studied, reviews.reviews)] };
    const cost = scoreAssignment(problem, assignment).objective + scoreReviews(withReviews).objective;
    return { assignment, reviews, items: studiedItems(studied), cost };
  };
}
