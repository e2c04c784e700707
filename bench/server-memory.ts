/**
 * The server's memory as an operator sees it: `npm start`'s own process (scripts/start.mjs running the
 * bundled server, dist-server/main.js) started as a child on a free port, on PGlite (a fresh DATA_DIR)
 * or on PostgreSQL (a fresh database beside DATABASE_URL). RSS (VmRSS of the process) is read:
 * - idle: after /readyz answers and the first start's seeding has settled (the median of 5 readings
 *   over 5 s), on a second start of the same data (a restart, as production runs);
 * - under load: signed in as Root (password, then the code the log SMS driver printed on the server's
 *   output), CONNECTIONS clients send a filtered, sorted list request with Accept-Encoding br/gzip,
 *   each waiting for its answer, for LOAD_SECONDS; RSS is sampled every 200 ms (peak and median).
 * With the book mix (BENCH_MEMORY_MIX=book), the firm's book (bench/seed-book.ts) is
 * seeded at BENCH_MEMORY_BOOK_SCALE (default 1) between the first start and the restart, and each client
 * cycles through the book's screen requests (book-latency.ts) instead of the one list.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { DEMO_ACCOUNTS, demoPassword } from '../server/db/seed/seed-auth.ts';
import { BOOK_SCREENS } from './book-latency.ts';
import { seedBook } from './seed-book.ts';
import { percentile } from './stats.ts';

export type MemoryEngine = 'pglite' | 'postgres';

export type MemoryMix = 'list' | 'book';

export interface MemoryRun {
  engine: MemoryEngine;
  /** What the clients asked: the one sms_log list, or the book's screens (absent in older results: the list). */
  mix?: MemoryMix;
  bookScale?: number;
  /** RSS right after the first start (migrations and seeding done in this process). */
  firstStartMb: number;
  idleMb: number;
  load: { connections: number; seconds: number; requests: number; errors: number; requestsPerSecond: number; peakMb: number; medianMb: number };
  afterLoadMb: number;
}

export const CONNECTIONS = 10;
export const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 20);
const LIST = '/api/sms_log?take=25&page=1&sort=created_at&order=desc&type=sms';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb: number) => Math.round(kb / 102.4) / 10;

export function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Started {
  child: ChildProcess;
  base: string;
  output: string[];
  stop(): Promise<void>;
}

/**
 * Node's flags as `npm start` passes them (package.json's start script: `node <flags> scripts/start.mjs`),
 * `${NAME:-default}` read from the environment as the shell would, so the benchmark measures the same
 * process an operator runs (its heap limit, docs/decisions/180).
 */
export function startFlags(root: string): string[] {
  const script = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
  const flags = /node\s+(.*?)\s*scripts\/start\.mjs/.exec(script)?.[1] ?? '';
  const expanded = flags.replace(/\$\{(\w+):-([^}]*)\}/g, (_all, name: string, fallback: string) => process.env[name] || fallback);
  return expanded.split(/\s+/).filter(Boolean);
}

export async function start(root: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  // The benchmark's own DATABASE_URL (the server to create databases on) must not reach a PGlite run.
  const { DATABASE_URL: _adminUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, [...startFlags(root), join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SMS_DRIVER: 'log', AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => output.push(...chunk.split('\n')));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => output.push(...chunk.split('\n')));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join('\n')}`);
    if (waited > 180_000) throw new Error('the server did not become ready in 3 minutes');
    const ready = await fetch(`${base}/readyz`).then((r) => r.status === 200, () => false);
    if (ready) break;
    await sleep(250);
  }
  return {
    child,
    base,
    output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A minimal browser: cookies and the XSRF header, as the app's HTTP client sends them. */
function client(base: string) {
  const cookies = new Map<string, string>();
  const send = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', ...extra };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(cookies.get('XSRF-TOKEN')!);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  return { send };
}

export async function signInRoot(server: Started) {
  const root = DEMO_ACCOUNTS.find((a) => a.username === 'root')!;
  const browser = client(server.base);
  await browser.send('GET', '/api/csrf-cookie');
  const before = server.output.length;
  const login = await browser.send('POST', '/api/auth/login', { user: root.email, password: demoPassword(), language: 'es', channel: 'sms' });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { data } = (await login.json()) as { data: { phone: string } };
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    code = server.output.slice(before).map((line) => (line.includes(root.phone) ? /\b(\d{6})\b/.exec(line)?.[1] : undefined)).findLast(Boolean);
    if (!code) await sleep(100);
  }
  if (!code) throw new Error('the server printed no code for Root');
  const verified = await browser.send('POST', '/api/auth/verificate', { phone: data.phone, code });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}: ${await verified.text()}`);
  return browser;
}

async function idleRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(1000);
    readings.push(rssKb(pid));
  }
  return percentile([...readings].sort((a, b) => a - b), 50);
}

export async function postgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `caudal_bench_memory_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.href, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export async function measureMemory(root: string, engine: MemoryEngine, staticDir: string, log: (line: string) => void, mix: MemoryMix = 'list', bookScale = 1): Promise<MemoryRun> {
  const dataDir = await mkdtemp(join(tmpdir(), 'caudal-bench-memory-'));
  const database = engine === 'postgres' ? await postgresDatabase(process.env.DATABASE_URL!) : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, STATIC_DIR: staticDir, ...(database ? { DATABASE_URL: database.url } : {}) };
  try {
    log(`${engine}: first start (migrate and seed)`);
    const first = await start(root, env);
    const firstStartKb = rssKb(first.child.pid!);
    await first.stop();
    if (mix === 'book') {
      log(`${engine}: seeding the book at scale ${bookScale}`);
      const seeding = await openDatabase(database ? { databaseUrl: database.url } : { dataDir });
      try {
        await seedBook(seeding, bookScale);
      } finally {
        await seeding.close();
      }
    }

    log(`${engine}: restart, idle`);
    const server = await start(root, env);
    try {
      const pid = server.child.pid!;
      const idleKb = await idleRss(pid);
      const browser = await signInRoot(server);
      const urls = mix === 'book' ? BOOK_SCREENS.map((c) => c.url) : [LIST];
      log(`${engine}: ${CONNECTIONS} connections for ${LOAD_SECONDS} s (${mix === 'book' ? `the book's ${urls.length} screen requests, scale ${bookScale}` : 'the sms_log list'})`);
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssKb(pid)), 200);
      let requests = 0;
      let errors = 0;
      const until = performance.now() + LOAD_SECONDS * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, client) => {
          // Each client starts at a different request, so the mix is spread over the screens at every moment.
          for (let i = client; performance.now() < until; i++) {
            const response = await browser.send('GET', urls[i % urls.length]!).catch(() => null);
            if (response?.status === 200) await response.arrayBuffer();
            else errors++;
            requests++;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const afterLoadKb = await idleRss(pid);
      return {
        engine,
        mix,
        ...(mix === 'book' ? { bookScale } : {}),
        firstStartMb: mb(firstStartKb),
        idleMb: mb(idleKb),
        load: { connections: CONNECTIONS, seconds: Math.round(seconds), requests, errors, requestsPerSecond: Math.round(requests / seconds), peakMb: mb(Math.max(...samples)), medianMb: mb(percentile([...samples].sort((a, b) => a - b), 50)) },
        afterLoadMb: mb(afterLoadKb),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
