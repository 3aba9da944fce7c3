/** Timing and summary helpers for the benchmark. */

/** The p-th percentile (0-100) of the values, nearest-rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

export interface Timing {
  p50: number;
  p99: number;
  runs: number;
}

/** Times `run` `runs` times after `warmup` untimed runs; milliseconds per run. */
export function timeSync(run: () => unknown, runs: number, warmup = Math.min(200, runs)): Timing {
  for (let index = 0; index < warmup; index++) run();
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), runs };
}

/** "0.123" for small figures, "12.3" for larger ones, "1234" beyond. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return "—";
  if (ms < 1) return ms.toFixed(3);
  if (ms < 100) return ms.toFixed(1);
  return ms.toFixed(0);
}

export function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return "—";
  return value >= 100 ? `${value.toFixed(0)}×` : `${value.toFixed(2)}×`;
}

export function formatPercent(value: number): string {
  return Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : "—";
}
