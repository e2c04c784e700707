/**
 * Starting while PostgreSQL is unreachable (docs/decisions/103): the server says
 * which database (user, host, port, name; never the password) and why, retries with backoff, and
 * either starts once the database appears within DATABASE_CONNECT_RETRY_SECONDS or exits 1 with that
 * message after it. Before, it printed only "Failed query: CREATE SCHEMA ..." and exited.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { recordFaults } from './support/fault-report.ts';
import { postgresBehindProxy, type ProxiedDatabase } from './support/database-behind-proxy.ts';
import { HttpBrowser, startServer, type RealServer } from './support/real-server.ts';

let server: RealServer | undefined;
let proxied: ProxiedDatabase | undefined;

afterEach(async () => {
  await server?.killAll();
  await proxied?.close();
  server = proxied = undefined;
});

const retryLines = (output: string) => output.split('\n').filter((line) => line.startsWith('Database unreachable ('));

async function startRefused(retrySeconds: number): Promise<{ server: RealServer; target: string; proxied: ProxiedDatabase }> {
  proxied = await postgresBehindProxy(inject('testDatabase'));
  await proxied.proxy.setMode('refuse');
  server = await startServer({ name: 'no-database', database: proxied.database, env: { DATABASE_CONNECT_RETRY_SECONDS: String(retrySeconds) }, waitUntilRunning: false });
  return { server, target: `PostgreSQL at postgres@127.0.0.1:${proxied.proxy.port}/${proxied.name}`, proxied };
}

describe('a start with PostgreSQL unreachable', () => {
  it('names the database and the reason, retries, and starts once the database appears', async () => {
    const { server, target, proxied } = await startRefused(60);
    await expect.poll(() => retryLines(server.output()).length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(3);
    const [first] = retryLines(server.output());
    expect(first).toContain(`Database unreachable (${target}): connect ECONNREFUSED 127.0.0.1:${proxied.proxy.port}; retrying in `);
    expect(server.output()).not.toContain('Failed query');

    await proxied.proxy.setMode('forward');
    await expect.poll(() => server.output(), { timeout: 90_000, interval: 200 }).toContain('Caudal is running');
    expect(server.output()).toMatch(/Database reachable \(PostgreSQL at .*\) after \d+ attempts\./);
    const ready = await new HttpBrowser().call(server, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    recordFaults('start before the database is up', { trials: 1, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: `postgres; ${retryLines(server.output()).length} retries, then started` });
  });

  it('exits 1 after DATABASE_CONNECT_RETRY_SECONDS with the host and the reason', async () => {
    const started = performance.now();
    const { server, target, proxied } = await startRefused(3);
    expect(await server.exited).toBe(1);
    const seconds = (performance.now() - started) / 1000;
    const output = server.output();
    expect(retryLines(output).length).toBeGreaterThanOrEqual(2);
    expect(output).toContain(`Cannot connect to the database (${target}): connect ECONNREFUSED 127.0.0.1:${proxied.proxy.port} (gave up after`);
    expect(output).toContain('DATABASE_CONNECT_RETRY_SECONDS');
    expect(output).not.toContain('Failed query');
    // Three seconds of retries, plus the process's own start: well under half a minute.
    expect(seconds).toBeLessThan(30);
    recordFaults('start with the database gone for good', { trials: 1, lostWrites: 0, orphanCfdis: 0, stalls: 0, detail: `postgres; exit 1 after ${seconds.toFixed(1)} s` });
  });
});
