/**
 * Two servers, one PostgreSQL (issue 12, docs/decisions/035): two real processes started the way
 * `npm start` starts one, behind no load balancer but spoken to by turns. A session made on A works on
 * B; the code-send limit and the per-account sign-in limit count across both; a file uploaded on A
 * downloads on B; a permission revoked on A is enforced on B at once. Codes are read from each server's
 * output, as a developer reads them (the log SMS driver).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../schemas/role.ts';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The PostgreSQL the suite runs on (CI sets DATABASE_URL), or the machine's own. */
const SERVER_URL = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const DATABASE = `caudal_two_servers_${process.pid}`;
const STARTUP_MS = 90_000;

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
}

let staticDir: string;
const servers: Server[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: new URL('/postgres', SERVER_URL).toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: new URL(`/${DATABASE}`, SERVER_URL).toString() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function start(name: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: new URL(`/${DATABASE}`, SERVER_URL).toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATA_DIR: join(staticDir, `data-${name}`),
      LOG_LEVEL: 'warn',
      SMS_DRIVER: 'log',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '8',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, url: `http://127.0.0.1:${port}`, child, output: [] };
  servers.push(server);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server ${name} did not start:\n${server.output.join('')}`)), STARTUP_MS);
    const read = (chunk: Buffer) => {
      server.output.push(chunk.toString());
      if (server.output.join('').includes('Caudal is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server ${name} exited with ${code}:\n${server.output.join('')}`)));
  });
  return server;
}

/** A browser: cookies and the X-XSRF-TOKEN header, whichever server it talks to. */
class Browser {
  readonly cookies = new Map<string, string>();

  async call(server: Server, method: string, path: string, body?: unknown | FormData): Promise<{ status: number; json: any; bytes: Buffer }> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN')!);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${server.url}${path}`, { method, headers, body: payload, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value.join('=') === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : undefined;
    return { status: response.status, json, bytes };
  }
}

async function phoneOf(email: string): Promise<string> {
  const [row] = await query<{ phone: string }>('select phone from users where email = $1', [email]);
  return row!.phone;
}

/** The newest code a server printed for this phone. */
function codeFrom(server: Server, phone: string): string {
  const lines = server.output.join('').split('\n').filter((l) => l.startsWith(`[sms:sms] ${phone} `));
  const code = /\b(\d{6})\b/.exec(lines.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`server ${server.name} printed no code for ${phone}`);
  return code;
}

/** Password on `loginOn`, code on `verifyOn`: the two halves of sign-in on different servers. */
async function signIn(email: string, loginOn: Server, verifyOn: Server): Promise<Browser> {
  const browser = new Browser();
  await browser.call(loginOn, 'GET', '/api/csrf-cookie');
  const login = await browser.call(loginOn, 'POST', '/api/auth/login', { user: email, password: demoPassword(), channel: 'sms' });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  const verified = await browser.call(verifyOn, 'POST', '/api/auth/verificate', { phone: login.json.data.phone, code: codeFrom(loginOn, await phoneOf(email)) });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return browser;
}

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'caudal-two-servers-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await admin(`drop database if exists "${DATABASE}" with (force)`);
  await admin(`create database "${DATABASE}"`);
  // A migrates and seeds; B then finds the database ready, as a second replica would.
  await start('A');
  await start('B');
}, 2 * STARTUP_MS);

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => {
    if (s.child.exitCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  })));
  await admin(`drop database if exists "${DATABASE}" with (force)`).catch(() => undefined);
  await rm(staticDir, { recursive: true, force: true });
});

const [A, B] = [() => servers[0]!, () => servers[1]!];

describe('two servers on one PostgreSQL', () => {
  it('a session made on A (code checked on B, even) works on B, CSRF token included', async () => {
    const root = await signIn('root@caudal.mx', A(), B());
    expect((await root.call(B(), 'GET', '/api/auth/session')).status).toBe(200);
    const created = await root.call(B(), 'POST', '/api/status', { name: 'Creado en B', description: 'sesión de A' });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect((await root.call(A(), 'GET', `/api/status/${created.json.data.id}`)).json.data.name).toBe('Creado en B');
  });

  it('the code-send limit (5 codes in 10 minutes) counts the codes both servers sent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const browser = new Browser();
      const server = i % 2 === 0 ? A() : B();
      await browser.call(server, 'GET', '/api/csrf-cookie');
      statuses.push((await browser.call(server, 'POST', '/api/auth/login', { user: 'gestor@caudal.mx', password: demoPassword(), channel: 'sms' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const throttled = await query<{ n: string }>("select count(*) as n from audit_log where action = 'login-throttled'");
    expect(Number(throttled[0]!.n)).toBe(1);
  });

  it('the per-account sign-in limit counts attempts on both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const browser = new Browser();
      const server = i % 2 === 0 ? A() : B();
      await browser.call(server, 'GET', '/api/csrf-cookie');
      statuses.push((await browser.call(server, 'POST', '/api/auth/login', { user: 'cliente@caudal.mx', password: 'Equivocada#1', channel: 'sms' })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 429]);
  });

  it('a file uploaded on A downloads on B, byte for byte, from the database', async () => {
    const root = await signIn('root@caudal.mx', B(), A());
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 251))]);
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'contrato.pdf');
    const uploaded = await root.call(A(), 'POST', '/api/file?entity=investment&field=contract', form);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const downloaded = await root.call(B(), 'GET', uploaded.json.data[0].url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes.equals(content)).toBe(true);
    const key = (uploaded.json.data[0].url as string).split('/').pop();
    expect(await query('select size from stored_file_content where key = $1', [key])).toEqual([{ size: String(content.length) }]);
  });

  it('a permission revoked on A is enforced on B at once', async () => {
    const root = await signIn('root@caudal.mx', A(), A());
    const adminUser = await signIn('admin@caudal.mx', B(), B());
    expect((await adminUser.call(B(), 'GET', '/api/sms_log')).status).toBe(200);
    const [row] = await query<{ id: number }>("select p.id from permission p join module m on m.id = p.module_id where p.role_id = $1 and m.route = '/administrador/listas/smslogs'", [ROLE.admin]);
    expect((await root.call(A(), 'PUT', `/api/permission/${row!.id}`, { read: false })).status).toBe(200);
    expect((await adminUser.call(B(), 'GET', '/api/sms_log')).status).toBe(403);
  });

  it('both servers derived their keys from one secret, kept in the database', async () => {
    expect(await query<{ name: string }>('select name from server_secret')).toEqual([{ name: 'auth' }]);
  });
});
