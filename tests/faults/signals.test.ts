/**
 * `npm start` is what a container runtime runs, and SIGTERM (or Ctrl-C's SIGINT) is what it sends to
 * that process. npm's script shell used to die at once and leave node orphaned,
 * listening and never drained: the start script now `exec`s node, so the signal reaches the server,
 * which lets the request in flight finish and exits, and npm exits after it. No process is left.
 */
import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { recordFaults } from './support/fault-report.ts';
import { signIn, startServer, testDatabase, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

let server: RealServer | undefined;
let database: TestDatabaseHandle | undefined;

afterEach(async () => {
  await server?.killAll();
  await database?.drop();
  server = database = undefined;
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The processes under `pid` (npm's script, node), from /proc. */
function descendants(pid: number): number[] {
  let listed = '';
  try {
    listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when the process has no children.
  }
  const children = listed.split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/**
 * A POST whose JSON body arrives slowly, over `spreadMs`: the request is in flight (Fastify reads the
 * body before the handler) for that long. Resolves with the status and body the server answered.
 */
function slowPost(url: string, path: string, cookies: string, token: string, body: object, spreadMs: number, sent: () => void, agent: Agent | false = false): Promise<{ status: number; body: string }> {
  const text = JSON.stringify(body);
  const pieces = 10;
  const size = Math.ceil(text.length / pieces);
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = request({ host: hostname, port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), cookie: cookies, 'x-xsrf-token': token } }, (res) => {
      let answer = '';
      res.on('data', (chunk) => (answer += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: answer }));
    });
    req.on('error', reject);
    let i = 0;
    const next = () => {
      req.write(text.slice(i * size, (i + 1) * size));
      if (i === 0) sent();
      i++;
      if (i < pieces) setTimeout(next, spreadMs / pieces);
      else req.end();
    };
    next();
  });
}

describe.each([
  ['SIGTERM', 'a connection of its own'],
  ['SIGINT', 'a connection of its own'],
  ['SIGTERM', 'a kept-alive connection'],
] as const)('%s to the `npm start` process, the request in flight on %s', (signal, connection) => {
  it('lets the request in flight finish, then npm and node both exit at once (0): no orphan', async () => {
    database = await testDatabase(inject('testDatabase'));
    server = await startServer({ name: 'npm-start', database, via: 'npm-start', env: { LOG_LEVEL: 'info' } });
    const below = descendants(server.child.pid!);
    expect(below.length).toBeGreaterThan(0);
    const root = await signIn(server, 'root@caudal.mx');
    const cookies = [...root.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = decodeURIComponent(root.cookies.get('XSRF-TOKEN')!);

    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    // A browser keeps its connection open after the answer: the drain must close it, not wait out the grace period.
    const agent = connection === 'a kept-alive connection' ? new Agent({ keepAlive: true, keepAliveMsecs: 60_000 }) : false;
    const answer = slowPost(server.url, '/api/status', cookies, token, { name: `Estatus ${signal}`, description: 'creado durante el apagado' }, 1500, started, agent);
    await inFlight;
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill(signal);

    const { status, body } = await answer;
    const answeredAt = Date.now();
    expect(status, body).toBe(201);
    const npmExit = await server.exited;
    const exitAfterMs = Date.now() - answeredAt;
    if (agent) agent.destroy();
    await expect.poll(() => below.filter(alive), { timeout: 15_000 }).toEqual([]);
    expect(server.output()).toContain('shutting down: finishing the requests in flight');
    // The server drained and exited 0, so npm does too; well within the 25 s grace period.
    expect(npmExit).toBe(0);
    expect(exitAfterMs).toBeLessThan(5_000);
    recordFaults(`${signal} to npm start, request in flight on ${connection}`, { trials: 1, lostWrites: status === 201 ? 0 : 1, orphanCfdis: 0, stalls: exitAfterMs < 5_000 ? 0 : 1, detail: `npm exit ${npmExit}, ${exitAfterMs} ms after the answer` });
  });
});
