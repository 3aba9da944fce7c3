/**
 * Preloaded into the server under load (NODE_OPTIONS="--expose-gc --import <this file>", see server.ts); the app
 * itself is unchanged. On SIGUSR2 it writes, to the file named by LOADTEST_PROBE_FILE, the event-loop delay since the
 * previous probe (how long the server could not answer anything) and the heap still in use after a full garbage
 * collection (what a leak would grow), then starts the next delay histogram.
 */
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LOADTEST_PROBE_FILE;
if (file && typeof globalThis.gc === "function") {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on("SIGUSR2", () => {
    const loopDelay = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
    delay.reset();
    globalThis.gc();
    const { heapUsed, external } = process.memoryUsage();
    writeFileSync(file, JSON.stringify({ heapUsed, external, loopDelay, at: Date.now() }));
  });
}
