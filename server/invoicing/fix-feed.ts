/**
 * The daily fetch of Banxico's FIX into the rates by day (docs/decisions/113), when BANXICO_TOKEN is
 * set: at start and every FETCH_EVERY_MS, the last LOOKBACK_DAYS of series SF43718 are asked for and the
 * days not stored yet are added. A day entered by hand is kept; if Banxico's figure differs it is
 * logged for someone to look at (a CFDI may already carry it). A failed fetch is logged and retried at
 * the next turn: the screen that enters a day's FIX by hand remains the way out.
 */
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { exchangeRate } from '../../schemas/exchange-rate.ts';
import { banxicoFixRange, type FixOfDay } from '../adapters/rate-source.ts';
import type { Db } from '../db/client.ts';
import { addDays, todayInMexicoCity } from '../domain/calendar.ts';

const T = exchangeRate.table;
const FETCH_EVERY_MS = 3 * 3_600_000;
const LOOKBACK_DAYS = 10;

export interface FixFeedResult {
  added: string[];
  /** Days stored by hand whose figure Banxico publishes differently. */
  differing: { fixedOn: string; stored: string; banxico: string }[];
}

/** Adds the fetched days that are not stored yet; reports those stored differently. */
export async function storeFixes(db: Db, fetched: FixOfDay[]): Promise<FixFeedResult> {
  if (fetched.length === 0) return { added: [], differing: [] };
  const stored = await db.select({ fixed_on: T.fixed_on, rate: T.rate }).from(T).where(inArray(T.fixed_on, fetched.map((f) => f.fixedOn)));
  const byDay = new Map(stored.map((row) => [row.fixed_on, row.rate]));
  const fresh = fetched.filter((f) => !byDay.has(f.fixedOn));
  if (fresh.length > 0) await db.insert(T).values(fresh.map((f) => ({ fixed_on: f.fixedOn, rate: f.rate, source: 'banxico' as const }))).onConflictDoNothing();
  const differing = fetched.filter((f) => byDay.has(f.fixedOn) && !new Decimal(byDay.get(f.fixedOn)!).equals(f.rate)).map((f) => ({ fixedOn: f.fixedOn, stored: byDay.get(f.fixedOn)!, banxico: f.rate }));
  return { added: fresh.map((f) => f.fixedOn), differing };
}

export function fixFeed(app: FastifyInstance, token: string | undefined = process.env.BANXICO_TOKEN): void {
  if (!token) return;
  const policy = { timeoutMs: app.config.RATE_SOURCE_TIMEOUT_MS ?? Math.min(app.config.OUTBOUND_TIMEOUT_MS, 5000), retries: Math.min(app.config.OUTBOUND_RETRIES, 1) };
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    const today = todayInMexicoCity(new Date());
    try {
      const fetched = await banxicoFixRange({ token, from: addDays(today, -LOOKBACK_DAYS), to: today, policy });
      const result = await storeFixes(app.database.db, fetched);
      if (result.added.length > 0) app.log.info({ added: result.added }, 'Banxico FIX added to the rates by day');
      if (result.differing.length > 0) app.log.warn({ differing: result.differing }, 'a FIX entered by hand differs from the one Banxico publishes');
    } catch (error) {
      app.log.warn({ err: error }, 'fetching the FIX from Banxico failed; the next turn tries again');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), FETCH_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
