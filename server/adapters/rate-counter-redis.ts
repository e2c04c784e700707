/**
 * Rate counters in Redis (REDIS_URL): INCR and the window's expiry in one MULTI. A Redis that stops
 * answering fails the command after `timeoutMs` (docs/decisions/101) instead of holding the sign-in.
 */
import { Redis } from 'ioredis';
import type { RateCounter } from './rate-counter.ts';

/** Counts one only while the window holds fewer than ARGV[2]; the window opens with the first. */
const TAKE = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then return {0, redis.call('PTTL', KEYS[1])} end
redis.call('INCR', KEYS[1])
if count == 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {1, redis.call('PTTL', KEYS[1])}`;

const GIVE_BACK = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end return 0`;

export function redisRateCounter(url: string, timeoutMs = 2000): RateCounter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, commandTimeout: timeoutMs, connectTimeout: Math.max(timeoutMs, 5000) });
  return {
    async hit(key, windowMs) {
      const name = `caudal:rate:${key}`;
      const results = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      if (!results) throw new Error('Redis refused the rate-limit transaction');
      const count = Number(results[0]![1]);
      const ttl = Number(results[2]![1]);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async take(key, windowMs, max) {
      const [allowed, ttl] = (await redis.eval(TAKE, 1, `caudal:rate:${key}`, windowMs, max)) as [number, number];
      return { allowed: allowed === 1, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, `caudal:rate:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}
