/**
 * Counters for rate limits that every server sees (docs/decisions/035): one fixed window per key. The
 * database driver keeps them in PostgreSQL (or PGlite, where there is one process anyway); with
 * REDIS_URL they live in Redis. Never in one process's memory, or a second server would count apart.
 */
import type { Database } from '../db/client.ts';

export interface RateHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window closes. */
  resetInMs: number;
}

export interface RateCounter {
  hit(key: string, windowMs: number): Promise<RateHit>;
  close(): Promise<void>;
}

/** Expired windows are swept now and then, not on every hit. */
const SWEEP_EVERY = 500;

export function databaseRateCounter(database: Database): RateCounter {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      // One statement, so two servers hitting the same key at once both count: the row is locked by the upsert.
      const [row] = await database.query<{ count: number; reset_ms: string }>(
        `insert into rate_counter (key, count, expires_at) values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         on conflict (key) do update set
           count = case when rate_counter.expires_at <= now() then 1 else rate_counter.count + 1 end,
           expires_at = case when rate_counter.expires_at <= now() then excluded.expires_at else rate_counter.expires_at end
         returning count, (extract(epoch from (expires_at - now())) * 1000)::bigint as reset_ms`,
        [key.slice(0, 200), windowMs],
      );
      if (++hits % SWEEP_EVERY === 0) await database.query('delete from rate_counter where expires_at < now()');
      return { count: Number(row!.count), resetInMs: Math.max(0, Number(row!.reset_ms)) };
    },
    async close() {},
  };
}
