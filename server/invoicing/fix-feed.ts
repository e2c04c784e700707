/**
 * The daily fetch of Banxico's FIX into the rates by day (docs/decisions/113) and of the INPC into its
 * catalogue (docs/decisions/246), when BANXICO_TOKEN is set: at start and every FETCH_EVERY_MS, the last
 * LOOKBACK_DAYS of the FIX series and the last INPC_LOOKBACK_MONTHS of the INPC series (ids and address:
 * docs/rates.md) are asked for and the days and months not stored yet are added. A day entered by hand is kept; if Banxico's figure differs it is
 * logged for someone to look at (a CFDI may already carry it). A failed fetch is logged and retried at
 * the next turn: the screen that enters a day's FIX by hand remains the way out.
 */
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { exchangeRate } from '../../schemas/exchange-rate.ts';
import { inpc } from '../../schemas/inpc.ts';
import { banxicoFixRange, banxicoInpcRange, banxicoSeriesFromEnv, type BanxicoSeries, type FixOfDay, type InpcOfMonth } from '../adapters/rate-source.ts';
import type { Db } from '../db/client.ts';
import { addDays, todayInMexicoCity } from '../domain/calendar.ts';

const T = exchangeRate.table;
const FETCH_EVERY_MS = 3 * 3_600_000;
const LOOKBACK_DAYS = 10;
/** INEGI publishes a month around the 10th of the next; four months cover a feed that was down for a while. */
const INPC_LOOKBACK_MONTHS = 4;

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

/**
 * Adds the fetched INPC months not stored yet; a month entered by hand (or by the demo) is kept, and
 * one whose figure Banxico publishes differently is reported.
 */
export async function storeInpcMonths(db: Db, fetched: InpcOfMonth[], series: string): Promise<FixFeedResult> {
  if (fetched.length === 0) return { added: [], differing: [] };
  const I = inpc.table;
  const stored = await db.select({ month: I.month, value: I.value }).from(I).where(inArray(I.month, fetched.map((f) => f.month)));
  const byMonth = new Map(stored.map((row) => [row.month, row.value]));
  const fresh = fetched.filter((f) => !byMonth.has(f.month));
  if (fresh.length > 0) await db.insert(I).values(fresh.map((f) => ({ month: f.month, value: f.value, source: `Banxico SIE, serie ${series}` }))).onConflictDoNothing();
  const differing = fetched.filter((f) => byMonth.has(f.month) && !new Decimal(byMonth.get(f.month)!).equals(f.value)).map((f) => ({ fixedOn: f.month, stored: byMonth.get(f.month)!, banxico: f.value }));
  return { added: fresh.map((f) => f.month), differing };
}

/** The first day of the month `months` before `day`'s. */
function monthsBefore(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number);
  const index = year! * 12 + (month! - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** One turn of the feed: the FIX days and INPC months SIE has that are not stored; each series on its own, so one failing keeps the other. */
export async function feedRates(db: Db, options: { token: string; series: BanxicoSeries; policy?: { timeoutMs: number; retries: number }; fetchImpl?: typeof fetch; today: string }) {
  const sie = { token: options.token, series: options.series, policy: options.policy, fetchImpl: options.fetchImpl };
  const [fix, inpcMonths] = await Promise.allSettled([
    banxicoFixRange({ ...sie, from: addDays(options.today, -LOOKBACK_DAYS), to: options.today }).then((fetched) => storeFixes(db, fetched)),
    banxicoInpcRange({ ...sie, from: monthsBefore(options.today, INPC_LOOKBACK_MONTHS), to: options.today }).then((fetched) => storeInpcMonths(db, fetched, options.series.inpc)),
  ]);
  return { fix, inpc: inpcMonths };
}

export function fixFeed(app: FastifyInstance, token: string | undefined = process.env.BANXICO_TOKEN): void {
  if (!token) return;
  const series = banxicoSeriesFromEnv(process.env);
  const policy = { timeoutMs: app.config.RATE_SOURCE_TIMEOUT_MS ?? Math.min(app.config.OUTBOUND_TIMEOUT_MS, 5000), retries: Math.min(app.config.OUTBOUND_RETRIES, 1) };
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    const result = await feedRates(app.database.db, { token, series, policy, today: todayInMexicoCity(new Date()) });
    for (const [what, outcome] of [['FIX', result.fix], ['INPC', result.inpc]] as const) {
      if (outcome.status === 'rejected') {
        app.log.warn({ err: outcome.reason }, `fetching the ${what} from Banxico failed; the next turn tries again`);
        continue;
      }
      if (outcome.value.added.length > 0) app.log.info({ added: outcome.value.added }, `Banxico ${what} added`);
      if (outcome.value.differing.length > 0) app.log.warn({ differing: outcome.value.differing }, `a ${what} entered by hand differs from the one Banxico publishes`);
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), FETCH_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
