/**
 * A lower bound on the whole objective of any plan that keeps the chains where a layout has them and places the loose
 * work anywhere (issue 25's time budget). The room-making judges layouts of the exam chains by planning the loose
 * work again around each (late-chains.ts looseReplanned, a study-planner solve) and scoring the result; a layout
 * whose bound already reaches what it would have to beat need not be planned: its plan could not be kept.
 *
 * The bound is a relaxation of the whole objective with the chains fixed. Every period of loose work placed and every
 * review placed takes one period of some day, and a day has at most day_capacity of them (its open periods within
 * the daily cap, the chains' periods taken off): a review takes a free period and counts toward the cap like study
 * does (review-placement.ts), a loose block takes free or 水课 periods. What the plan can save against leaving all of
 * it out is then at most a fractional knapsack over that room: a loose period saves its weight; an item's first
 * review saves at most its pre-exam review's cost and a dropped review's, each further one a dropped review's
 * (REVIEW_DROPPED_COST × the reviews its ladder asks for is the most its reviews can save). The terms the layout
 * fixes are counted in full: the chains' own study terms and the pre-exam review of every exam item left out. Too
 * close reviews, embedding and lateness of the loose work only add, so they count as nothing.
 */
import { UNPLACED } from "./board";
import { EMBED_COST_PER_PERIOD, FINAL_REVIEW_MISSING_COST, LATE_COST_PER_PERIOD, REVIEW_DROPPED_COST, lateFromDay } from "./objective";
import type { PlanProblem } from "./problem";
import { countsPreExamReview, itemIdOf, reviewDaysByItem, reviewLadder } from "./reviews";
import { periodsPerDay, type ScheduleState } from "../state";
import type { RoomOptions } from "./room-trials";

/** An exam item whose blocks are all chain blocks of the problem, reviewed by the trials (not yet reviewed). */
interface BoundItem {
  blocks: number[];
  exam_day: number;
  counts: boolean;
}

/** A lower bound on the whole objective of any plan with the given chains (the loose blocks' entries ignored). */
export type ChainBound = (chains: ArrayLike<number>) => number;

/** What the bound reads off the problem once: the exam items reviewed by the trials, and the loose work. */
interface BoundParts {
  items: BoundItem[];
  /** The loose work's weight, all of it left out; one value (its weight) per period of it. */
  looseWeight: number;
  looseValues: number[];
}

/** The bound's parts, or undefined when a block's task already holds periods (fastTrials's own condition). */
function boundParts(problem: PlanProblem, base: ScheduleState, options: RoomOptions): BoundParts | undefined {
  const totalDays = base.window.total_days;
  const reviewed = reviewDaysByItem(base);
  const examDays = new Map<number, number>();
  for (const taskClass of base.task_classes ?? []) {
    if (taskClass.exam_day !== undefined) examDays.set(taskClass.category_id, taskClass.exam_day);
  }
  const itemOf = new Map<number, BoundItem>();
  let looseWeight = 0;
  const looseValues: number[] = [];
  for (const block of problem.blocks) {
    if ((block.task.slots?.length ?? 0) > 0) return undefined;
    if (problem.units[block.unit].kind === "loose") {
      looseWeight += block.weight * block.length;
      for (let period = 0; period < block.length; period++) looseValues.push(block.weight);
      continue;
    }
    const category = block.task.category_id;
    const examDay = category === undefined ? undefined : examDays.get(category);
    // Items of a class not planned here, or reviewed already, count as nothing (their terms are never negative).
    if (examDay === undefined || (options.categoryIds && !options.categoryIds.has(category!))) continue;
    const itemId = itemIdOf(block.task);
    if (itemId === undefined || reviewed.has(itemId)) continue;
    let item = itemOf.get(block.task.state_id);
    if (!item) {
      item = { blocks: [], exam_day: examDay, counts: countsPreExamReview(examDay, totalDays) };
      itemOf.set(block.task.state_id, item);
    }
    item.blocks.push(block.index);
  }
  return { items: [...itemOf.values()], looseWeight, looseValues };
}

/**
 * The bound for `base`'s problem: a function of a plan's chains (candidate per block; the loose blocks' entries are
 * ignored). Undefined when it would not hold: a block's task already holds periods (fastTrials's own condition).
 */
export function chainLayoutBound(problem: PlanProblem, base: ScheduleState, options: RoomOptions): ChainBound | undefined {
  const parts = boundParts(problem, base, options);
  if (!parts) return undefined;
  const { items, looseWeight, looseValues } = parts;
  const totalDays = base.window.total_days;
  // Room per day outside the chains: the problem's days, and any later day of the window (a review may take it).
  const periods = periodsPerDay(base.window);
  let roomAfterWindow = 0;
  for (let day = problem.days + 1; day <= totalDays; day++) roomAfterWindow += periods;
  const chainLoad = new Int32Array(problem.days + 1);
  const firstValue = REVIEW_DROPPED_COST + FINAL_REVIEW_MISSING_COST;
  // The savings' values, highest first: loose periods by weight, an item's first review, its further reviews.
  const savings: number[] = [];

  // Indexed loops: the bound is taken of every layout judged, and for-of's iterators were garbage there.
  return (chains) => {
    chainLoad.fill(0);
    let fixed = looseWeight;
    for (let index = 0; index < problem.blocks.length; index++) {
      const block = problem.blocks[index];
      if (problem.units[block.unit].kind === "loose") continue;
      const at = chains[block.index];
      if (at === UNPLACED) {
        fixed += block.weight * block.length;
        continue;
      }
      const candidate = block.candidates[at];
      chainLoad[candidate.day] += block.length;
      if (candidate.host_id !== undefined) fixed += EMBED_COST_PER_PERIOD * block.length;
      const lateFrom = lateFromDay(block.task);
      if (lateFrom !== undefined && candidate.day >= lateFrom) fixed += LATE_COST_PER_PERIOD * block.length;
    }
    savings.length = 0;
    for (let index = 0; index < looseValues.length; index++) savings.push(looseValues[index]);
    for (let position = 0; position < items.length; position++) {
      const item = items[position];
      let studyDay = 0;
      for (let part = 0; part < item.blocks.length; part++) {
        const at = chains[item.blocks[part]];
        if (at !== UNPLACED) studyDay = Math.max(studyDay, problem.blocks[item.blocks[part]].candidates[at].day);
      }
      if (studyDay === 0) {
        if (item.counts) fixed += FINAL_REVIEW_MISSING_COST;
        continue;
      }
      const asked = reviewLadder(studyDay, item.exam_day, totalDays).length;
      fixed += REVIEW_DROPPED_COST * asked + (item.counts ? FINAL_REVIEW_MISSING_COST : 0);
      // With no ladder no review is placed; counted as if one could be all the same (the bound stays below).
      if (asked === 0) {
        if (item.counts) savings.push(FINAL_REVIEW_MISSING_COST);
        continue;
      }
      savings.push(item.counts ? firstValue : REVIEW_DROPPED_COST);
      for (let more = 1; more < asked; more++) savings.push(REVIEW_DROPPED_COST);
    }
    let room = roomAfterWindow;
    for (let day = 1; day <= problem.days; day++) room += Math.max(0, problem.day_capacity[day] - chainLoad[day]);
    if (room >= savings.length) return fixed - savings.reduce((sum, value) => sum + value, 0);
    savings.sort((a, b) => b - a);
    let saved = 0;
    for (let taken = 0; taken < room; taken++) saved += savings[taken];
    return fixed - saved;
  };
}
