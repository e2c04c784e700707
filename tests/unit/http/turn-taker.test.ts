/**
 * A loop over many rows takes a turn of the event loop by time, not by a count of rows: a timer set
 * before the loop fires while the loop is still going, and no stretch of the loop's work between two
 * turns lasts much past the turn's budget.
 */
import { describe, expect, it } from 'vitest';
import { turnTaker } from '../../../server/http/sliced-work.ts';

/** Busy work of about `ms` milliseconds, as checking a row against others does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning: the work a row costs
  }
}

describe('turnTaker', () => {
  it('yields once its budget of work has passed, so a timer fires during the loop', async () => {
    let fired: number | undefined;
    let step = 0;
    setTimeout(() => (fired = step), 0);
    const turn = turnTaker(10);
    for (step = 1; step <= 60; step++) {
      busy(1);
      await turn();
    }
    expect(fired, 'the timer fired before the loop ended').toBeDefined();
    expect(fired!).toBeLessThan(60);
  });

  it('takes no turn while the budget lasts: awaiting it costs a microtask, not a trip round the loop', async () => {
    let fired = false;
    setTimeout(() => (fired = true), 0);
    const turn = turnTaker(60_000);
    for (let step = 0; step < 1000; step++) await turn();
    expect(fired).toBe(false);
  });
});
