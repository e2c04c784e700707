import { describe, expect, it } from 'vitest';
import { concurrencyLimit, QueueFullError } from '../../../server/http/concurrency-limit.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('concurrencyLimit', () => {
  it('never runs more than max at once, runs the waiting ones in order, refuses past maxWaiting', async () => {
    const slots = concurrencyLimit(2, 3);
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await tick();
      order.push(n);
      inFlight--;
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6, 7].map((n) => slots.run(job(n))));
    expect(most).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual([1, 2, 3, 4, 5]);
    expect(results.slice(5).every((r) => r.status === 'rejected' && r.reason instanceof QueueFullError)).toBe(true);
    expect(order.slice(2)).toEqual([3, 4, 5]);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a job fails', async () => {
    const slots = concurrencyLimit(1, 1);
    await expect(slots.run(async () => { throw new Error('render failed'); })).rejects.toThrow('render failed');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.running).toBe(0);
  });
});
