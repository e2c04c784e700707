/**
 * Latency of one list request through the API (app.inject, no port) beside the same SQL run bare
 * through the same driver (the floor): sms_log filtered by type=call (~20 % of rows), sorted by the
 * indexed created_at, newest first; the first page and a deep page (offset 10,000).
 */
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../server/config.ts';
import { buildBenchApp } from './bench-app.ts';
import { COUNT_CAP } from '../server/crud/repository.ts';
import type { Database } from '../server/db/client.ts';
import { signedInInject, type Inject } from './session.ts';
import { summarize, timed, type Summary } from './stats.ts';

export const TAKE = 25;
export const LIST_CASES = [
  { query: 'first page', page: 1 },
  { query: 'deep page', page: 401 },
] as const;

export interface ListMeasurement {
  query: string;
  url: string;
  /** The whole request: routing, the session check, parsing, Drizzle, page + total, JSON. */
  api: Summary;
  /** The statements the repository issues (page, the planner's estimate, the capped count below the cap), raw. */
  bare: Summary;
  /** The page SELECT alone: what remains when the total costs nothing. */
  barePage: Summary;
  total: number;
}

export interface LatencyOptions {
  warmup: number;
  iterations: number;
  explain: boolean;
}

const PAGE_SQL = `select id, phone, message, type, created_at, updated_at from sms_log
  where type = $1 order by created_at desc, id desc limit $2 offset $3`;
const COUNT_SQL = `select count(*)::int as n from (select 1 from sms_log where type = $1 limit ${COUNT_CAP + 1}) as capped`;
const ESTIMATE_SQL = 'explain (format json) select 1 from sms_log where type = $1';

function listUrl(page: number): string {
  return `/api/sms_log?take=${TAKE}&page=${page}&sort=created_at&order=desc&type=call`;
}

async function apiList(inject: Inject, url: string): Promise<{ result: { id: number }[]; total: number }> {
  const response = await inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return (response.json() as { data: { result: { id: number }[]; total: number } }).data;
}

async function barePage(database: Database, page: number): Promise<{ id: number }[]> {
  return database.query<{ id: number }>(PAGE_SQL, ['call', TAKE, (page - 1) * TAKE]);
}

/** The repository's total: the planner's estimate first, the capped count only when it expects few rows. */
async function bareTotal(database: Database): Promise<void> {
  const [plan] = await database.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] | string }>(ESTIMATE_SQL, ['call']);
  const parsed = typeof plan['QUERY PLAN'] === 'string' ? JSON.parse(plan['QUERY PLAN']) : plan['QUERY PLAN'];
  if (parsed[0].Plan['Plan Rows'] <= COUNT_CAP) await database.query(COUNT_SQL, ['call']);
}

async function bareList(database: Database, page: number): Promise<void> {
  await Promise.all([barePage(database, page), bareTotal(database)]);
}

async function explainAnalyze(database: Database, page: number): Promise<string> {
  const plans: string[] = [];
  for (const [text, params] of [
    [PAGE_SQL, ['call', TAKE, (page - 1) * TAKE]],
    [COUNT_SQL, ['call']],
  ] as const) {
    const rows = await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, [...params]);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}

export interface ListTarget {
  size: number;
  database: Database;
  app: FastifyInstance;
  /** app.inject carrying a signed-in session. */
  inject: Inject;
}

/** An app on a seeded database, checked: the API and the bare SQL return the same rows for every case. */
export async function openTarget(size: number, database: Database, options: LatencyOptions, log: (line: string) => void): Promise<ListTarget> {
  const app = await buildBenchApp(database, loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent' }));
  await app.ready();
  const inject = await signedInInject(app);
  for (const { query, page } of LIST_CASES) {
    const viaApi = await apiList(inject, listUrl(page));
    const viaSql = await barePage(database, page);
    if (viaApi.result.map((r) => r.id).join() !== viaSql.map((r) => Number(r.id)).join()) {
      throw new Error(`${query}: the API and the bare SQL return different rows; the bare query no longer mirrors the repository`);
    }
    if (options.explain) log(`EXPLAIN ANALYZE, ${size} rows, ${query}:\n${await explainAnalyze(database, page)}`);
  }
  return { size, database, app, inject };
}

interface Samples {
  api: number[];
  bare: number[];
  page: number[];
}

async function sample(target: ListTarget, page: number, into: Samples): Promise<void> {
  const url = listUrl(page);
  into.api.push(await timed(() => apiList(target.inject, url)));
  into.bare.push(await timed(() => bareList(target.database, page)));
  into.page.push(await timed(() => barePage(target.database, page)));
}

const ROUNDS = 10;

/**
 * Every size is measured in each of ROUNDS rounds, in turn: a burst of other work on this shared
 * machine then weighs on 10k and 1M alike, and the 1M/10k ratio compares like with like.
 */
export async function measureLists(targets: ListTarget[], options: LatencyOptions, log: (line: string) => void): Promise<Map<number, ListMeasurement[]>> {
  const samples = new Map(targets.map((t) => [t.size, LIST_CASES.map((): Samples => ({ api: [], bare: [], page: [] }))]));
  const scratch: Samples = { api: [], bare: [], page: [] };
  for (const target of targets) {
    for (const { page } of LIST_CASES) for (let i = 0; i < options.warmup; i++) await sample(target, page, scratch);
  }
  const perRound = Math.max(1, Math.ceil(options.iterations / ROUNDS));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      for (const [index, { page }] of LIST_CASES.entries()) {
        for (let i = 0; i < perRound; i++) await sample(target, page, samples.get(target.size)![index]);
      }
    }
    log(`  round ${round} of ${ROUNDS} done`);
  }
  const results = new Map<number, ListMeasurement[]>();
  for (const target of targets) {
    const total = async (page: number) => (await apiList(target.inject, listUrl(page))).total;
    const measurements: ListMeasurement[] = [];
    for (const [index, { query, page }] of LIST_CASES.entries()) {
      const s = samples.get(target.size)![index];
      measurements.push({ query, url: listUrl(page), api: summarize(s.api), bare: summarize(s.bare), barePage: summarize(s.page), total: await total(page) });
    }
    results.set(target.size, measurements);
  }
  return results;
}
