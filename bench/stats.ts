/** Latency samples -> percentiles. Nearest-rank percentiles: every reported figure is a measured sample. */

export interface Summary {
  p50: number;
  p95: number;
  samples: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), samples: sorted.length };
}

/** Milliseconds to two decimals: finer figures are noise on a shared 2-core machine. */
export function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}
