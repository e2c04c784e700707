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

export interface RateTake {
  /** The window had room: this one is counted. Refused takes count nothing. */
  allowed: boolean;
  /** Milliseconds until the window closes. */
  resetInMs: number;
}

export interface RateCounter {
  hit(key: string, windowMs: number): Promise<RateHit>;
  /**
   * Checks and spends in one step: counts this one only while fewer than `max` were counted in the
   * window, so parallel takes can never pass `max` together, and a refusal spends nothing.
   */
  take(key: string, windowMs: number, max: number): Promise<RateTake>;
  /** Gives back one take whose work did not happen (a later budget refused it). */
  giveBack(key: string): Promise<void>;
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
    async take(key, windowMs, max) {
      // The WHERE of ON CONFLICT is judged on the locked, newest row: two servers cannot both take the last slot.
      const [row] = await database.query<{ reset_ms: string }>(
        `insert into rate_counter (key, count, expires_at) values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         on conflict (key) do update set
           count = case when rate_counter.expires_at <= now() then 1 else rate_counter.count + 1 end,
           expires_at = case when rate_counter.expires_at <= now() then excluded.expires_at else rate_counter.expires_at end
         where rate_counter.expires_at <= now() or rate_counter.count < $3
         returning (extract(epoch from (expires_at - now())) * 1000)::bigint as reset_ms`,
        [key.slice(0, 200), windowMs, max],
      );
      if (row) return { allowed: true, resetInMs: Math.max(0, Number(row.reset_ms)) };
      const [full] = await database.query<{ reset_ms: string }>(
        'select (extract(epoch from (expires_at - now())) * 1000)::bigint as reset_ms from rate_counter where key = $1',
        [key.slice(0, 200)],
      );
      return { allowed: false, resetInMs: Math.max(0, Number(full?.reset_ms ?? windowMs)) };
    },
    async giveBack(key) {
      await database.query('update rate_counter set count = count - 1 where key = $1 and count > 0 and expires_at > now()', [key.slice(0, 200)]);
    },
    async close() {},
  };
}
