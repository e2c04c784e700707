/**
 * PostgreSQL lost mid-run and given back (docs/decisions/103): a real server process
 * (the bundle `npm start` runs) reaches its database through a proxy the test cuts. While it is down
 * (refused) or partitioned (hanging), every call answers 503 with Retry-After and the message in the
 * person's language within a bound, /readyz answers 503, nothing is written; once the database is back
 * the same process answers again, no restart. A stall is a call slower than the bound.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { serverCatalogues } from '../../server/i18n/localized.ts';
import { recordFaults } from './support/fault-report.ts';
import { postgresBehindProxy, type ProxiedDatabase } from './support/database-behind-proxy.ts';
import { signIn, startServer, type HttpBrowser, type RealServer } from './support/real-server.ts';
import type { ProxyMode } from './support/tcp-proxy.ts';

let server: RealServer | undefined;
let proxied: ProxiedDatabase | undefined;

afterEach(async () => {
  await server?.killAll();
  await proxied?.close();
  server = proxied = undefined;
});

/** Short timeouts, so a partition is noticed in seconds (production defaults: 5 s and 30 s). */
const CONNECT_TIMEOUT_S = 2;
const QUERY_TIMEOUT_S = 3;
/** Rounds of four calls; a partition's rounds last the timeouts, so fewer of them. */
const TRIALS: Record<Exclude<ProxyMode, 'forward'>, number> = { refuse: 5, hang: 3 };
/** A refused connection fails at once; a hanging one after the query or connect timeout. */
const BOUND_MS: Record<Exclude<ProxyMode, 'forward'>, number> = { refuse: 1_500, hang: (CONNECT_TIMEOUT_S + QUERY_TIMEOUT_S) * 1000 + 1_500 };

interface Timed {
  status: number;
  json: any;
  headers: Headers;
  ms: number;
}

async function timed(browser: HttpBrowser, at: RealServer, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  const answer = await browser.call(at, method, path, body, { headers, signal: AbortSignal.timeout(60_000) });
  return { ...answer, ms: performance.now() - started };
}

describe.each(['refuse', 'hang'] as const)('PostgreSQL %s mid-run', (outage) => {
  it('answers 503 with Retry-After in es and en, /readyz 503, writes nothing, and recovers without a restart', async () => {
    proxied = await postgresBehindProxy(inject('testDatabase'));
    server = await startServer({
      name: `outage-${outage}`,
      database: proxied.database,
      env: { DATABASE_CONNECT_TIMEOUT_SECONDS: String(CONNECT_TIMEOUT_S), DATABASE_QUERY_TIMEOUT_SECONDS: String(QUERY_TIMEOUT_S) },
    });
    const root = await signIn(server, 'root@caudal.mx');
    expect((await root.call(server, 'GET', '/api/loan?take=25')).status).toBe(200);

    await proxied.proxy.setMode(outage);
    const answers: Timed[] = [];
    for (let trial = 1; trial <= TRIALS[outage]; trial++) {
      const spanish = await timed(root, server, 'GET', '/api/loan?take=25');
      const english = await timed(root, server, 'GET', '/api/loan?take=25', undefined, { 'accept-language': 'en' });
      const write = await timed(root, server, 'POST', '/api/status', { name: `Caída ${outage} ${trial}`, description: 'escrito durante la caída' });
      const ready = await timed(root, server, 'GET', '/readyz');
      for (const answer of [spanish, english, write]) {
        expect(answer.status, JSON.stringify(answer.json)).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('5');
      }
      expect(spanish.json.message).toBe(serverCatalogues.es['http.databaseUnavailable']);
      expect(english.json.message).toBe(serverCatalogues.en['http.databaseUnavailable']);
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({ status: 'unavailable', reason: 'database' });
      answers.push(spanish, english, write, ready);
    }
    const slowest = Math.max(...answers.map((a) => a.ms));
    const stalls = answers.filter((a) => a.ms > BOUND_MS[outage]).length;

    await proxied.proxy.setMode('forward');
    await expect.poll(async () => (await root.call(server!, 'GET', '/api/loan?take=25')).status, { timeout: 20_000, interval: 250 }).toBe(200);
    expect((await root.call(server, 'GET', '/readyz')).status).toBe(200);
    const created = await root.call(server, 'POST', '/api/status', { name: `Después de la caída ${outage}`, description: 'escrito al volver' });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const written = await proxied.database.query<{ name: string }>("select name from status where name like 'Caída %' or name like 'Después de la caída %'");
    expect(written.map((row) => row.name)).toEqual([`Después de la caída ${outage}`]);
    expect(stalls, `slowest ${Math.round(slowest)} ms, bound ${BOUND_MS[outage]} ms`).toBe(0);

    recordFaults(`database ${outage === 'refuse' ? 'down (refused)' : 'partitioned (hanging)'} mid-run`, {
      trials: answers.length,
      lostWrites: written.length === 1 ? 0 : 1,
      orphanCfdis: 0,
      stalls,
      detail: `postgres; slowest answer ${Math.round(slowest)} ms (bound ${BOUND_MS[outage]} ms); recovered without a restart`,
    });
  });
});
