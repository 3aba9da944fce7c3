/**
 * The room-making's last two steps (review-room.ts, step 5): layouts of the exam chains, each judged as the joint
 * MILP judges one — the loose work planned again around its chains and their pre-exam reviews (late-chains.ts
 * looseReplanned) and the plan scored by the whole objective. Planning the loose work again is a study-planner solve,
 * most of these steps' time, so a layout whose bound (room-bounds.ts) shows that its plan could not be chosen is not
 * planned: the layouts are judged in the order of their bounds, the lowest first, and what each step returns is what
 * judging all of them in their own order returns (the objective's terms lie on a grid of 0.05, far wider than
 * SCORE_EPSILON, so "lower by more than SCORE_EPSILON" is "lower", and a tie goes to the earlier layout).
 */
import { UNPLACED } from "./board";
import { chainSubsetPlans } from "./chain-subsets";
import { chainRoundPlans, type LadderProblem } from "./ladder-costs";
import { looseReplanned } from "./late-chains";
import { SCORE_EPSILON } from "./objective";
import type { PlanProblem } from "./problem";
import type { PlannedReview } from "./reviews";
import type { ChainBound } from "./room-bounds";
import type { Trial } from "./room-trials";

/** Rounds of chains laid again by sets (step 5's last), and the layouts of a round tried as plans. */
export const SUBSET_ROUNDS = 2;
const SUBSET_TOPS = 2;

/** How the last steps judge a plan: the trial, steps 1-3 from a trial, and the chains' bound (room-bounds.ts). */
export interface Judge {
  trial: (assignment: Int32Array) => Trial;
  improve: (from: Trial) => Trial;
  bound: ChainBound | undefined;
}

/** The periods the given reviews take, as masks per day (index = day). */
export function heldMasks(problem: PlanProblem, reviews: readonly PlannedReview[]): number[] {
  const held = new Array<number>(problem.days + 1).fill(0);
  for (const review of reviews) held[review.day] |= 1 << (review.slot - 1);
  return held;
}

export function finals(trial: Trial): PlannedReview[] {
  return trial.reviews.reviews.filter((review) => review.role === "final");
}

/** The indexes of `bounds`, the lowest bound first (the earlier among equals). */
function byBound(bounds: readonly number[]): number[] {
  return bounds.map((_, index) => index).sort((a, b) => bounds[a] - bounds[b] || a - b);
}

/**
 * The layouts of chain-subsets.ts (sets of two or three exam chains laid again, each followed by its pre-exam
 * reviews), each with the loose work planned again around its chains and their pre-exam reviews and judged by the
 * whole objective: the SUBSET_TOPS cheapest (the earlier among equals). A layout whose bound is above SUBSET_TOPS
 * costs already judged could not be among them and is not planned.
 */
export function subsetRound(problem: PlanProblem, ladder: LadderProblem, judge: Judge, start: Trial, examDays: ReadonlyMap<number, number>): Trial[] {
  const { trial, bound } = judge;
  const examChains = problem.units.filter((unit) => unit.kind === "chain" && unit.settings !== undefined && examDays.has(unit.settings.category_id));
  const layouts = chainSubsetPlans(ladder, start.assignment, examChains, examDays, finals(start));
  const bounds = layouts.map((chains) => (bound ? bound(chains) : Number.NEGATIVE_INFINITY));
  const judged: Array<Trial | undefined> = [];
  const costs: number[] = [];
  for (const index of byBound(bounds)) {
    if (costs.filter((cost) => cost < bounds[index] - SCORE_EPSILON).length >= SUBSET_TOPS) continue;
    const chains = layouts[index];
    judged[index] = trial(looseReplanned(problem, chains, heldMasks(problem, finals(trial(chains)))));
    costs.push(judged[index]!.cost);
  }
  // A stable sort of the judged in their own order: the cheapest are those of all the layouts.
  return judged.filter((entry) => entry !== undefined).sort((a, b) => a.cost - b.cost).slice(0, SUBSET_TOPS);
}

/**
 * The chains laid together again (joint-layout.ts), each price round judged as the joint MILP judges a layout: with
 * the loose work planned again around the round's chains and their pre-exam reviews (late-chains.ts looseReplanned),
 * and by the whole objective. Judged by the positions' costs, a round laid for real is misjudged: the loose blocks it
 * displaces go one by one to their cheapest free positions and what finds none is left out (a weight of 4 or 8),
 * where planned again they mostly fit. The pre-exam reviews are held where they go on the chains alone (the eve
 * first), not where the start's loose work left them: held there, no round gained on 28天×60任务. The cheapest plan
 * of every round, as laid or planned again (in that order, the earlier among equals), or undefined.
 */
export function replannedRound(problem: PlanProblem, ladder: LadderProblem, judge: Judge, start: Trial): Int32Array | undefined {
  const { trial, bound } = judge;
  const chainsOnly = (plan: ArrayLike<number>) => Int32Array.from(plan, (at, index) => (problem.units[problem.blocks[index].unit].kind === "loose" ? UNPLACED : at));
  const finalsOn = (chains: Int32Array) => heldMasks(problem, finals(trial(chains)));
  const held = finalsOn(chainsOnly(start.assignment));
  // The loose blocks on those periods leave (the rounds' chains of moves may place them again).
  const from = Int32Array.from(start.assignment, (at, index) => {
    const candidate = at === UNPLACED ? undefined : problem.blocks[index].candidates[at];
    return candidate && (held[candidate.day] & candidate.mask) !== 0 ? UNPLACED : at;
  });
  // The plans in the order they are judged: each round as laid, then (once per layout of the chains: rounds that lay
  // them alike differ only in their loose work, which the plan again sets aside) planned again.
  let best: { trial: Trial; at: number } | undefined;
  const offer = (next: Trial, at: number) => {
    if (!best || next.cost < best.trial.cost - SCORE_EPSILON || (next.cost <= best.trial.cost + SCORE_EPSILON && at < best.at)) best = { trial: next, at };
  };
  const again: Array<{ chains: Int32Array; at: number }> = [];
  const planned = new Set<string>();
  let at = 0;
  for (const plan of chainRoundPlans(ladder, from, held)) {
    offer(trial(plan), at++);
    const chains = chainsOnly(plan);
    const key = chains.join(",");
    if (!planned.has(key)) again.push({ chains, at: at++ });
    planned.add(key);
  }
  const bounds = again.map(({ chains }) => (bound ? bound(chains) : Number.NEGATIVE_INFINITY));
  for (const index of byBound(bounds)) {
    const { chains, at: position } = again[index];
    // Not planned when its cost could neither be lower than the best's nor equal to it and judged before it.
    if (best && (bounds[index] > best.trial.cost + SCORE_EPSILON || (bounds[index] >= best.trial.cost - SCORE_EPSILON && position > best.at))) continue;
    offer(trial(looseReplanned(problem, chains, finalsOn(chains))), position);
  }
  return best?.trial.assignment;
}
