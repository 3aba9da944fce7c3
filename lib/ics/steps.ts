/**
 * Work done in steps: the ICS reader is a generator that yields between events, so the server can let other requests
 * run between slices of one large file (server/timetable/ics.ts) while lib stays free of timers and I/O. Callers that
 * want the answer at once run the steps to the end here.
 */
export type Steps<T> = Generator<void, T>;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
