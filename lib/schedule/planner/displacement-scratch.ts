/**
 * The displacement graph's working arrays (displacement.ts), kept between calls: a plan builds a graph for every run
 * of the chains of moves and labels it a few times each, dozens of graphs on the same few problems, and allocating
 * their arrays each time kept the collector busy. One graph lives at a time, and each labelling is done with the
 * arrays before the next begins.
 */
import { MinHeap } from "./min-heap";

/** Per node: blocks × 2 (block, mode) first, then one node per (day, periods to free). */
export interface Labels {
  /** Per node: the least change of the objective found. */
  vacate: Float64Array;
  /** The node displaced next, TO_EMPTY or DROP; a day node's is the block that leaves. */
  next: Int32Array;
  /** The candidate the block takes, UNPLACED when left out. */
  choice: Int32Array;
}

/** A graph's arrays (DisplacementGraph's fields of the same names) and its labels'. */
interface GraphArrays {
  target: Int32Array;
  ownDay: Int32Array;
  ownMask: Int32Array;
  sameDay: Uint8Array;
  eligible: Uint8Array;
  own: Float64Array;
  afterTime: Float64Array;
  beforeTime: Float64Array;
  labels: Labels;
}

/**
 * correct's working arrays, kept between calls and handed out cleared (zeros; the heap empty) and at least as long
 * as asked: each call is done with them before the next begins. Likewise a graph's own.
 */
export const scratch = (() => {
  let into = new Int32Array(0);
  let fill = new Int32Array(0);
  let incoming = new Int32Array(0);
  let corrections = new Uint8Array(0);
  let heap = new MinHeap(16);
  let heapCapacity = 0;
  let graphInts = new Int32Array(0);
  let graphBytes = new Uint8Array(0);
  let graphFloats = new Float64Array(0);
  let labelFloats = new Float64Array(0);
  let labelInts = new Int32Array(0);
  return {
    into(length: number): Int32Array {
      if (into.length < length) into = new Int32Array(length);
      else into.fill(0, 0, length);
      return into.subarray(0, length);
    },
    fill(length: number): Int32Array {
      if (fill.length < length) fill = new Int32Array(length);
      return fill.subarray(0, length);
    },
    incoming(length: number): Int32Array {
      if (incoming.length < length) incoming = new Int32Array(length);
      return incoming;
    },
    corrections(length: number): Uint8Array {
      if (corrections.length < length) corrections = new Uint8Array(length);
      else corrections.fill(0, 0, length);
      return corrections;
    },
    /** A graph's own arrays, sized for its blocks, slots and nodes; their contents are stale: the graph fills them. */
    graph(blocks: number, slots: number, nodes: number): GraphArrays {
      if (graphInts.length < 3 * blocks + slots) graphInts = new Int32Array(2 * (3 * blocks + slots));
      if (graphBytes.length < 2 * blocks + slots) graphBytes = new Uint8Array(2 * (2 * blocks + slots));
      if (graphFloats.length < 3 * blocks) graphFloats = new Float64Array(2 * 3 * blocks);
      if (labelFloats.length < nodes) {
        labelFloats = new Float64Array(2 * nodes);
        labelInts = new Int32Array(4 * nodes);
      }
      return {
        target: graphInts.subarray(0, slots),
        ownDay: graphInts.subarray(slots, slots + blocks),
        ownMask: graphInts.subarray(slots + blocks, slots + 2 * blocks),
        sameDay: graphBytes.subarray(0, slots),
        eligible: graphBytes.subarray(slots, slots + blocks),
        own: graphFloats.subarray(0, blocks),
        afterTime: graphFloats.subarray(blocks, 2 * blocks),
        beforeTime: graphFloats.subarray(2 * blocks, 3 * blocks),
        labels: { vacate: labelFloats.subarray(0, nodes), next: labelInts.subarray(0, nodes), choice: labelInts.subarray(nodes, 2 * nodes) },
      };
    },
    heap(capacity: number): MinHeap {
      if (heapCapacity < capacity) {
        heap = new MinHeap(capacity);
        heapCapacity = capacity;
      }
      heap.clear();
      return heap;
    },
  };
})();
