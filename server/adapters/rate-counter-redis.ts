/**
 * Rate counters in Redis (REDIS_URL): INCR and the window's expiry in one MULTI. A Redis that stops
 * answering fails the command after `timeoutMs` (docs/decisions/101) instead of holding the sign-in.
 */
import { Redis } from 'ioredis';
import type { RateCounter } from './rate-counter.ts';

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
    async close() {
      await redis.quit();
    },
  };
}
