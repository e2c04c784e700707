import { describe, expect, it } from 'vitest';
import { niceTicks } from '../../../src/pages/investments/chart-ticks.ts';

describe('the dashboard chart\'s axis ticks (decision 158)', () => {
  it.each([
    [10_333.33, [0, 5000, 10000, 15000]],
    [60_333.32, [0, 20000, 40000, 60000, 80000]],
    [1_000_000, [0, 250000, 500000, 750000, 1000000]],
    [3, [0, 1, 2, 3]],
  ])('%d gives round steps from 0 to at least the value', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('an empty or zero axis still has a scale', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});
