/**
 * The shortest-path half of augment.ts: for every block, the least the objective can change when it leaves where it
 * is (or, left out, gets in), through chains "X takes a position whose only holder is Y, Y leaves in turn".
 *
 * Nodes are (block, mode): ANY_MODE asks only that the block leave the periods it holds (it may stay on its day),
 * OFF_DAY that it leave its day too, which is what a block moving in needs when that day is at its daily cap.
 * Day nodes (day, periods) stand for "some block of the day, at least that long, leaves the day": what a block needs
 * that takes an empty position on a day at its cap; the cheapest such block's OFF_DAY label is theirs.
 * Each candidate of each block is one slot: where taking it leads (an empty position, the node of its one holder,
 * or nowhere). A node's label starts at its best way out that displaces nobody (an empty position; for a loose
 * block, being left out) and is relaxed backwards through the slots, label-correcting (SPFA). Labels are
 * estimates: augment.ts replays every chain on the board before keeping it.
 *
 * The slots are built once per call and, after each applied chain, refreshed only for the days and blocks the
 * chain touched: on a full term a pass then costs a few milliseconds instead of a full rebuild.
 */
import { MAX_PERIODS_PER_DAY } from "../state";
import { HOLDER_STRIDE, UNPLACED, type Board } from "./board";
import { flatCandidates, type FlatCandidates } from "./flat-candidates";
import { scratch, type Labels } from "./displacement-scratch";
import type { PlanProblem } from "./problem";

export const ANY_MODE = 0;
const OFF_DAY = 1;
/** Slot targets and `next` values other than a node. */
export const TO_EMPTY = -2;
export const DROP = -3;
const NOWHERE = -1;
const SEVERAL = -4;
const GAIN_EPSILON = 1e-9;

/**
 * Per problem: each block's first slot and each slot's block, which depend on the problem alone (a plan builds a
 * graph for every run of the chains of moves, dozens on the same few problems).
 */
const slotsByProblem = new WeakMap<PlanProblem, { slotBase: Int32Array; slotBlock: Int32Array }>();

function slotsOf(problem: PlanProblem): { slotBase: Int32Array; slotBlock: Int32Array } {
  let slots = slotsByProblem.get(problem);
  if (!slots) {
    const { blocks } = problem;
    const slotBase = new Int32Array(blocks.length + 1);
    for (let index = 0; index < blocks.length; index++) slotBase[index + 1] = slotBase[index] + blocks[index].candidates.length;
    const slotBlock = new Int32Array(slotBase[blocks.length]);
    for (let index = 0; index < blocks.length; index++) slotBlock.fill(index, slotBase[index], slotBase[index + 1]);
    slots = { slotBase, slotBlock };
    slotsByProblem.set(problem, slots);
  }
  return slots;
}

export class DisplacementGraph {
  private readonly flat: FlatCandidates;
  /** Per block: its first slot; per slot: its block. */
  private readonly slotBase: Int32Array;
  private readonly slotBlock: Int32Array;
  /** Per slot: TO_EMPTY, a node, or NOWHERE; and whether the slot is on the block's own day. */
  private readonly target: Int32Array;
  private readonly sameDay: Uint8Array;
  /** Per block: cost where it is, whether it may take part, and its day, periods and chain-order window now. */
  private readonly own: Float64Array;
  private readonly eligible: Uint8Array;
  private readonly ownDay: Int32Array;
  private readonly ownMask: Int32Array;
  private readonly afterTime: Float64Array;
  private readonly beforeTime: Float64Array;
  /** The labels' arrays, filled afresh by each call. */
  private readonly labelArrays: Labels;

  constructor(private readonly board: Board) {
    const { problem } = board;
    const { blocks } = problem;
    this.flat = flatCandidates(problem);
    ({ slotBase: this.slotBase, slotBlock: this.slotBlock } = slotsOf(problem));
    const slots = this.slotBase[blocks.length];
    // Every entry is written below (refreshBlock sets each block's own entries and each of its slots) before a read.
    const arrays = scratch.graph(blocks.length, slots, blocks.length * 2 + (problem.days + 1) * MAX_PERIODS_PER_DAY);
    ({ target: this.target, sameDay: this.sameDay, own: this.own, eligible: this.eligible, ownDay: this.ownDay } = arrays);
    ({ ownMask: this.ownMask, afterTime: this.afterTime, beforeTime: this.beforeTime, labels: this.labelArrays } = arrays);
    for (let index = 0; index < blocks.length; index++) this.refreshBlock(index);
  }

  /** After blocks moved: their own slots and their chain neighbours' in full, everyone's on the days touched. */
  refreshAfter(moved: readonly number[], days: ReadonlySet<number>): void {
    const { blocks } = this.board.problem;
    const whole = new Set<number>();
    for (const index of moved) {
      whole.add(index);
      if (blocks[index].previous >= 0) whole.add(blocks[index].previous);
      if (blocks[index].next >= 0) whole.add(blocks[index].next);
    }
    for (const index of whole) this.refreshBlock(index);
    for (const block of blocks) {
      if (whole.has(block.index) || !this.eligible[block.index]) continue;
      for (const day of days) this.refreshSlots(block.index, block.first_of_day[day], block.first_of_day[day + 1]);
    }
  }

  private refreshBlock(index: number): void {
    const { board } = this;
    const { blocks } = board.problem;
    const block = blocks[index];
    const at = board.assignment[index];
    const placed = at === UNPLACED ? undefined : block.candidates[at];
    this.own[index] = placed ? placed.cost : block.weight * block.length;
    this.ownDay[index] = placed ? placed.day : NOWHERE;
    this.ownMask[index] = placed ? placed.mask : 0;
    const previous = block.previous >= 0 ? board.candidateOf(blocks[block.previous]) : undefined;
    const next = block.next >= 0 ? board.candidateOf(blocks[block.next]) : undefined;
    // A chain item whose predecessor is left out stays out (chains are placed prefixes).
    this.eligible[index] = block.previous < 0 || previous ? 1 : 0;
    this.afterTime[index] = previous ? previous.day * HOLDER_STRIDE + previous.slot_end : Number.NEGATIVE_INFINITY;
    this.beforeTime[index] = next ? next.day * HOLDER_STRIDE + next.slot_start : Number.POSITIVE_INFINITY;
    const base = this.slotBase[index];
    if (!this.eligible[index]) this.target.fill(NOWHERE, base, this.slotBase[index + 1]);
    else this.refreshSlots(index, 0, block.candidates.length);
  }

  /** The node "a block of `day` at least `periods` long leaves the day". */
  private dayNode(day: number, periods: number): number {
    return this.board.problem.blocks.length * 2 + day * MAX_PERIODS_PER_DAY + periods - 1;
  }

  /** Where each of candidates [from, to) of the block leads on the board as it stands. */
  private refreshSlots(index: number, from: number, to: number): void {
    const { board, flat } = this;
    const { problem, holder, load } = board;
    const cap = problem.daily_cap ?? Number.POSITIVE_INFINITY;
    const block = problem.blocks[index];
    const base = flat.base[index];
    const slotBase = this.slotBase[index];
    // The block's own entries and the arrays in locals: this loop runs over every candidate of every block of each
    // graph (tens of thousands per plan).
    const ownDay = this.ownDay[index];
    const ownMask = this.ownMask[index];
    const afterTime = this.afterTime[index];
    const beforeTime = this.beforeTime[index];
    const { target, sameDay: sameDays } = this;
    for (let candidate = from; candidate < to; candidate++) {
      const at = base + candidate;
      const slot = slotBase + candidate;
      const day = flat.day[at];
      const sameDay = day === ownDay;
      sameDays[slot] = sameDay ? 1 : 0;
      target[slot] = NOWHERE;
      // A block that makes way must leave the periods it holds: a position overlapping them is no way out.
      if (sameDay && (ownMask & flat.mask[at]) !== 0) continue;
      const start = flat.start[at];
      const end = flat.end[at];
      if (day * HOLDER_STRIDE + start <= afterTime || day * HOLDER_STRIDE + end >= beforeTime) continue;
      let sole = NOWHERE;
      for (let period = start; period <= end && sole !== SEVERAL; period++) {
        const other = holder[day * HOLDER_STRIDE + period];
        if (other !== UNPLACED && other !== index && other !== sole) sole = sole === NOWHERE ? other : SEVERAL;
      }
      if (sole === SEVERAL) continue;
      const dayLoad = load[day] + (sameDay ? 0 : block.length);
      if (sole === NOWHERE) {
        if (dayLoad <= cap) target[slot] = TO_EMPTY;
        else if (dayLoad - cap <= MAX_PERIODS_PER_DAY) target[slot] = this.dayNode(day, dayLoad - cap);
        continue;
      }
      const other = problem.blocks[sole];
      if (other.unit === block.unit) continue;
      if (dayLoad <= cap) target[slot] = sole * 2 + ANY_MODE;
      else if (dayLoad - other.length <= cap) target[slot] = sole * 2 + OFF_DAY;
    }
  }

  /**
   * The labels on the board as it stands. A node's label is corrected at most `maxCorrections` times: more means a
   * negative cycle is being walked round again and again (blocks that could trade places), and its pointers
   * already show it (augment.ts applies the cycle itself). The labels are valid until the next call.
   */
  labels(maxCorrections: number): Labels {
    // The graph's own arrays, filled afresh: the labels of a pass are read before the next pass asks for new ones.
    const labels = this.labelArrays;
    labels.vacate.fill(Number.POSITIVE_INFINITY);
    labels.next.fill(NOWHERE);
    labels.choice.fill(UNPLACED);
    this.settleExits(labels);
    this.correct(labels, maxCorrections);
    return labels;
  }

  /** Ways out that displace nobody: an empty position, or (a placed loose block) being left out. */
  private settleExits({ vacate, next, choice }: Labels): void {
    const { problem, assignment } = this.board;
    const { target, sameDay, slotBase, own, flat } = this;
    for (let index = 0; index < problem.blocks.length; index++) {
      if (!this.eligible[index]) continue;
      const block = problem.blocks[index];
      const anyNode = index * 2 + ANY_MODE;
      const offDayNode = index * 2 + OFF_DAY;
      if (assignment[index] !== UNPLACED && problem.units[block.unit].kind === "loose") {
        // Both labels are still unset (Infinity) here: a block's own nodes are settled by its own turn only.
        const value = block.weight * block.length - own[index];
        vacate[anyNode] = value;
        next[anyNode] = DROP;
        choice[anyNode] = UNPLACED;
        vacate[offDayNode] = value;
        next[offDayNode] = DROP;
        choice[offDayNode] = UNPLACED;
      }
      const base = flat.base[index];
      const first = slotBase[index];
      for (let slot = first; slot < slotBase[index + 1]; slot++) {
        if (target[slot] !== TO_EMPTY) continue;
        const candidate = slot - first;
        const value = flat.cost[base + candidate] - own[index];
        if (value < vacate[anyNode]) {
          vacate[anyNode] = value;
          next[anyNode] = TO_EMPTY;
          choice[anyNode] = candidate;
        }
        if (!sameDay[slot] && value < vacate[offDayNode]) {
          vacate[offDayNode] = value;
          next[offDayNode] = TO_EMPTY;
          choice[offDayNode] = candidate;
        }
      }
    }
  }

  /** Label-correcting relaxation backwards through the slots, from every node that has a label. */
  private correct({ vacate, next, choice }: Labels, maxCorrections: number): void {
    const nodes = vacate.length;
    const { target, slotBlock, slotBase, sameDay, own, flat } = this;
    const { assignment } = this.board;
    const { blocks } = this.board.problem;
    const blockNodes = blocks.length * 2;
    // Slots by the node they lead to (counting sort), in scratch arrays reused across calls (a plan runs this
    // hundreds of times; allocating them each time kept the collector busy).
    const into = scratch.into(nodes + 1);
    const fill = scratch.fill(nodes);
    const incoming = scratch.incoming(target.length);
    for (let slot = 0; slot < target.length; slot++) if (target[slot] >= 0) into[target[slot] + 1]++;
    for (let node = 0; node < nodes; node++) into[node + 1] += into[node];
    fill.set(into.subarray(0, nodes));
    for (let slot = 0; slot < target.length; slot++) if (target[slot] >= 0) incoming[fill[target[slot]]++] = slot;

    // Smallest label first (Dijkstra's order): almost every edge costs ≥ 0 (only a block leaving a costly position
    // for a cheaper one is negative), so nearly every node is settled once; a corrected node simply goes in again.
    const heap = scratch.heap(nodes * 2);
    const corrections = scratch.corrections(nodes);
    for (let node = 0; node < nodes; node++) if (vacate[node] < Number.POSITIVE_INFINITY) heap.push(vacate[node], node);
    while (heap.size > 0) {
      const popped = heap.pop();
      const node = heap.lastNode;
      if (popped > vacate[node]) continue;
      const through = vacate[node];
      if (node < blockNodes && (node & 1) === OFF_DAY && assignment[node >> 1] !== UNPLACED) {
        // The block can leave its day: every day node it is long enough for may go through it.
        const block = blocks[node >> 1];
        for (let periods = 1; periods <= block.length; periods++) {
          const dayNode = blockNodes + block.candidates[assignment[node >> 1]].day * MAX_PERIODS_PER_DAY + periods - 1;
          if (through >= vacate[dayNode] - GAIN_EPSILON) continue;
          vacate[dayNode] = through;
          next[dayNode] = node;
          choice[dayNode] = UNPLACED;
          heap.push(through, dayNode);
        }
      }
      for (let entry = into[node]; entry < into[node + 1]; entry++) {
        const slot = incoming[entry];
        const block = slotBlock[slot];
        const candidate = slot - slotBase[block];
        const value = flat.cost[flat.base[block] + candidate] - own[block] + through;
        for (let mode = ANY_MODE; mode <= (sameDay[slot] ? ANY_MODE : OFF_DAY); mode++) {
          const source = block * 2 + mode;
          if (value >= vacate[source] - GAIN_EPSILON || corrections[source] >= maxCorrections) continue;
          vacate[source] = value;
          next[source] = node;
          choice[source] = candidate;
          corrections[source]++;
          heap.push(value, source);
        }
      }
    }
  }
}
