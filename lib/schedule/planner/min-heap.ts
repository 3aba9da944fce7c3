/** A binary min-heap of (value, node) pairs; stale pairs are skipped by the caller. */
export class MinHeap {
  private values: Float64Array;
  private nodes: Int32Array;
  size = 0;
  /** The node of the pair `pop` returned last. */
  lastNode = -1;

  constructor(capacity: number) {
    this.values = new Float64Array(Math.max(16, capacity));
    this.nodes = new Int32Array(this.values.length);
  }

  /** Empties the heap (its arrays are kept). */
  clear(): void {
    this.size = 0;
    this.lastNode = -1;
  }

  push(value: number, node: number): void {
    if (this.size === this.values.length) {
      const values = new Float64Array(this.size * 2);
      const nodes = new Int32Array(this.size * 2);
      values.set(this.values);
      nodes.set(this.nodes);
      this.values = values;
      this.nodes = nodes;
    }
    let at = this.size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (this.values[parent] <= value) break;
      this.values[at] = this.values[parent];
      this.nodes[at] = this.nodes[parent];
      at = parent;
    }
    this.values[at] = value;
    this.nodes[at] = node;
  }

  /** Removes the smallest pair: returns its value, its node goes to `lastNode`. */
  pop(): number {
    const value = this.values[0];
    this.lastNode = this.nodes[0];
    const lastValue = this.values[--this.size];
    const lastNode = this.nodes[this.size];
    let at = 0;
    for (;;) {
      let child = at * 2 + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.values[child + 1] < this.values[child]) child++;
      if (this.values[child] >= lastValue) break;
      this.values[at] = this.values[child];
      this.nodes[at] = this.nodes[child];
      at = child;
    }
    this.values[at] = lastValue;
    this.nodes[at] = lastNode;
    return value;
  }
}
