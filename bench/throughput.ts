/**
 * Throughput over a real port: a signed-in, filtered list (sms_log, type=call, newest first,
 * 25 rows) at 10 connections through the whole app, beside bare Fastify + the same driver running the
 * same SQL. The bare server climbs a ladder (page; + total; + the session lookup; + the permission
 * flags read with it), so the gaps say where the app's time goes.
 */
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { tmpdir } from 'node:os';
import { findSession } from '../server/auth/session-store.ts';
import { loadConfig } from '../server/config.ts';
import { COUNT_CAP } from '../server/crud/repository.ts';
import type { Database } from '../server/db/client.ts';
import { signIn } from '../tests/helpers/sign-in.ts';
import { buildBenchApp } from './bench-app.ts';
import { BENCH_USER } from './session.ts';

export interface Rung {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface ThroughputResult {
  engine: string;
  rows: number;
  connections: number;
  seconds: number;
  app: Rung;
  bare: Rung[];
  /** The app's req/s over the bare server doing the same statements (session and permission included): the median of the rounds. */
  ofBare: number;
  /** Each round's app and same-statements bare figures, measured back to back. */
  rounds: { app: number; bare: number }[];
}

const PAGE_SQL = `select id, phone, message, type, created_at, updated_at from sms_log
  where type = $1 order by created_at desc, id desc limit 25 offset 0`;
const ESTIMATE_SQL = 'explain (format json) select 1 from sms_log where type = $1';
const COUNT_SQL = `select count(*)::int as n from (select 1 from sms_log where type = $1 limit ${COUNT_CAP + 1}) as capped`;
const LIST_URL = '/api/sms_log?take=25&page=1&sort=created_at&order=desc&type=call';
const SMS_LOG_MODULE = '/administrador/listas/smslogs';

async function load(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Omit<Rung, 'name'>> {
  const result = await autocannon({ url, headers, connections, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** The repository's total: the planner's estimate, then the capped count when it expects few rows. */
async function total(database: Database): Promise<number> {
  const [plan] = await database.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] | string }>(ESTIMATE_SQL, ['call']);
  const parsed = typeof plan!['QUERY PLAN'] === 'string' ? JSON.parse(plan!['QUERY PLAN']) : plan!['QUERY PLAN'];
  if (parsed[0].Plan['Plan Rows'] > COUNT_CAP) return parsed[0].Plan['Plan Rows'];
  return (await database.query<{ n: number }>(COUNT_SQL, ['call']))[0]!.n;
}

/** Bare Fastify: each route adds one more piece of what the app does for the same answer. */
async function bareServer(database: Database): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  const secretOf = (cookie: string | undefined) => /caudal_session=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
  bare.get('/page', async () => ({ data: { result: await database.query(PAGE_SQL, ['call']) } }));
  bare.get('/page-total', async () => {
    const [result, count] = await Promise.all([database.query(PAGE_SQL, ['call']), total(database)]);
    return { data: { result, total: count } };
  });
  bare.get('/page-total-session', async (request) => {
    const session = await findSession(database.db, secretOf(request.headers.cookie));
    if (!session) throw new Error('no session');
    const [result, count] = await Promise.all([database.query(PAGE_SQL, ['call']), total(database)]);
    return { data: { result, total: count } };
  });
  // The app reads the role's flags with the session, in one statement: the same here.
  bare.get('/page-total-session-permission', async (request) => {
    const session = await findSession(database.db, secretOf(request.headers.cookie), [SMS_LOG_MODULE]);
    if (!session?.flags.read) throw new Error('no session, or no read on sms_log');
    const [result, count] = await Promise.all([database.query(PAGE_SQL, ['call']), total(database)]);
    return { data: { result, total: count } };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return bare;
}

const urlOf = (server: FastifyInstance, path: string) => {
  const address = server.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}${path}`;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The ladder once, then `rounds` pairs of app and same-statements bare back to back: a burst of other
 * work on the machine weighs on both halves of a pair, and the median of the pairs' ratios is the figure.
 */
export async function measureThroughput(engine: string, database: Database, rows: number, options: { connections: number; seconds: number; rounds: number }): Promise<ThroughputResult> {
  const app = await buildBenchApp(database, loadConfig({ DATA_DIR: tmpdir(), LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_IP: '100000' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await bareServer(database);
  try {
    const root = await signIn(app, BENCH_USER);
    const cookie = [...root.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { cookie };
    // A short warm-up of each, so neither pays for JIT and caches in the measured run.
    await load(urlOf(app, LIST_URL), headers, options.connections, 1);
    const appRung = { name: 'app (whole request)', ...(await load(urlOf(app, LIST_URL), headers, options.connections, options.seconds)) };
    const rungs: Rung[] = [];
    for (const path of ['/page', '/page-total', '/page-total-session', '/page-total-session-permission']) {
      await load(urlOf(bare, path), headers, options.connections, 1);
      rungs.push({ name: `bare ${path.slice(1).replaceAll('-', ' + ')}`, ...(await load(urlOf(bare, path), headers, options.connections, options.seconds)) });
    }
    const rounds = [{ app: appRung.requestsPerSecond, bare: rungs.at(-1)!.requestsPerSecond }];
    const sameWorkUrl = urlOf(bare, '/page-total-session-permission');
    for (let round = 1; round < options.rounds; round++) {
      const appRate = (await load(urlOf(app, LIST_URL), headers, options.connections, options.seconds)).requestsPerSecond;
      rounds.push({ app: appRate, bare: (await load(sameWorkUrl, headers, options.connections, options.seconds)).requestsPerSecond });
    }
    const ofBare = median(rounds.map((r) => r.app / r.bare));
    return { engine, rows, connections: options.connections, seconds: options.seconds, app: appRung, bare: rungs, ofBare: Math.round(ofBare * 100) / 100, rounds };
  } finally {
    await bare.close();
    await app.close();
  }
}

export function throughputTable(results: ThroughputResult[]): string {
  const lines = ['## Throughput: signed-in filtered list, 10 connections, over a port', '', '| engine | rows | what | req/s | p50 ms | p99 ms |', '| --- | ---: | --- | ---: | ---: | ---: |'];
  for (const r of results) {
    for (const rung of [r.app, ...r.bare]) lines.push(`| ${r.engine} | ${r.rows.toLocaleString('en')} | ${rung.name} | ${rung.requestsPerSecond} | ${rung.p50Ms} | ${rung.p99Ms} |`);
    const pairs = (r.rounds ?? []).map((p) => `${p.app}/${p.bare}`).join(', ');
    lines.push(`| ${r.engine} | | **app / bare doing the same statements** (median of ${r.rounds?.length ?? 1} back-to-back pairs: ${pairs}) | **${Math.round(r.ofBare * 100)} %** | | |`);
  }
  return lines.join('\n');
}
