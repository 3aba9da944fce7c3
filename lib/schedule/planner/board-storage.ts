/**
 * The arrays of boards no longer in use, handed to new boards (board.ts). The room-making makes and drops boards by
 * the hundred per plan — a copy to fall back on around every exchange, chain laid again or price round — and each
 * new board's buffer was among the call's costliest allocations. A board is given back only where its maker knows
 * nothing holds it or its arrays any more (releaseBoard's callers).
 */

/** A board's four arrays over one buffer (`bytes` views all of it, for a copy in one step). */
export interface BoardStorage {
  assignment: Int32Array;
  load: Int32Array;
  holder: Int32Array;
  used: Uint16Array;
  bytes: Uint8Array;
}

/** Storages kept per size, and sizes kept, at most: enough for the boards one step drops before it makes more. */
const MOST_PER_SIZE = 8;
const MOST_SIZES = 16;
const kept = new Map<number, BoardStorage[]>();

/** A storage of the given sizes, its contents undefined (a kept one) or zero (a new one). */
export function takeStorage(blocks: number, days: number, cells: number): BoardStorage {
  const ints = blocks + days + cells;
  const bytes = ints * 4 + days * 2;
  const storage = kept.get(bytes)?.pop();
  if (storage && storage.assignment.length === blocks && storage.load.length === days) return storage;
  const buffer = new ArrayBuffer(bytes);
  return {
    assignment: new Int32Array(buffer, 0, blocks),
    load: new Int32Array(buffer, blocks * 4, days),
    holder: new Int32Array(buffer, (blocks + days) * 4, cells),
    used: new Uint16Array(buffer, ints * 4, days),
    bytes: new Uint8Array(buffer),
  };
}

/** Keeps a storage no board uses any more for the next board of its size. */
export function giveBackStorage(storage: BoardStorage): void {
  const size = storage.bytes.length;
  let list = kept.get(size);
  if (!list) {
    if (kept.size >= MOST_SIZES) kept.clear();
    list = [];
    kept.set(size, list);
  }
  if (list.length < MOST_PER_SIZE) list.push(storage);
}
