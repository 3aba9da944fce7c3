/**
 * A plan under construction: which candidate each block holds, the periods those take per day and the study load
 * per day. It is the heuristic's private scratch space (created and changed only inside one planning call), so
 * it is mutable for speed; nothing outside the planner ever sees it.
 */
import { MAX_PERIODS_PER_DAY } from "../state";
import type { Candidate, PlanBlock, PlanProblem } from "./problem";

export const UNPLACED = -1;
/** Room for the longest day a term may have, so a day of any term fits one stride. */
export const HOLDER_STRIDE = MAX_PERIODS_PER_DAY + 1;

export class Board {
  readonly problem: PlanProblem;
  /** Candidate index per block, or UNPLACED. */
  readonly assignment: Int32Array;
  /** Periods taken by placed blocks, per day (bit p-1 = period p). */
  readonly used: Uint16Array;
  /** Study periods per day, the starting timetable's included. */
  readonly load: Int32Array;
  /** The block holding each period, at day * HOLDER_STRIDE + period, or UNPLACED. */
  readonly holder: Int32Array;

  /** The four arrays' one buffer: a board is copied whole by one copy, and made with one allocation, not four. */
  private readonly buffer: ArrayBuffer;

  constructor(problem: PlanProblem, from?: Board) {
    this.problem = problem;
    const blocks = problem.blocks.length;
    const days = problem.days + 1;
    const cells = days * HOLDER_STRIDE;
    const ints = blocks + days + cells;
    this.buffer = from ? from.buffer.slice(0) : new ArrayBuffer(ints * 4 + days * 2);
    this.assignment = new Int32Array(this.buffer, 0, blocks);
    this.load = new Int32Array(this.buffer, blocks * 4, days);
    this.holder = new Int32Array(this.buffer, (blocks + days) * 4, cells);
    this.used = new Uint16Array(this.buffer, ints * 4, days);
    if (from) return;
    const empty = emptyBoardOf(problem);
    this.assignment.set(empty.assignment);
    this.load.set(empty.load);
    this.holder.set(empty.holder);
  }

  clone(): Board {
    return new Board(this.problem, this);
  }

  candidateOf(block: PlanBlock): Candidate | undefined {
    const index = this.assignment[block.index];
    return index === UNPLACED ? undefined : block.candidates[index];
  }

  isPlaced(block: PlanBlock): boolean {
    return this.assignment[block.index] !== UNPLACED;
  }

  /** Room and daily cap only: whether the periods are untaken and the day can take the study. */
  hasRoom(block: PlanBlock, candidate: Candidate): boolean {
    if ((this.used[candidate.day] & candidate.mask) !== 0) return false;
    const cap = this.problem.daily_cap;
    return cap === undefined || this.load[candidate.day] + block.length <= cap;
  }

  /** Room, cap and the chain's order with whichever neighbours are placed. */
  fits(block: PlanBlock, candidate: Candidate): boolean {
    if (!this.hasRoom(block, candidate)) return false;
    if (block.previous >= 0) {
      const at = this.assignment[block.previous];
      if (at !== UNPLACED && !before(this.problem.blocks[block.previous].candidates[at], candidate)) return false;
    }
    if (block.next >= 0) {
      const at = this.assignment[block.next];
      if (at !== UNPLACED && !before(candidate, this.problem.blocks[block.next].candidates[at])) return false;
    }
    return true;
  }

  place(block: PlanBlock, candidateIndex: number): void {
    const candidate = block.candidates[candidateIndex];
    this.assignment[block.index] = candidateIndex;
    this.used[candidate.day] |= candidate.mask;
    this.load[candidate.day] += block.length;
    for (let period = candidate.slot_start; period <= candidate.slot_end; period++) {
      this.holder[candidate.day * HOLDER_STRIDE + period] = block.index;
    }
  }

  remove(block: PlanBlock): void {
    const candidate = this.candidateOf(block);
    if (!candidate) return;
    this.assignment[block.index] = UNPLACED;
    this.used[candidate.day] &= ~candidate.mask;
    this.load[candidate.day] -= block.length;
    for (let period = candidate.slot_start; period <= candidate.slot_end; period++) {
      this.holder[candidate.day * HOLDER_STRIDE + period] = UNPLACED;
    }
  }

  /** The distinct blocks placed on a day, in period order. */
  blocksOn(day: number): PlanBlock[] {
    return this.holdersIn(day, 1, HOLDER_STRIDE - 1);
  }

  /** The distinct blocks holding any period of `candidate`'s range. */
  holdersOf(candidate: Candidate): PlanBlock[] {
    return this.holdersIn(candidate.day, candidate.slot_start, candidate.slot_end);
  }

  private holdersIn(day: number, slotStart: number, slotEnd: number): PlanBlock[] {
    const holders: PlanBlock[] = [];
    for (let period = slotStart; period <= slotEnd; period++) {
      const index = this.holder[day * HOLDER_STRIDE + period];
      if (index === UNPLACED) continue;
      const block = this.problem.blocks[index];
      if (!holders.includes(block)) holders.push(block);
    }
    return holders;
  }
}

interface EmptyBoard {
  problem: PlanProblem;
  assignment: Int32Array;
  load: Int32Array;
  holder: Int32Array;
}

/**
 * The arrays of an empty board of each problem, copied by each new board (a search makes hundreds: every repacking
 * starts from an empty board). Never changed. Kept per problem (weakly), the last one at hand: the room-making
 * alternates between a few problems (the original, the ladder's, restricted ones), and rebuilding on every switch
 * was a good part of a board's cost.
 */
const emptyBoards = new WeakMap<PlanProblem, EmptyBoard>();
let lastEmpty: EmptyBoard | undefined;

function emptyBoardOf(problem: PlanProblem): EmptyBoard {
  if (lastEmpty?.problem === problem) return lastEmpty;
  lastEmpty = emptyBoards.get(problem);
  if (!lastEmpty) {
    lastEmpty = {
      problem,
      assignment: new Int32Array(problem.blocks.length).fill(UNPLACED),
      load: Int32Array.from(problem.base_load),
      holder: new Int32Array((problem.days + 1) * HOLDER_STRIDE).fill(UNPLACED),
    };
    emptyBoards.set(problem, lastEmpty);
  }
  return lastEmpty;
}

/** A board packBlocks gave up on, kept to be reset and handed out again (its four arrays are the cost of a board). */
let spare: Board | undefined;

/**
 * An empty board of the problem: the spare one when it is of this problem (emptied again), else a new one. Only
 * for a caller that recycles the boards it gives up on (pack.ts: most packings of a repacking fail).
 */
export function emptyBoard(problem: PlanProblem): Board {
  const board = spare;
  if (board?.problem !== problem) return new Board(problem);
  spare = undefined;
  const empty = emptyBoardOf(problem);
  board.assignment.set(empty.assignment);
  board.used.fill(0);
  board.load.set(empty.load);
  board.holder.set(empty.holder);
  return board;
}

/** Gives a board no one holds any more back for emptyBoard. */
export function recycleBoard(board: Board): void {
  spare = board;
}

/** Is `a` over before `b` begins? */
export function before(a: Candidate, b: Candidate): boolean {
  return a.day < b.day || (a.day === b.day && a.slot_end < b.slot_start);
}
