/**
 * What a plan leaves out and why, task by task, in facts the reply can state exactly: how many periods are
 * missing, and the one reason that kept the first missing block out (the rest of a chain then waits on it).
 */
import { periodsPerDay, type StateTask } from "../state";
import { Board, before } from "./board";
import type { Candidate, PlanBlock, PlanProblem, PlanUnit } from "./problem";

export type LeftOutReason =
  /** No position of its length exists in its days at all (courses, excluded blocks, no 水课 allowed). */
  | { kind: "no_room" }
  /** The deadline falls before the first day the call may use. */
  | { kind: "past_deadline"; deadline_day: number }
  /** The deadline cuts the days short, and no position of its length is free before it. */
  | { kind: "before_deadline"; deadline_day: number }
  /** Positions exist, but none after the chain's previous item, which is placed. */
  | { kind: "after_previous"; previous: StateTask }
  /** Positions are free, but their days already hold the daily cap of study. */
  | { kind: "daily_cap"; cap: number }
  /** Every usable position is held by other work of this plan; `heavier` when some of it has a higher priority. */
  | { kind: "taken"; by: StateTask[]; heavier: boolean }
  /** Every usable position is held by this same task's other blocks: its days are simply full. */
  | { kind: "full" };

export interface LeftOut {
  unit: PlanUnit;
  /** The first task left out: a loose task, or the first chain item that is not placed. */
  task: StateTask;
  /** Chain: items from `task` on; loose: the task's unplaced blocks. */
  missing_items: number;
  missing_periods: number;
  reason: LeftOutReason;
}

const NAMED_HOLDERS = 3;

export function leftOutOf(problem: PlanProblem, assignment: ArrayLike<number>): LeftOut[] {
  const board = new Board(problem);
  for (const block of problem.blocks) if (assignment[block.index] >= 0) board.place(block, assignment[block.index]);
  const result: LeftOut[] = [];
  for (const unit of problem.units) {
    const missing = unit.blocks.map((index) => problem.blocks[index]).filter((block) => !board.isPlaced(block));
    if (missing.length === 0) continue;
    const first = missing[0];
    result.push({
      unit,
      task: first.task,
      missing_items: unit.kind === "chain" ? missing.length : 1,
      missing_periods: missing.reduce((sum, block) => sum + block.length, 0),
      reason: reasonFor(board, unit, first),
    });
  }
  return result;
}

/** Whether the task's deadline ends its days before the call's own last period (problem.ts: the loose unit's end). */
function deadlineCuts(task: StateTask, problem: PlanProblem): boolean {
  const deadline = task.deadline_day;
  if (deadline === undefined) return false;
  if (deadline !== problem.work.day_end) return deadline < problem.work.day_end;
  return task.deadline_slot !== undefined && task.deadline_slot < periodsPerDay(problem.state.window);
}

function reasonFor(board: Board, unit: PlanUnit, block: PlanBlock): LeftOutReason {
  const { problem } = board;
  if (block.candidates.length === 0) {
    const deadline = block.task.deadline_day;
    if (unit.kind === "loose" && deadline !== undefined && deadline < problem.work.day_start) {
      return { kind: "past_deadline", deadline_day: deadline };
    }
    // A to-do due before the days run out: its deadline is what leaves no room, not the free time of the range.
    if (unit.kind === "loose" && deadline !== undefined && deadlineCuts(block.task, problem)) return { kind: "before_deadline", deadline_day: deadline };
    return { kind: "no_room" };
  }
  let usable: Candidate[] = block.candidates;
  if (unit.kind === "chain" && block.part > 0) {
    const previousBlock = problem.blocks[unit.blocks[block.part - 1]];
    const previous = board.candidateOf(previousBlock);
    if (previous) {
      const after = block.candidates.filter((candidate) => before(previous, candidate));
      const openAfter = after.some((candidate) => board.hasRoom(block, candidate));
      // Open positions exist, only all of them before the previous item: the order is what keeps it out.
      const openBefore = block.candidates.some((candidate) => !before(previous, candidate) && board.hasRoom(block, candidate));
      if (!openAfter && openBefore) return { kind: "after_previous", previous: previousBlock.task };
      if (after.length > 0) usable = after;
    }
  }
  const cap = problem.daily_cap;
  if (cap !== undefined && usable.some((candidate) => (board.used[candidate.day] & candidate.mask) === 0)) {
    return { kind: "daily_cap", cap };
  }
  const holders = new Map<number, PlanBlock>();
  for (const other of problem.blocks) {
    const placed = board.candidateOf(other);
    if (!placed || other.unit === unit.index) continue;
    if (usable.some((candidate) => candidate.day === placed.day && (candidate.mask & placed.mask) !== 0)) {
      const known = holders.get(other.task.state_id);
      if (!known || known.weight < other.weight) holders.set(other.task.state_id, other);
    }
  }
  if (holders.size === 0) return { kind: "full" };
  const ranked = [...holders.values()].sort((a, b) => b.weight - a.weight || a.task.state_id - b.task.state_id);
  return {
    kind: "taken",
    by: ranked.slice(0, NAMED_HOLDERS).map((holder) => holder.task),
    heavier: ranked[0].weight > block.weight,
  };
}

