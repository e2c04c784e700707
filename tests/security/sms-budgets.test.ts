/**
 * SMS budgets per purpose and per number: with SMS_RATE_LIMIT_PER_HOUR=25, strangers asking for
 * recoveries of every registered number, over and over, spend the recoveries' share (a fifth) and
 * each number's recovery budget, never the sign-in codes staff need.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateCounter } from '../../server/adapters/rate-counter.ts';
import { limitedSmsGateway, SmsBudgetSpent } from '../../server/adapters/sms-gateway-limited.ts';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { browser } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { SMS_RATE_LIMIT_PER_HOUR: '25', AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000' } });
});

afterAll(async () => {
  await t?.close();
});

describe('strangers’ recoveries and the firm’s SMS budget', () => {
  it('128 recoveries of registered numbers: at most a fifth of the budget goes to them, the Gestor still signs in', async () => {
    const phones = (await t.database.query<{ phone: string }>(`select phone from users where email <> 'gestor@caudal.mx' and deleted_at is null`)).map((r) => r.phone);
    for (let i = 0; i < 128; i++) {
      // Each round as if the 60 s of the number had passed: only the SMS budgets hold it back.
      if (i % phones.length === 0) await t.database.query(`update code_send set sent_at = sent_at - interval '11 minutes'`);
      const answer = await browser(t.app).inject({ method: 'POST', url: '/api/auth/password_recovery', payload: { phone: phones[i % phones.length] }, remoteAddress: `10.34.40.${i % 250}` });
      expect(answer.statusCode).toBe(200);
    }
    await t.app.background.idle();
    const recoveriesSent = await t.database.query<{ n: number }>(`select count(*)::int as n from sms_log where message like '%contraseña temporal%' or message like '%temporary password%'`);
    expect(recoveriesSent[0]!.n).toBe(5);

    const login = await browser(t.app).call('POST', '/api/auth/login', { user: 'gestor@caudal.mx', password: demoPassword() });
    expect([login.status, login.body.message]).toEqual([200, undefined]);
  });
});

describe('the budgets, taken at once', () => {
  it('40 parallel sends to one number: the number’s recovery budget (6 an hour) lets 6 leave, counted once each', async () => {
    const sent: string[] = [];
    const gateway = limitedSmsGateway({ send: async (phone) => void sent.push(phone) }, databaseRateCounter(t.database), 1000, () => undefined);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => gateway.send('+525599990001', { text: 'x', purpose: 'recovery' }, 'sms')));
    expect(sent.length).toBe(6);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof SmsBudgetSpent).length).toBe(34);
    // The refused ones gave back what they took of the wider budgets.
    const [row] = await t.database.query<{ count: number }>(`select count from rate_counter where key = 'sms:purpose:recovery'`);
    expect(Number(row!.count)).toBe(5 + 6);
  });
});
