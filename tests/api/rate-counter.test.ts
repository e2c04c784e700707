/**
 * The shared rate counters: two counters over one store (two servers) count one window together, and
 * the window opens again once it has passed. The database driver, and Redis (127.0.0.1:6379 on these
 * machines and on CI) for REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateCounter, type RateCounter } from '../../server/adapters/rate-counter.ts';
import { redisRateCounter } from '../../server/adapters/rate-counter-redis.ts';
import { checkLimit } from '../../server/http/rate-limit.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: RateCounter[] = [];

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await t?.close();
});

const drivers: [string, () => RateCounter][] = [
  ['database', () => databaseRateCounter(t.database)],
  ['Redis', () => redisRateCounter(REDIS_URL)],
];

describe.each(drivers)('%s counters', (_name, make) => {
  it('two servers count one window together, then it opens again', async () => {
    const [a, b] = [make(), make()];
    opened.push(a, b);
    const key = `test:${randomBytes(6).toString('hex')}`;
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await checkLimit(i % 2 === 0 ? a : b, key, 4, 400));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, false]);
    expect(verdicts[4]!.retryAfterSeconds).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await checkLimit(b, key, 4, 400)).allowed).toBe(true);
    expect((await a.hit(key, 400)).count).toBe(2);
  });

  it('counts hits that arrive at once without losing any', async () => {
    const counter = make();
    opened.push(counter);
    const key = `test:${randomBytes(6).toString('hex')}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => counter.hit(key, 60_000)));
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('takes at most max of parallel takes, refusals spend nothing, and a give-back frees a slot', async () => {
    const [a, b] = [make(), make()];
    opened.push(a, b);
    const key = `test:${randomBytes(6).toString('hex')}`;
    const takes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take(key, 60_000, 7)));
    expect(takes.filter((x) => x.allowed).length).toBe(7);
    expect(takes.every((x) => x.resetInMs > 0 && x.resetInMs <= 60_000)).toBe(true);
    await a.giveBack(key);
    expect((await b.take(key, 60_000, 7)).allowed).toBe(true);
    expect((await b.take(key, 60_000, 7)).allowed).toBe(false);
    expect((await a.hit(key, 60_000)).count).toBe(8);
  });
});
