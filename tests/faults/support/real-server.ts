/**
 * The product as it is deployed, for the fault tests: the bundled server (dist-server/main.js, what
 * `npm start` runs; built once by the faults global setup) in its own process, on a database of the
 * test's own (a clone of the migrated, seeded template on PostgreSQL, or a PGlite folder made from the
 * snapshot), with the built app replaced by a one-line page. Codes are read from the server's output,
 * as a developer reads them (the log SMS driver). `stop`, `kill` and `exited` drive and watch it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrlFor, dropPostgresDatabase, ROOT, type TestDatabaseSource } from '../../helpers/test-database.ts';
import { DEMO_ACCOUNTS, demoPassword } from '../../../server/db/seed/seed-auth.ts';

export const SERVER_BUNDLE = join(ROOT, 'dist-server', 'main.js');
const STARTUP_MS = 90_000;

export interface RealServer {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal to the process we started and waits for its exit. */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
  /** SIGKILL to its whole process group (npm, its shell and node alike): the cleanup after a test. */
  killAll(): Promise<void>;
}

export interface TestDatabaseHandle {
  /** DATABASE_URL for the servers, or undefined on PGlite. */
  databaseUrl?: string;
  /** The test's folder: PGlite's data (DATA_DIR) and local files (FILES_DIR) live under it. */
  dataDir: string;
  /** DATA_DIR and FILES_DIR (and DATABASE_URL on PostgreSQL) for the servers. */
  env: Record<string, string>;
  /** Raw SQL on the same database (PostgreSQL only: PGlite's folder belongs to one process). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The machine's own PostgreSQL (as on CI), for what needs one even on a PGlite run. */
export const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new PostgreSQL database on the server at `adminUrl`: a clone of `template`, or empty. */
async function postgresHandle(adminUrl: string, template: string | undefined, dataDir: string): Promise<TestDatabaseHandle> {
  const name = `caudal_f_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const url = databaseUrlFor(adminUrl, name);
  return {
    databaseUrl: url,
    dataDir,
    env: { DATABASE_URL: url, DATA_DIR: join(dataDir, 'pglite'), FILES_DIR: join(dataDir, 'files') },
    async query(sql, params) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, params as unknown[])).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      await dropPostgresDatabase(adminUrl, name).catch(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of the test's own, migrated and seeded: on PostgreSQL a clone of the run's template, on
 * PGlite a folder loaded from the run's snapshot (only one process may open it). `empty`: a new,
 * empty database (or folder), as a first deployment finds it.
 */
export async function testDatabase(source: TestDatabaseSource, options: { empty?: boolean } = {}): Promise<TestDatabaseHandle> {
  const dataDir = await mkdtemp(join(tmpdir(), 'caudal-faults-'));
  if (source.kind === 'postgres') return postgresHandle(source.url, options.empty ? undefined : source.template, dataDir);
  if (!options.empty) {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(join(dataDir, 'pglite'), { loadDataDir: new Blob([await readFile(source.snapshot)]) });
    await client.close();
  }
  return {
    dataDir,
    env: { DATA_DIR: join(dataDir, 'pglite'), FILES_DIR: join(dataDir, 'files') },
    async query() {
      throw new Error('a PGlite folder belongs to its server: read through the API, or stop the server and open it');
    },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/**
 * PostgreSQL whatever the run, for what needs two processes on one database or a network to cut: the
 * run's template clone with DATABASE_URL, else an empty database on the machine's own PostgreSQL, which
 * the first server to start migrates and seeds.
 */
export async function postgresTestDatabase(source: TestDatabaseSource, options: { empty?: boolean } = {}): Promise<TestDatabaseHandle> {
  if (source.kind === 'postgres') return testDatabase(source, options);
  return postgresHandle(MACHINE_POSTGRES, undefined, await mkdtemp(join(tmpdir(), 'caudal-faults-')));
}

let staticDir: Promise<string> | undefined;

/** A stand-in for the built app: the faults are about the API, and building the client takes a minute. */
function placeholderApp(): Promise<string> {
  staticDir ??= (async () => {
    const folder = join(tmpdir(), `caudal-faults-app-${process.pid}`);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
    return folder;
  })();
  return staticDir;
}

export interface StartOptions {
  name: string;
  database: TestDatabaseHandle;
  /** Environment on top of the defaults below. */
  env?: Record<string, string>;
  /** The command: the bundle run directly (default), or `npm start` exactly as an operator types it. */
  via?: 'bundle' | 'npm-start';
  /** Wait for "Caudal is running" (default true). */
  waitUntilRunning?: boolean;
}

export async function startServer(options: StartOptions): Promise<RealServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: await placeholderApp(),
    ...options.database.env,
    LOG_LEVEL: 'warn',
    SMS_DRIVER: 'log',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
    NODE_ENV: 'production',
    SKIP_SERVER_BUILD: '1',
    ...options.env,
  };
  if (!options.database.databaseUrl) delete env.DATABASE_URL;
  const [command, args] = options.via === 'npm-start' ? ['npm', ['start', '--silent']] : [process.execPath, ['--enable-source-maps', SERVER_BUNDLE]];
  // A group of its own, so a failed test's cleanup kills whatever npm left behind, too.
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const server: RealServer = {
    name: options.name,
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => chunks.join(''),
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    async killAll() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group is gone already.
      }
      await exited;
    },
  };
  if (options.waitUntilRunning === false) return server;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server ${options.name} did not start in ${STARTUP_MS} ms:\n${server.output()}`)), STARTUP_MS);
    const check = () => {
      // The banner is several writes: wait for its third line, so a test reads the database line too.
      if (server.output().includes('Caudal is running') && server.output().includes('API docs:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server ${options.name} exited with ${code} before it ran:\n${server.output()}`));
    });
  });
  return server;
}

/** A browser: cookies and the X-XSRF-TOKEN header, whichever server it talks to. */
export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  async call(server: Pick<RealServer, 'url'>, method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<{ status: number; json: any; bytes: Buffer; headers: Headers }> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...init.headers };
    if (this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN')!);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body: payload, redirect: 'manual', signal: init.signal });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : undefined;
    return { status: response.status, json, bytes, headers: response.headers };
  }
}

/** The newest code a server printed for this phone (the log SMS driver's line). */
export function codeFrom(server: RealServer, phone: string): string {
  const lines = server.output().split('\n').filter((l) => l.startsWith(`[sms:sms] ${phone} `));
  const code = /\b(\d{6})\b/.exec(lines.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`server ${server.name} printed no code for ${phone}`);
  return code;
}

/** Signs in a demo account through the real flow: password, then the code the server printed for its phone. */
export async function signIn(server: RealServer, email: string, verifyOn: RealServer = server): Promise<HttpBrowser> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  const browser = new HttpBrowser();
  await browser.call(server, 'GET', '/api/csrf-cookie');
  const login = await browser.call(server, 'POST', '/api/auth/login', { user: email, password: demoPassword(), channel: 'sms' });
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}: ${JSON.stringify(login.json)}`);
  const verified = await browser.call(verifyOn, 'POST', '/api/auth/verificate', { phone: login.json.data.phone, code: codeFrom(server, account.phone) });
  if (verified.status !== 200) throw new Error(`verification of ${email} answered ${verified.status}: ${JSON.stringify(verified.json)}`);
  return browser;
}
