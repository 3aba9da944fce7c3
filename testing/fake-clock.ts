/**
 * Moving a process's system clock with libfaketime, for the runs that prove the code reads time as an input: the
 * Playwright stories' server (e2e/clock.ts) and the clock matrix (testing/clocks/matrix.ts). The code under test reads
 * the clock as production does; only the clock is moved.
 */
import { existsSync } from "node:fs";

const LIBFAKETIME = [
  "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
  "/usr/lib/faketime/libfaketime.so.1",
];

/** "YYYY-MM-DD HH:MM:SS" in UTC, as FAKETIME reads it in a process whose TZ is UTC. */
function faketimeStart(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * The environment that starts a process (and its children) with the system clock at `instant`, ticking from there
 * (libfaketime's "@" form), in UTC as servers run.
 */
/** The installed libfaketime, if any. */
export function libfaketime(): string | undefined {
  return LIBFAKETIME.find((file) => existsSync(file));
}

export function fakeClockEnv(instant: Date): Record<string, string> {
  if (Number.isNaN(instant.getTime())) throw new Error("fakeClockEnv: not a date");
  const library = libfaketime();
  if (!library) throw new Error("libfaketime is not installed (apt-get install faketime): it moves the clock of the runs under test");
  return {
    LD_PRELOAD: library,
    FAKETIME: `@${faketimeStart(instant)}`,
    // Timers and performance counters keep real monotonic time; only the wall clock moves.
    FAKETIME_DONT_FAKE_MONOTONIC: "1",
    TZ: "UTC",
  };
}
