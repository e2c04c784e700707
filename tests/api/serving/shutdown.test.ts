/**
 * SIGTERM drains (docs/decisions/033). A real port is the point here: the server must stop taking new
 * connections while a request in flight runs to its end and gets its answer.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { drainOnSignals, type Drain } from '../../../server/shutdown.ts';
import { openTestDatabase } from '../../helpers/test-database.ts';

let cleanUp: (() => Promise<void>) | undefined;
let drain: Drain | undefined;

afterEach(async () => {
  drain?.dispose();
  await cleanUp?.();
});

/** The app with one extra route that answers after `release()` is called. */
async function slowServer() {
  const { database, dispose } = await openTestDatabase(inject('testDatabase'));
  const folder = await mkdtemp(join(tmpdir(), 'caudal-drain-'));
  const app = await buildApp({ database, config: loadConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent', NODE_ENV: 'test' }), logger: false });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  app.get('/slow-for-test', { config: { public: true } }, async () => {
    arrived();
    await released;
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  let databaseClosed = false;
  const closeDatabase = database.close.bind(database);
  database.close = async () => {
    databaseClosed = true;
    await closeDatabase();
  };
  cleanUp = async () => {
    await app.close();
    await dispose().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  };
  return { app, database, port, release, arrival, databaseClosed: () => databaseClosed };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SIGTERM', () => {
  it('lets the request in flight finish, refuses new connections, then closes the database and exits 0', async () => {
    const server = await slowServer();
    const exits: number[] = [];
    drain = drainOnSignals(server.app, server.database, { exit: (code) => exits.push(code), signals: ['SIGTERM'], graceMs: 10_000 });

    const inFlight = get(server.port, '/slow-for-test');
    await server.arrival;
    process.emit('SIGTERM', 'SIGTERM');
    // The listening socket closes at once: a new visitor is turned away while the old one waits.
    await expect.poll(() => get(server.port, '/healthz').then(() => 'answered', (error: NodeJS.ErrnoException) => error.code)).toBe('ECONNREFUSED');
    expect(exits).toEqual([]);
    expect(server.databaseClosed()).toBe(false);

    server.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ finished: true });
    await expect.poll(() => exits).toEqual([0]);
    expect(server.databaseClosed()).toBe(true);
  });

  it('a request that outlives the grace period does not keep the process up: exit 1', async () => {
    const server = await slowServer();
    const exits: number[] = [];
    drain = drainOnSignals(server.app, server.database, { exit: (code) => exits.push(code), signals: ['SIGTERM'], graceMs: 300 });
    const inFlight = get(server.port, '/slow-for-test').catch(() => undefined);
    await server.arrival;
    void drain.shutdown('test');
    await expect.poll(() => exits, { timeout: 3000 }).toEqual([1]);
    server.release();
    await inFlight;
  });
});
