/**
 * docs/decisions/128: paths that send messages have per-person and global
 * limits. POST calculator/notify: NOTIFY_RATE_LIMIT_PER_PERSON per sender and NOTIFY_RATE_LIMIT_PER_HOUR
 * for everyone, an hour; every SMS of any path counts against SMS_RATE_LIMIT_PER_HOUR (notices at most a fifth of it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { browser } from '../helpers/sign-in.ts';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { EMAILS, EXAMPLE_SIMULATION } from '../api/investments/support.ts';

const apps: TestApp[] = [];
const open = async (env: Record<string, string>) => {
  const t = await createTestApp({ signInAs: null, env: { AUTH_RATE_LIMIT_PER_IP: '1000', ...env } });
  apps.push(t);
  return t;
};
const smsTo = async (t: TestApp, email: string) =>
  Number((await t.database.query<{ n: number }>('select count(*)::int as n from sms_log where phone = (select phone from users where email = $1)', [email]))[0].n);

afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('POST calculator/notify', () => {
  it('20 calls in a row: the sender’s limit refuses the sixth with a 429 in their language, managers get 5 texts', async () => {
    const t = await open({});
    const investor = await signIn(t.app, EMAILS.investor);
    const before = await smsTo(t, 'gestor@caudal.mx');
    const statuses: number[] = [];
    let refusal: { message?: string } = {};
    for (let i = 0; i < 20; i++) {
      const answer = await investor.call('POST', '/api/calculator/notify', EXAMPLE_SIMULATION);
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer.body;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(refusal.message).toMatch(/^Se alcanzó el límite de avisos; intenta de nuevo en \d+ segundos$/);
    expect((await smsTo(t, 'gestor@caudal.mx')) - before).toBe(5);
    expect(Number((await t.database.query<{ n: number }>('select count(*)::int as n from notification'))[0].n)).toBeGreaterThanOrEqual(5);
  });

  it('the firm-wide limit holds across senders, in English for an English reader', async () => {
    const t = await open({ NOTIFY_RATE_LIMIT_PER_HOUR: '3' });
    const first = await signIn(t.app, EMAILS.investor);
    const second = await signIn(t.app, 'inversionista2@caudal.mx');
    await second.call('PATCH', '/api/user_settings', { language: 'en' });
    const statuses = [];
    for (const who of [first, second, first, second]) statuses.push((await who.call('POST', '/api/calculator/notify', EXAMPLE_SIMULATION)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await second.call('POST', '/api/calculator/notify', EXAMPLE_SIMULATION);
    expect(refused.body.message).toMatch(/^The limit of notices was reached; try again in \d+ seconds$/);
  });
});

describe('every SMS counts against the hourly budget', () => {
  it('once it is spent, a notice is kept without texts and a sign-in code is refused with 503, nothing half done', async () => {
    // Notices may spend only a fifth of the budget (at least one): sign-in codes spend the rest.
    const t = await open({ SMS_RATE_LIMIT_PER_HOUR: '3' });
    const investor = await signIn(t.app, EMAILS.investor); // 1 (code)
    expect((await investor.call('POST', '/api/calculator/notify', EXAMPLE_SIMULATION)).body.data.sms_sent).toBe(1); // 2 (notice)
    const noticesSpent = await investor.call('POST', '/api/calculator/notify', EXAMPLE_SIMULATION);
    expect([noticesSpent.status, noticesSpent.body.data.sms_sent]).toEqual([200, 0]);
    await signIn(t.app, 'cliente@caudal.mx'); // 3 (code)
    const over = await investor.call('POST', '/api/calculator/notify', EXAMPLE_SIMULATION);
    expect([over.status, over.body.data.sms_sent]).toEqual([200, 0]);
    const login = await browser(t.app).call('POST', '/api/auth/login', { user: 'admin@caudal.mx', password: demoPassword() });
    expect(login.status).toBe(503);
    expect(await t.database.query(`select id from pending_login where user_id = (select id from users where email = 'admin@caudal.mx')`)).toEqual([]);
  });
});
