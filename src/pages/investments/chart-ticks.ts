/**
 * An axis's ticks from 0 to a round number at or above the largest value (1, 2, 2.5 or 5 times a power
 * of ten per step), about five of them: the dashboard chart's two money axes (decision 158).
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let value = 0; value < max + step / 2 && ticks.length <= count + 1; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  if (ticks[ticks.length - 1] < max) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}
