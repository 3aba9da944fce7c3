/**
 * A plan under construction: which candidate each block holds, the periods those take per day and the study load
 * per day. It is the heuristic's private scratch space (created and changed only inside one planning call), so
 * it is mutable for speed; nothing outside the planner ever sees it.
 */
import { MAX_PERIODS_PER_DAY } from "../state";
import type { Candidate, PlanBlock, PlanProblem } from "./problem";
import { giveBackStorage, takeStorage, type BoardStorage } from "./board-storage";

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

  /** The four arrays over one buffer (board-storage.ts): a board is copied whole by one copy, and its arrays reused. */
  private readonly storage: BoardStorage;

  constructor(problem: PlanProblem, from?: Board) {
    this.problem = problem;
    const days = problem.days + 1;
    this.storage = takeStorage(problem.blocks.length, days, days * HOLDER_STRIDE);
    ({ assignment: this.assignment, load: this.load, holder: this.holder, used: this.used } = this.storage);
    if (from) {
      this.storage.bytes.set(from.storage.bytes);
      return;
    }
    const empty = emptyBoardOf(problem);
    this.assignment.set(empty.assignment);
    this.load.set(empty.load);
    this.holder.set(empty.holder);
    this.used.fill(0);
  }

  clone(): Board {
    return new Board(this.problem, this);
  }

  /**
   * Gives the board back, once no one holds it or any of its arrays any more: its arrays serve a board made later
   * (board-storage.ts). Neither may be used after this.
   */
  release(): void {
    giveBackStorage(this.storage);
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

/** Is `a` over before `b` begins? */
export function before(a: Candidate, b: Candidate): boolean {
  return a.day < b.day || (a.day === b.day && a.slot_end < b.slot_start);
}
