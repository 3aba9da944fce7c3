import { describe, expect, it } from "vitest";
import { examInstance } from "@/testing/planner/exam-instance";
import { withPastPeriodsClosed } from "../past-periods";
import { roughSchedule } from "../rough-schedule";
import { applyPlacements, placementsOf } from "./apply";
import { Board, UNPLACED, before } from "./board";
import { cheapestChainLayout } from "./chain-layout";
import { exchangeBlocks, positionsCost, relayChain } from "./exchange";
import { hardRuleViolations } from "./hard-rules";
import { chainRoundPlans, chainsLaidTogether, ladderCost, ladderMoves, relaidClass, withLadderCosts } from "./ladder-costs";
import { FINAL_REVIEW_MISSING_COST, REVIEW_DROPPED_COST } from "./objective";
import { buildProblem, type Candidate, type PlanBlock } from "./problem";
import { gatherWork, groupPendingItems } from "./request";
import { planReviews } from "./review-placement";
import { reviewLadder } from "./reviews";
import { solvePlan } from "./solve";

function setup(days: number, tasks: number, seed: number) {
  const instance = examInstance({ days, tasks, seed });
  const options = { ...instance.options, allow_partial: true };
  const categoryIds = [...groupPendingItems(instance.state).keys()].sort((a, b) => a - b);
  const problem = buildProblem(withPastPeriodsClosed(instance.state), gatherWork(instance.state, categoryIds, options));
  const examDays = new Map((instance.state.task_classes ?? []).map((taskClass) => [taskClass.category_id, taskClass.exam_day!]));
  return { instance, options, problem, examDays };
}

/** The periods of the pre-exam reviews planned on `assignment`, as masks per day. */
function heldFinals(state: Parameters<typeof applyPlacements>[0], problem: ReturnType<typeof setup>["problem"], assignment: ArrayLike<number>, dailyCap?: number): number[] {
  const held = new Array<number>(problem.days + 1).fill(0);
  for (const review of planReviews(applyPlacements(state, placementsOf(problem, assignment)), { dailyCap }).reviews) {
    if (review.role === "final") held[review.day] |= 1 << (review.slot - 1);
  }
  return held;
}

/** A plan keeps each chain's order, leaves the held pre-exam periods free and breaks no hard rule. */
function expectSoundPlan({ instance, options, problem }: Omit<ReturnType<typeof setup>, "examDays">, plan: ArrayLike<number>, held: readonly number[]) {
  for (const unit of problem.units) {
    let previous: Candidate | undefined;
    for (const index of unit.blocks) {
      if (plan[index] === UNPLACED) continue;
      const candidate = problem.blocks[index].candidates[plan[index]];
      expect(candidate.mask & held[candidate.day]).toBe(0);
      if (unit.kind === "chain" && previous) expect(before(previous, candidate)).toBe(true);
      previous = candidate;
    }
  }
  expect(hardRuleViolations(instance.state, applyPlacements(instance.state, placementsOf(problem, plan)), options)).toEqual([]);
}

describe("the review ladder as a position cost", () => {
  it("costs each review the ladder asks for beyond the pre-exam one, and the pre-exam review on the eve", () => {
    for (let day = 1; day <= 20; day++) {
      const asked = reviewLadder(day, 22, 28).length;
      const expected = day === 21 ? FINAL_REVIEW_MISSING_COST : REVIEW_DROPPED_COST * (asked - 1);
      expect(ladderCost(day, 22, 28)).toBeCloseTo(expected, 9);
    }
    // 2-3 days before: one review (the pre-exam one), nothing; 4-6: two; 7-11: three; 12-23: four.
    expect([19, 20, 16, 18, 11, 15, 10, 1].map((day) => Math.round(ladderCost(day, 22, 28) * 10) / 10)).toEqual([0, 0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.3]);
    // An exam past the window: no pre-exam review to keep, every review of the ladder in the window counts.
    expect(ladderCost(10, 40, 14)).toBeCloseTo(REVIEW_DROPPED_COST * reviewLadder(10, 40, 14).length, 9);
  });

  it("keeps every candidate, index for index, and costs only the exam items' ones", () => {
    const { problem, examDays } = setup(14, 30, 1);
    const ladder = withLadderCosts(problem, examDays);
    const totalDays = problem.state.window.total_days;
    let costed = 0;
    for (const block of problem.blocks) {
      const unit = problem.units[block.unit];
      const exam = unit.kind === "chain" && unit.settings ? examDays.get(unit.settings.category_id) : undefined;
      const candidates = ladder.problem.blocks[block.index].candidates;
      expect(candidates).toHaveLength(block.candidates.length);
      expect(ladder.exam[block.index]).toBe(exam === undefined ? 0 : 1);
      block.candidates.forEach((candidate, index) => {
        expect({ ...candidates[index], cost: 0 }).toEqual({ ...candidate, cost: 0 });
        expect(candidates[index].cost).toBeCloseTo(candidate.cost + (exam === undefined ? 0 : ladderCost(candidate.day, exam, totalDays)), 9);
      });
      if (exam !== undefined) costed++;
    }
    expect(costed).toBeGreaterThan(6);
  });

  it("moves keep every hard rule and chain order, leave the held periods free, and lower the ladder's costs", () => {
    let moved = 0;
    let relaidCount = 0;
    for (const [days, tasks] of [
      [14, 30],
      [28, 60],
      [21, 40],
    ]) {
      for (let seed = 1; seed <= 5; seed++) {
        const { instance, options, problem, examDays } = setup(days, tasks, seed);
        const solved = solvePlan(problem);
        const finals = planReviews(applyPlacements(instance.state, placementsOf(problem, solved.assignment)), { dailyCap: options.daily_cap }).reviews.filter(
          (review) => review.role === "final",
        );
        const held = new Array<number>(problem.days + 1).fill(0);
        for (const review of finals) held[review.day] |= 1 << (review.slot - 1);
        const ladder = withLadderCosts(problem, examDays);
        // One class's chain laid again with only the other classes' reviews held keeps the same rules.
        for (const categoryId of examDays.keys()) {
          const others = new Array<number>(problem.days + 1).fill(0);
          for (const review of finals) if (review.item.taskClass.category_id !== categoryId) others[review.day] |= 1 << (review.slot - 1);
          const relaid = relaidClass(ladder, solved.assignment, others, categoryId);
          if (!relaid) continue;
          relaidCount++;
          for (const block of problem.blocks) {
            if (relaid[block.index] === UNPLACED) continue;
            const candidate = block.candidates[relaid[block.index]];
            expect(candidate.mask & others[candidate.day]).toBe(0);
          }
          expect(hardRuleViolations(instance.state, applyPlacements(instance.state, placementsOf(problem, relaid)), options)).toEqual([]);
        }
        const plan = ladderMoves(ladder, solved.assignment, held);
        if (!plan) continue;
        moved++;
        const costOf = (assignment: ArrayLike<number>) => {
          const board = new Board(ladder.problem);
          for (const block of ladder.problem.blocks) if (assignment[block.index] !== UNPLACED) board.place(block, assignment[block.index]);
          return positionsCost(board);
        };
        expect(costOf(plan)).toBeLessThan(costOf(solved.assignment));
        for (const unit of problem.units) {
          let previous: Candidate | undefined;
          for (const index of unit.blocks) {
            if (plan[index] === UNPLACED) {
              if (unit.kind === "chain") previous = undefined;
              continue;
            }
            const candidate = problem.blocks[index].candidates[plan[index]];
            expect(candidate.mask & held[candidate.day]).toBe(0);
            if (unit.kind === "chain" && previous) expect(before(previous, candidate)).toBe(true);
            previous = candidate;
          }
        }
        const studied = applyPlacements(instance.state, placementsOf(problem, plan));
        expect(hardRuleViolations(instance.state, studied, options)).toEqual([]);
      }
    }
    expect(moved).toBeGreaterThan(4);
    expect(relaidCount).toBeGreaterThan(2);
  });

  it("exchanges move a block into others' periods only when every one of them finds a place and the costs fall", () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { problem, examDays } = setup(28, 60, seed);
      const ladder = withLadderCosts(problem, examDays);
      const board = new Board(ladder.problem);
      const solved = solvePlan(problem);
      for (const block of ladder.problem.blocks) if (solved.assignment[block.index] !== UNPLACED) board.place(block, solved.assignment[block.index]);
      const placed = ladder.problem.blocks.filter((block) => board.isPlaced(block)).length;
      const cost = positionsCost(board);
      const changed = exchangeBlocks(
        board,
        ladder.problem.blocks.filter((block) => ladder.exam[block.index] === 1),
      );
      expect(ladder.problem.blocks.filter((block) => board.isPlaced(block)).length).toBe(placed);
      if (changed) expect(positionsCost(board)).toBeLessThan(cost);
      else expect(positionsCost(board)).toBeCloseTo(cost, 9);
      // The board's own bookkeeping matches its blocks: rebuilt from the assignment, it reads the same.
      const rebuilt = new Board(ladder.problem);
      for (const block of ladder.problem.blocks) {
        const at = board.assignment[block.index];
        if (at === UNPLACED) continue;
        expect(rebuilt.fits(block, block.candidates[at])).toBe(true);
        rebuilt.place(block, at);
      }
      expect(Array.from(rebuilt.used)).toEqual(Array.from(board.used));
      expect(Array.from(rebuilt.load)).toEqual(Array.from(board.load));
    }
  });

  it("lays the exam chains together only when the costs fall, keeping chain order, the held periods and every hard rule", () => {
    let laid = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const [days, tasks] of [
        [28, 60],
        [21, 45],
      ] as const) {
        const { instance, problem, examDays, options } = setup(days, tasks, seed);
        const ladder = withLadderCosts(problem, examDays);
        const solved = solvePlan(problem);
        const held = heldFinals(instance.state, problem, solved.assignment, options.daily_cap);
        const plan = chainsLaidTogether(ladder, solved.assignment, held);
        if (!plan) continue;
        laid++;
        const costOf = (assignment: ArrayLike<number>) => {
          const board = new Board(ladder.problem);
          for (const block of ladder.problem.blocks) if (assignment[block.index] !== UNPLACED) board.place(block, assignment[block.index]);
          return positionsCost(board);
        };
        expect(costOf(plan)).toBeLessThan(costOf(solved.assignment));
        expectSoundPlan({ instance, options, problem }, plan, held);
      }
    }
    expect(laid).toBeGreaterThan(0);
  });

  it("hands back every price round's plan, each keeping chain order, the held periods and every hard rule", () => {
    let rounds = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const { instance, problem, examDays, options } = setup(28, 60, seed);
      const ladder = withLadderCosts(problem, examDays);
      const solved = solvePlan(problem);
      const held = heldFinals(instance.state, problem, solved.assignment, options.daily_cap);
      for (const plan of chainRoundPlans(ladder, solved.assignment, held)) {
        rounds++;
        expectSoundPlan({ instance, options, problem }, plan, held);
      }
    }
    expect(rounds).toBeGreaterThan(4);
  });

  it("lays a chain at its cheapest layout: in order, on open periods, within the cap, never dearer than where it was, as cheap as every layout of its first items", () => {
    let checked = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const { problem, examDays } = setup(28, 60, seed);
      const ladder = withLadderCosts(problem, examDays);
      const solved = solvePlan(problem);
      const board = new Board(ladder.problem);
      for (const block of ladder.problem.blocks) if (solved.assignment[block.index] !== UNPLACED) board.place(block, solved.assignment[block.index]);
      const movable = (block: PlanBlock) => ladder.problem.units[block.unit].kind === "loose";
      for (const unit of ladder.problem.units.filter((candidate) => candidate.kind === "chain" && ladder.exam[candidate.blocks[0]] === 1)) {
        const chain = unit.blocks.map((index) => ladder.problem.blocks[index]).filter((block) => board.isPlaced(block));
        if (chain.length < 2) continue;
        const current = chain.map((block) => board.assignment[block.index]);
        for (const block of chain) board.remove(block);
        const costOf = (layout: readonly number[]) => layout.reduce((sum, at, part) => sum + chain[part].candidates[at].cost, 0);
        const fixed = (day: number) => board.blocksOn(day).filter((block) => !movable(block));
        const fits = (layout: readonly number[]) =>
          layout.every((at, part) => {
            const candidate = chain[part].candidates[at];
            if (part > 0 && !before(chain[part - 1].candidates[layout[part - 1]], candidate)) return false;
            if (fixed(candidate.day).some((block) => (board.candidateOf(block)!.mask & candidate.mask) !== 0)) return false;
            const chainLoad = layout.reduce((sum, other, k) => sum + (chain[k].candidates[other].day === candidate.day ? chain[k].length : 0), 0);
            const fixedLoad = board.load[candidate.day] - board.blocksOn(candidate.day).filter(movable).reduce((sum, block) => sum + block.length, 0);
            return fixedLoad + chainLoad <= (problem.daily_cap ?? Number.POSITIVE_INFINITY);
          });
        const layout = cheapestChainLayout(board, chain, movable);
        expect(layout).toBeDefined();
        expect(fits(layout!)).toBe(true);
        expect(costOf(layout!)).toBeLessThanOrEqual(costOf(current) + 1e-3);
        // Its first two items, against every pair of their positions.
        const pair = cheapestChainLayout(board, chain.slice(0, 2), movable)!;
        let best = Number.POSITIVE_INFINITY;
        for (let first = 0; first < chain[0].candidates.length; first++) {
          for (let second = 0; second < chain[1].candidates.length; second++) {
            if (fits([first, second])) best = Math.min(best, costOf([first, second]));
          }
        }
        expect(costOf(pair)).toBeCloseTo(best, 2);
        chain.forEach((block, part) => board.place(block, current[part]));
        // Laid again on the board (loose blocks moved aside), only when the costs fall, nothing of the chain lost.
        const cost = positionsCost(board);
        if (relayChain(board, unit)) expect(positionsCost(board)).toBeLessThan(cost);
        expect(chain.every((block) => board.isPlaced(block))).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(8);
  });

  it("drops fewer reviews on the light exam rows: 14 days × 30 tasks at 5.20 (the optimum), 28 days × 60 at 2.65 (the joint optimum)", () => {
    for (const [days, tasks, objective] of [
      [14, 30, 5.2],
      [28, 60, 2.65],
    ]) {
      const instance = examInstance({ days, tasks, seed: 1 });
      const result = roughSchedule(instance.state, { ...instance.options, allow_partial: true });
      expect(result.review_score!.final_missing).toBe(0);
      expect(result.score!.objective).toBeLessThanOrEqual(objective + 1e-6);
    }
  });
});
