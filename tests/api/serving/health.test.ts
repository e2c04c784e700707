/**
 * /healthz says the process answers; /readyz says the database answers and every committed migration
 * is applied (docs/decisions/033). Both are public and carry the security headers like every answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client.ts';
import { readiness } from '../../../server/routes/health.ts';
import { browser } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
});

afterAll(async () => {
  await t?.close();
});

describe('/healthz and /readyz', () => {
  it('answer a signed-out visitor: 200, JSON, not cached, with the security headers', async () => {
    const visitor = browser(t.app);
    const health = await visitor.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await visitor.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('/readyz is 503 while the newest migration is not applied, and 200 again once it is', async () => {
    const [newest] = await t.database.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await t.database.query('delete from drizzle.__drizzle_migrations where id = $1', [newest!.id]);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.database.query('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [newest!.id, newest!.hash, newest!.created_at]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('readiness', () => {
  const failing = (error: Error): Database => ({ ...t.database, query: () => Promise.reject(error) });

  it('a database that refuses is "database"; one without the migrations table is "migrations"', async () => {
    expect(await readiness(failing(new Error('connect ECONNREFUSED 127.0.0.1:5432')))).toEqual({ ready: false, reason: 'database' });
    expect(await readiness(failing(new Error('relation "drizzle.__drizzle_migrations" does not exist')))).toEqual({ ready: false, reason: 'migrations' });
  });

  it('a migrated database is ready; one expecting a newer migration is not', async () => {
    expect(await readiness(t.database)).toEqual({ ready: true });
    expect(await readiness(t.database, Date.now() + 86_400_000)).toEqual({ ready: false, reason: 'migrations' });
  });
});
