import { describe, expect, it } from 'vitest';
import { concurrencyLimit, KeyBusyError, QueueFullError } from '../../../server/http/concurrency-limit.ts';

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

describe('concurrencyLimit per key', () => {
  it('lets one key hold one slot: its second job is refused at once, another key runs beside it', async () => {
    const slots = concurrencyLimit(2, 8, 1);
    let finishSlow!: () => void;
    const slow = slots.run(() => new Promise<string>((resolve) => (finishSlow = () => resolve('slow'))), 'ana');
    await expect(slots.run(async () => 'again', 'ana')).rejects.toBeInstanceOf(KeyBusyError);
    expect(await slots.run(async () => 'other', 'luis')).toBe('other');
    expect(slots.running).toBe(1);
    finishSlow();
    expect(await slow).toBe('slow');
    expect(await slots.run(async () => 'later', 'ana')).toBe('later');
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the key when its job fails or is refused for a full queue', async () => {
    const slots = concurrencyLimit(1, 0, 1);
    let finish!: () => void;
    const holding = slots.run(() => new Promise<void>((resolve) => (finish = resolve)), 'ana');
    await expect(slots.run(async () => 'x', 'luis')).rejects.toBeInstanceOf(QueueFullError);
    finish();
    await holding;
    await expect(slots.run(async () => { throw new Error('render failed'); }, 'luis')).rejects.toThrow('render failed');
    expect(await slots.run(async () => 'ok', 'luis')).toBe('ok');
  });
});
