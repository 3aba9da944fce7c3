/**
 * Where the reviews go (issue 25; the ladder and the items are reviews.ts's). Each review is one period in a free
 * period of its class's allowed blocks, within the daily cap, on the day nearest the one its ladder asks for.
 *
 * When time is short the schedule is compressed by priority: first every item's pre-exam review, then every first
 * review, then the middle ones in ladder order; what finds no period is dropped. The pre-exam reviews share the last
 * days before their exams, and classes whose exams are close share those days: taken item by item, the eve first, a
 * class whose exam is later can fill the one day left to a class whose exam is earlier, and a review worth
 * FINAL_REVIEW_MISSING_COST is dropped that a different choice of days would keep. So a pre-exam review that finds
 * no period looks for an augmenting path: a day of its stretch whose period another pre-exam review holds, that one
 * moving to another day of its own stretch (or, in turn, making room there the same way) — the matching of items to
 * days and periods, one path at a time.
 */
import { touchesExcludedBlock } from "../rough-schedule-plan";
import { periodsPerDay, type ScheduleState, type StateTaskClass } from "../state";
import {
  FINAL_REVIEW_DAYS,
  REVIEW_PERIODS,
  reviewDaysByItem,
  reviewLadder,
  reviewRoleOf,
  reviewRoomByDay,
  studiedItems,
  type DroppedReview,
  type PlannedReview,
  type ReviewPlan,
  type ReviewRole,
  type StudiedItem,
} from "./reviews";
import { sortShort } from "./small-sort";

/** The order the reviews are placed in when time is short. */
const TIERS: readonly ReviewRole[] = ["final", "first", "middle"];

/** Pre-exam reviews moved along one augmenting path, at most. */
const MAX_PATH = 4;

/** nearestDay's day and period in one number: a period is at most MAX_PERIODS_PER_DAY. */
const SLOT_SPAN = 32;

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
export interface ReviewRoom {
  free: number[];
  load: number[];
  periods: number;
  totalDays: number;
}

interface Wanted {
  item: StudiedItem;
  role: ReviewRole;
  target: number;
  /** Position in the item's ladder. */
  index: number;
}

/** The state of one placement: the room (changed in place), each item's days so far, its pre-exam review. */
interface Placing {
  room: ReviewRoom;
  dailyCap: number | undefined;
  allowedOf: (taskClass: StateTaskClass) => number;
  /** Per item: its study day and the days of its reviews placed, sorted. */
  days: Map<StudiedItem, number[]>;
  finals: Map<StudiedItem, PlannedReview>;
  /** The pre-exam reviews placed, by day. */
  finalsOn: Map<number, PlannedReview[]>;
}

/**
 * planReviews's placement on its inputs read already: the room of each day (changed in place as reviews take it)
 * and the studied items without reviews, in studiedItems's order. The review room search (review-room.ts) calls it
 * once per trial on room it keeps up to date itself, without building a state.
 */
export function planReviewsIn(room: ReviewRoom, items: readonly StudiedItem[], dailyCap: number | undefined): ReviewPlan {
  const placing = startPlacing(room, dailyCap);
  const ladders: Array<readonly number[]> = [];
  const fullLengths: number[] = [];
  let longest = 0;
  for (const item of items) {
    const ladder = reviewLadder(item.study_day, item.exam_day, room.totalDays);
    ladders.push(ladder);
    fullLengths.push(reviewLadder(item.study_day, item.exam_day).length);
    longest = Math.max(longest, ladder.length);
    placing.days.set(item, [item.study_day]);
  }

  const reviews: PlannedReview[] = [];
  const dropped: DroppedReview[] = [];
  // By role (every pre-exam review first, then every first, then the middle ones), then by place in the ladder, then
  // in item order: each tier walked in that order (one object reused) instead of a list of them all sorted.
  const review: Wanted = { item: items[0], role: "final", target: 0, index: 0 };
  for (const role of TIERS) {
    // Those that found no period try the augmenting paths before any other review is placed.
    if (role === "first") repairFinals(placing, dropped, reviews);
    for (let index = 0; index < longest; index++) {
      for (let at = 0; at < items.length; at++) {
        if (index >= ladders[at].length || reviewRoleOf(index, fullLengths[at]) !== role) continue;
        review.item = items[at];
        review.role = role;
        review.target = ladders[at][index];
        review.index = index;
        const chosen = nearestDay(placing, review);
        if (chosen >= 0) reviews.push(take(placing, review.item, role, Math.floor(chosen / SLOT_SPAN), chosen % SLOT_SPAN));
        else dropped.push({ item: review.item, role, target_day: review.target });
      }
    }
  }
  sortShort(reviews, (a, b) => a.day - b.day || a.slot - b.slot);
  sortShort(dropped, (a, b) => a.target_day - b.target_day || a.item.item_id - b.item.item_id);
  return { reviews, dropped };
}

function startPlacing(room: ReviewRoom, dailyCap: number | undefined): Placing {
  // The periods a review of each class may take: those of no excluded block.
  const allowedByClass = new Map<StateTaskClass, number>();
  const allowedOf = (taskClass: StateTaskClass): number => {
    let allowed = allowedByClass.get(taskClass);
    if (allowed === undefined) {
      allowed = 0;
      for (let slot = 1; slot <= room.periods; slot++) {
        if (!touchesExcludedBlock(slot, slot, taskClass.excluded_slots)) allowed |= 1 << (slot - 1);
      }
      allowedByClass.set(taskClass, allowed);
    }
    return allowed;
  };
  return { room, dailyCap, allowedOf, days: new Map(), finals: new Map(), finalsOn: new Map() };
}

/**
 * The day and period of a review: the nearest day to its target with a free period (on a tie the earlier; the later
 * for the pre-exam review: the exam's eve), keeping the gaps growing, a review that is not the last before the
 * item's pre-exam review. As day × SLOT_SPAN + period, -1 for none (no object per review tried).
 */
function nearestDay(placing: Placing, review: Wanted): number {
  const { item, target } = review;
  const placedDays = placing.days.get(item)!;
  const lastDay = Math.min(placing.room.totalDays, item.exam_day - 1);
  const firstDay = review.role === "final" ? Math.max(item.study_day + 1, item.exam_day - FINAL_REVIEW_DAYS) : item.study_day + 1;
  const finalDay = review.role === "final" ? undefined : placing.finals.get(item)?.day;
  const farthest = Math.max(Math.abs(target - firstDay), Math.abs(lastDay - target));
  const laterFirst = review.role === "final" ? 1 : -1;
  for (let distance = 0; distance <= farthest; distance++) {
    for (let side = 0; side < (distance === 0 ? 1 : 2); side++) {
      const day = target + (side === 0 ? laterFirst : -laterFirst) * distance;
      if (day < firstDay || day > lastDay) continue;
      if (placedDays.includes(day) || !spacedWellWith(placedDays, day)) continue;
      if (finalDay !== undefined && day >= finalDay) continue;
      const slot = freeSlot(placing, day, item.taskClass);
      if (slot !== undefined) return day * SLOT_SPAN + slot;
    }
  }
  return -1;
}

function freeSlot(placing: Placing, day: number, taskClass: StateTaskClass): number | undefined {
  const { free, load, periods } = placing.room;
  return freePeriod(free[day], load[day], periods, placing.allowedOf(taskClass), placing.dailyCap);
}

/** The review placed: its period taken off the room, its day added to the item's. */
function take(placing: Placing, item: StudiedItem, role: ReviewRole, day: number, slot: number): PlannedReview {
  const review: PlannedReview = { item, role, day, slot };
  occupy(placing, review);
  if (role === "final") placing.finals.set(item, review);
  return review;
}

function occupy(placing: Placing, review: PlannedReview): void {
  placing.room.free[review.day] &= ~(1 << (review.slot - 1));
  placing.room.load[review.day] += REVIEW_PERIODS;
  // Into its place among the item's sorted days (a sort per review was most of the placement's garbage).
  const days = placing.days.get(review.item)!;
  let at = days.length;
  days.push(review.day);
  for (; at > 0 && days[at - 1] > review.day; at--) days[at] = days[at - 1];
  days[at] = review.day;
  if (review.role !== "final") return;
  const on = placing.finalsOn.get(review.day);
  if (on) on.push(review);
  else placing.finalsOn.set(review.day, [review]);
}

function vacate(placing: Placing, review: PlannedReview): void {
  placing.room.free[review.day] |= 1 << (review.slot - 1);
  placing.room.load[review.day] -= REVIEW_PERIODS;
  const days = placing.days.get(review.item)!;
  days.splice(days.indexOf(review.day), 1);
  const on = placing.finalsOn.get(review.day)!;
  on.splice(on.indexOf(review), 1);
}

/** The dropped pre-exam reviews given a period by an augmenting path where one exists (taken out of `dropped`). */
function repairFinals(placing: Placing, dropped: DroppedReview[], reviews: PlannedReview[]): void {
  for (let index = 0; index < dropped.length; index++) {
    const { item, role } = dropped[index];
    if (role !== "final") continue;
    const at = reseatFinal(placing, item, new Set(), MAX_PATH);
    if (!at) continue;
    reviews.push(take(placing, item, "final", at.day, at.slot));
    dropped.splice(index--, 1);
  }
}

/**
 * A day and period for the pre-exam review of `item` (not placed): a free one in its stretch (the eve first), else
 * the period of another pre-exam review there that moves — by the same search, `depth` more times at most — to
 * another day of its own stretch. The moves on the path are made; the period returned is left for the caller to take.
 * `visited`: days already tried on this path search (each is tried once, as in a matching's augmenting path).
 */
function reseatFinal(placing: Placing, item: StudiedItem, visited: Set<number>, depth: number): { day: number; slot: number } | undefined {
  const first = Math.max(item.study_day + 1, item.exam_day - FINAL_REVIEW_DAYS);
  const allowed = placing.allowedOf(item.taskClass);
  for (let day = Math.min(placing.room.totalDays, item.exam_day - 1); day >= first; day--) {
    if (visited.has(day)) continue;
    visited.add(day);
    const slot = freeSlot(placing, day, item.taskClass);
    if (slot !== undefined) return { day, slot };
    if (depth === 0) continue;
    for (const other of [...(placing.finalsOn.get(day) ?? [])]) {
      if (other.item === item || (allowed & (1 << (other.slot - 1))) === 0) continue;
      vacate(placing, other);
      const to = reseatFinal(placing, other.item, visited, depth - 1);
      if (to) {
        const freed = other.slot;
        other.day = to.day;
        other.slot = to.slot;
        occupy(placing, other);
        return { day, slot: freed };
      }
      occupy(placing, other);
    }
  }
  return undefined;
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
