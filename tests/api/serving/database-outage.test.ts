/**
 * A database that cannot be reached is an outage, not a bug (docs/decisions/103):
 * every request that needs it answers 503 with Retry-After and a message in the person's language,
 * the signed-in session's lookup included (not 401, not 500); /readyz says so; and the same app
 * answers again once the database is back. The outage here is the app's database handle swapped for
 * one that fails as a real one does: a pg pool on a port that refuses, or a PGlite that was closed.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../server/db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../../server/plugins/error-handler.ts';
import { serverCatalogues } from '../../../server/i18n/localized.ts';
import { browser } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let refusing: pg.Pool;

beforeAll(async () => {
  t = await createTestApp();
  // Port 1 on loopback: nothing listens there, so every connection is refused at once.
  refusing = new pg.Pool({ connectionString: 'postgres://caudal@127.0.0.1:1/caudal', connectionTimeoutMillis: 2000 });
  refusing.on('error', () => undefined);
});

afterAll(async () => {
  await refusing?.end();
  await t?.close();
});

/** Runs `during` while the app's database fails like `broken`, then puts the real one back. */
async function withOutage(broken: Pick<Database, 'db' | 'query'>, during: () => Promise<void>): Promise<void> {
  const real = { db: t.database.db, query: t.database.query };
  Object.assign(t.database, broken);
  try {
    await during();
  } finally {
    Object.assign(t.database, real);
  }
}

const refusedDatabase = (): Pick<Database, 'db' | 'query'> => ({
  db: drizzlePg({ client: refusing }) as unknown as Db,
  query: async (text, params) => (await refusing.query(text, params as unknown[])).rows,
});

async function closedPglite(): Promise<Pick<Database, 'db' | 'query'>> {
  const client = await PGlite.create('memory://');
  await client.close();
  return { db: drizzlePglite({ client }) as unknown as Db, query: async (text, params) => (await client.query(text, params as unknown[])).rows as never };
}

function expectUnavailable(answer: { statusCode: number; headers: Record<string, unknown>; json(): any }, message: string) {
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(503);
  expect(answer.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(answer.json().message).toBe(message);
}

describe('database outage', () => {
  it('a signed-in list answers 503 with Retry-After, in Spanish by default and in English when asked', async () => {
    await withOutage(refusedDatabase(), async () => {
      expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/loan?take=25' }), serverCatalogues.es['http.databaseUnavailable']);
      expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/loan?take=25', headers: { 'accept-language': 'en' } }), serverCatalogues.en['http.databaseUnavailable']);
    });
  });

  it('a write answers 503 and a sign-in too: no 401, no 500', async () => {
    const visitor = browser(t.app);
    await visitor.inject({ method: 'GET', url: '/api/csrf-cookie' });
    await withOutage(refusedDatabase(), async () => {
      expectUnavailable(await t.app.inject({ method: 'POST', url: '/api/status', payload: { name: 'Durante la caída', description: 'no se guarda' } }), serverCatalogues.es['http.databaseUnavailable']);
      expectUnavailable(await visitor.inject({ method: 'POST', url: '/api/auth/login', payload: { user: 'admin@caudal.mx', password: 'x', channel: 'sms' } }), serverCatalogues.es['http.databaseUnavailable']);
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/status?take=100&q=Durante' });
    expect(after.json().data.total).toBe(0);
  });

  it('/readyz is 503 (database) while /healthz stays 200', async () => {
    await withOutage(refusedDatabase(), async () => {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });
  });

  it('a closed PGlite is an outage too', async () => {
    await withOutage(await closedPglite(), async () => {
      expectUnavailable(await t.app.inject({ method: 'GET', url: '/api/loan' }), serverCatalogues.es['http.databaseUnavailable']);
    });
  });

  it('the same app answers again once the database is back, with the same session', async () => {
    await withOutage(refusedDatabase(), async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/loan' })).statusCode).toBe(503);
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/loan?take=25' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
