/**
 * Part `book`: the requests the screens a manager opens every day send, on a firm's book
 * (bench/seed-book.ts) at each scale, through app.inject signed in as Root. Every scale stays open;
 * after the warm-up, ROUNDS rounds measure every scale and request in turn, so a burst of other work
 * on the shared machine weighs on scale 1 and 10 alike. p50 and p95 per request; the ratio is p95 at
 * the largest scale over p95 at the smallest.
 */
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { todayInMexicoCity } from '../server/domain/calendar.ts';
import { loadConfig } from '../server/config.ts';
import { buildBenchApp } from './bench-app.ts';
import type { EngineName, FreshDatabase } from './engines.ts';
import { seedBook, type BookCounts } from './seed-book.ts';
import { signedInInject, type Inject } from './session.ts';
import { summarize, timed, type Summary } from './stats.ts';

export interface BookCase {
  /** The screen and what it asks. */
  name: string;
  url: string;
  /** What the screen asked before its lists were paged, when it asked something else (BENCH_BOOK_REQUESTS=before). */
  before?: string;
}

const month = todayInMexicoCity(new Date()).slice(0, 7);
const today = todayInMexicoCity(new Date());

/** What each screen asks when it opens (src/), and the exports as the browser makes them today (take=9999). */
export const BOOK_CASES: BookCase[] = [
  { name: 'loans (/prestamos/prestamos)', url: '/api/loan?take=25&page=1&sort=emission&order=desc' },
  { name: 'active loans (/prestamos/vigentes)', url: '/api/loan?take=25&page=1&sort=emission&order=desc&status_id=3' },
  { name: 'collections (/prestamos/cobros)', url: '/api/loan?take=25&page=1&sort=oldest_expiration&order=asc&expired_details_gte=1' },
  { name: 'collections, deep page', url: '/api/loan?take=25&page=20&sort=oldest_expiration&order=asc&expired_details_gte=1' },
  { name: 'loan/expired', url: '/api/loan/expired?take=25&page=1' },
  { name: 'loan history (/prestamos/historial)', url: '/api/loan_detail?take=25&page=1&sort=date_doc&order=asc' },
  { name: 'charges (/prestamos/cargos)', url: '/api/loan_detail?take=25&page=1&sort=date_doc&order=asc&status_id=8' },
  { name: 'invoices (/prestamos/facturas)', url: '/api/invoices?take=25&page=1' },
  { name: 'invoice candidates', url: '/api/loan_detail/toInvoice?take=25&page=1&sort=date_doc&order=asc', before: '/api/loan_detail/toInvoice?take=9999' },
  { name: 'loan analytics (loans screens)', url: '/api/loan/analytics' },
  { name: 'calendar, the month by day', url: `/api/loan/calendar/days?month=${month}`, before: `/api/loan/calendar?month=${month}` },
  { name: 'calendar, one day opened', url: `/api/loan/calendar?from=${today}&to=${today}&take=25&page=1`, before: '' },
  { name: 'customers (/prestamos/clientes)', url: '/api/customer?take=25&page=1' },
  { name: 'staff dashboard (/inversiones/dashboard)', url: '/api/analytics' },
  { name: 'investors (/inversiones/inversionistas)', url: '/api/analytics/investors?take=25&page=1' },
  { name: 'investor picker, typing', url: '/api/analytics/investors?take=20&page=1&q=Luc', before: '/api/analytics/investors?take=9999' },
  { name: 'investments (/inversiones/inversiones)', url: '/api/investment?take=25&page=1' },
  { name: 'payments (/inversiones/pagos)', url: '/api/investment_detail?take=25&page=1' },
  { name: 'export of loan history (take=9999, today)', url: '/api/loan_detail?take=9999&page=1&sort=date_doc&order=asc' },
];

/** What the screens ask when they open, without the `take=9999` export no screen asks any more (decision 150). */
export const BOOK_SCREENS: BookCase[] = BOOK_CASES.filter((c) => !c.url.includes('take=9999'));

/** The requests of the screens now, or as they were before their lists were paged (a case the screen did not ask is left out). */
export function bookCases(which: 'before' | 'after'): BookCase[] {
  if (which === 'after') return BOOK_CASES;
  return BOOK_CASES.filter((c) => c.before !== '').map((c) => ({ name: c.name, url: c.before ?? c.url }));
}

export interface BookMeasurement {
  name: string;
  url: string;
  api: Summary;
  /** The answer's JSON, in bytes. */
  bytes: number;
  rows: number | null;
}

export interface BookScaleRun {
  scale: number;
  seedSeconds: number;
  counts: BookCounts;
  measurements: BookMeasurement[];
}

export interface BookTarget {
  scale: number;
  fresh: FreshDatabase;
  app: FastifyInstance;
  inject: Inject;
  seedSeconds: number;
  counts: BookCounts;
}

export interface BookOptions {
  warmup: number;
  iterations: number;
  explain: boolean;
}

/** The book seeded into a fresh database. */
export async function openBookData(fresh: FreshDatabase, scale: number): Promise<BookCounts> {
  return seedBook(fresh.database, scale);
}

export async function openBook(engine: EngineName, scale: number, fresh: FreshDatabase, log: (line: string) => void): Promise<BookTarget> {
  const started = performance.now();
  const counts = await seedBook(fresh.database, scale, (line) => log(`  ${engine}, scale ${scale}: ${line}`));
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  log(`${engine}, scale ${scale}: seeded in ${seedSeconds} s`);
  const app = await buildBenchApp(fresh.database, loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent' }));
  await app.ready();
  return { scale, fresh, app, inject: await signedInInject(app), seedSeconds, counts };
}

async function ask(inject: Inject, url: string): Promise<{ bytes: number; rows: number | null }> {
  const response = await inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  const data = (response.json() as { data: { result?: unknown[]; days?: unknown[] } }).data;
  const rows = Array.isArray(data.result) ? data.result.length : Array.isArray(data.days) ? data.days.length : null;
  return { bytes: response.rawPayload.length, rows };
}

const ROUNDS = 10;

export async function measureBook(targets: BookTarget[], cases: BookCase[], options: BookOptions, log: (line: string) => void): Promise<BookScaleRun[]> {
  const samples = new Map(targets.map((t) => [t.scale, cases.map((): number[] => [])]));
  for (const target of targets) {
    for (const c of cases) for (let i = 0; i < options.warmup; i++) await ask(target.inject, c.url);
  }
  const perRound = Math.max(1, Math.ceil(options.iterations / ROUNDS));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      for (const [index, c] of cases.entries()) {
        for (let i = 0; i < perRound; i++) samples.get(target.scale)![index].push(await timed(() => ask(target.inject, c.url)));
      }
    }
    log(`  round ${round} of ${ROUNDS} done`);
  }
  const runs: BookScaleRun[] = [];
  for (const target of targets) {
    const measurements: BookMeasurement[] = [];
    for (const [index, c] of cases.entries()) {
      const { bytes, rows } = await ask(target.inject, c.url);
      measurements.push({ name: c.name, url: c.url, api: summarize(samples.get(target.scale)![index]), bytes, rows });
    }
    runs.push({ scale: target.scale, seedSeconds: target.seedSeconds, counts: target.counts, measurements });
  }
  return runs;
}

export interface BookResults {
  engine: EngineName;
  measuredAt: string;
  loadAverage: [number, number];
  options: { warmup: number; iterations: number };
  scales: BookScaleRun[];
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');
const kb = (n: number) => (n / 1000).toFixed(1);

export function bookTable(results: BookResults): string {
  const [small, large] = [results.scales[0], results.scales.at(-1)!];
  const lines = [
    `### Book, ${results.engine} (${results.measuredAt}; load average ${results.loadAverage.join(' to ')}; ${results.options.iterations} requests per line after ${results.options.warmup} of warm-up)`,
    '',
    `| request | scale ${small.scale} p50 | p95 | kB | rows | scale ${large.scale} p50 | p95 | kB | rows | p95 ratio |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [index, m] of small.measurements.entries()) {
    const l = large.measurements[index];
    lines.push(`| ${m.name} | ${ms(m.api.p50)} | ${ms(m.api.p95)} | ${kb(m.bytes)} | ${m.rows ?? ''} | ${ms(l.api.p50)} | ${ms(l.api.p95)} | ${kb(l.bytes)} | ${l.rows ?? ''} | ${(l.api.p95 / m.api.p95).toFixed(2)} |`);
  }
  lines.push('', `Seeded: ${results.scales.map((s) => `scale ${s.scale} ${s.counts.loans} loans, ${s.counts.loanDetails} details, ${s.counts.payments} payments in ${s.seedSeconds} s`).join('; ')}.`);
  return lines.join('\n');
}
