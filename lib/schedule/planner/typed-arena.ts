/**
 * Small typed arrays carved out of shared 64 KB buffers. A typed array longer than 64 bytes gets a buffer of its own
 * outside the JS heap (an allocation in C++ and a record the collector sweeps), about 0.5-0.7 µs each here against
 * 0.1-0.2 µs for a view on a shared buffer; a plan makes about a thousand per call (the restrictions' candidate
 * indexes, rankings, pack memos). Views are never handed out twice, so each starts zeroed like a new array; a buffer
 * goes when no view of it is left. For arrays whose buffer no one reads (`.buffer`): the views share it.
 */
const CHUNK_BYTES = 64 * 1024;
/** Longer arrays get a buffer of their own: a few of them would use up a chunk. */
const OWN_BUFFER_BYTES = 8 * 1024;

let chunk = new ArrayBuffer(CHUNK_BYTES);
let used = 0;

/** The byte offset of `bytes` (a multiple of 8) in the current chunk, a fresh chunk when it is full. */
function claim(bytes: number): number {
  if (used + bytes > CHUNK_BYTES) {
    chunk = new ArrayBuffer(CHUNK_BYTES);
    used = 0;
  }
  const offset = used;
  used += bytes;
  return offset;
}

/** A zeroed Int32Array of `length`. */
export function int32s(length: number): Int32Array {
  const bytes = (length * 4 + 7) & ~7;
  if (bytes > OWN_BUFFER_BYTES) return new Int32Array(length);
  const offset = claim(bytes);
  return new Int32Array(chunk, offset, length);
}

/** A zeroed Float64Array of `length`. */
export function float64s(length: number): Float64Array {
  const bytes = length * 8;
  if (bytes > OWN_BUFFER_BYTES) return new Float64Array(length);
  const offset = claim(bytes);
  return new Float64Array(chunk, offset, length);
}
