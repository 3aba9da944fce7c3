/**
 * Runs in each moment of the clock matrix only (vitest.config.ts): proves its process's clock is at the moment, so
 * the matrix cannot pass in silence at the real time (a pool that shares the runner's process would not be moved).
 */
import { expect, it } from "vitest";

it("runs with the system clock at the matrix's moment", () => {
  const at = process.env.CLOCK_MOMENT;
  expect(at, "CLOCK_MOMENT is set by the moment's project").toBeTruthy();
  const elapsed = Date.now() - new Date(at!).getTime();
  // The clock starts at the moment when the process starts and ticks from there.
  expect(elapsed).toBeGreaterThanOrEqual(0);
  expect(elapsed).toBeLessThan(15 * 60_000);
});
