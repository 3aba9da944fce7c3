/**
 * Runs stepped work (lib/ics/steps.ts) in slices of a few milliseconds, letting the event loop run between them: a
 * large or hostile .ics file being read never holds up another student's request or /api/health for longer than a
 * slice.
 */
import type { Steps } from "@/lib/ics/steps";

/** Longest stretch of work between two turns of the event loop. */
const SLICE_MS = 10;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export async function runInSlices<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
