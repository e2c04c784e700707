/**
 * `npm run rotate-secret` (docs/operations.md): the stored secret goes, so the next start makes a new
 * one; pending sign-ins go with it (their code hashes were keyed by it); sessions stay unless
 * `--end-sessions`, and then every browser is signed out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedAuthSecret } from '../../../server/auth/shared-secret.ts';
import { demoPassword } from '../../../server/db/seed/seed-auth.ts';
import { rotateStoredSecret } from '../../../server/operations/rotate-secret.ts';
import { browser } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const count = async (table: string) => Number((await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

describe('rotating the stored secret', () => {
  it('drops the secret and the pending sign-ins, keeps the sessions; a new start makes another secret', async () => {
    const old = await sharedAuthSecret(t.database);
    const visitor = browser(t.app);
    expect((await visitor.call('POST', '/api/auth/login', { user: 'gestor@caudal.mx', password: demoPassword(), channel: 'sms' })).status).toBe(200);
    expect(await count('pending_login')).toBeGreaterThan(0);
    const sessions = await count('session');

    const report = await rotateStoredSecret(t.database, { endSessions: false });
    expect(report).toMatchObject({ hadStoredSecret: true, sessionsEnded: 0 });
    expect(report.pendingSignInsDropped).toBeGreaterThan(0);
    expect(await count('server_secret')).toBe(0);
    expect(await count('pending_login')).toBe(0);
    expect(await count('session')).toBe(sessions);
    expect((await t.app.inject({ method: 'GET', url: '/api/status' })).statusCode).toBe(200);

    const renewed = await sharedAuthSecret(t.database);
    expect(renewed).not.toBe(old);
    expect(renewed.length).toBeGreaterThanOrEqual(32);
  });

  it('--end-sessions signs everyone out', async () => {
    const report = await rotateStoredSecret(t.database, { endSessions: true });
    expect(report.sessionsEnded).toBeGreaterThan(0);
    expect(await count('session')).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/status' })).statusCode).toBe(401);
  });
});
