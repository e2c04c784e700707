/**
 * Limits that hold under concurrency: every counter (code sends, recoveries) is checked and spent in
 * one step, so requests fired at the same moment cannot all pass a check none of them has recorded yet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { browser, phoneOf } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const count = async (sql: string, params: unknown[]) => Number((await t.database.query<{ n: number }>(sql, params))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' } });
});

afterAll(async () => {
  await t?.close();
});

describe('password recovery fired 15 times at once', () => {
  it('sends one SMS and makes one temporary password (one per 60 s)', async () => {
    const phone = await phoneOf(t.app, 'inversionista@caudal.mx');
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        browser(t.app).inject({ method: 'POST', url: '/api/auth/password_recovery', payload: { phone }, remoteAddress: `10.34.3.${i + 1}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(15).fill(200));
    await t.app.background.idle();
    expect(await count('select count(*)::int as n from sms_log where phone = $1', [phone])).toBe(1);
    expect(await count(`select count(*)::int as n from code_send where phone = $1 and purpose = 'recovery'`, [phone])).toBe(1);
    const temporary = await count(
      `select count(*)::int as n from temporary_password where user_id = (select id from users where phone = $1)`,
      [phone],
    );
    expect(temporary).toBe(1);
  });
});

describe('sign-ins fired 8 times at once for one account', () => {
  it('send the number’s 5 codes in 10 minutes and refuse the rest with 429', async () => {
    const phone = await phoneOf(t.app, 'gestor@caudal.mx');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        browser(t.app).inject({ method: 'POST', url: '/api/auth/login', payload: { user: 'gestor@caudal.mx', password: demoPassword() }, remoteAddress: `10.34.4.${i + 1}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await count('select count(*)::int as n from sms_log where phone = $1', [phone])).toBe(5);
  });
});
