/**
 * POST auth/password_recovery (docs/decisions/006): a temporary password by SMS that signs in once and
 * leaves the session asking for a new one; the same answer for an unknown phone. Plus the rate limits
 * of sign-in, and the country codes of the recovery form.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeOwnPassword } from '../../../server/auth/password-change.ts';
import { demoPassword } from '../../../server/db/seed/seed-auth.ts';
import { browser, lastMessageTo, phoneOf, signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.database.query('delete from code_send');
});

const messagesTo = async (phone: string) => Number((await t.database.query<{ n: number }>('select count(*)::int as n from sms_log where phone = $1', [phone]))[0].n);

describe('POST auth/password_recovery', () => {
  it('sends a temporary password that works once and leaves the session asking for a change', async () => {
    const email = 'inversionista3@caudal.mx';
    const phone = await phoneOf(t.app, email);
    // The form sends the country code and the number typed apart, joined.
    const answer = await browser(t.app).call('POST', '/api/auth/password_recovery', { phone: `+52 ${phone.slice(3)}`, language: 'es' });
    expect(answer.body).toEqual({ data: { sent: true } });
    const temporary = /contraseña temporal es (\S+) \./.exec(await lastMessageTo(t.app, phone))?.[1];
    expect(temporary).toMatch(/^.{12}$/);

    const first = await signIn(t.app, email, temporary);
    expect(first.session.user.must_change_password).toBe(true);
    await t.database.query('delete from code_send');
    const again = await browser(t.app).call('POST', '/api/auth/login', { user: email, password: temporary, language: 'es' });
    expect([again.status, again.body.message]).toEqual([422, 'Usuario o contraseña incorrectos']);
    // The forced change lasts until a new password is set, even when signing in with the usual one.
    const usual = await signIn(t.app, email);
    expect(usual.session.user.must_change_password).toBe(true);

    // The profile's password change (server/auth/password-change.ts) takes the temporary password as the current one.
    const userId = usual.session.user.id;
    await expect(changeOwnPassword(t.database.db, t.app.rateCounter, userId, { current: 'Not#The1Pass', password: 'Nw#7kQp2Lm' }, ['caudal'])).rejects.toMatchObject({ statusCode: 422 });
    await changeOwnPassword(t.database.db, t.app.rateCounter, userId, { current: temporary!, password: 'Nw#7kQp2Lm' }, ['caudal']);
    const renewed = await signIn(t.app, email, 'Nw#7kQp2Lm');
    expect(renewed.session.user.must_change_password).toBe(false);
  });

  it('answers the same for a phone nobody has, and sends nothing', async () => {
    const before = Number((await t.database.query<{ n: number }>('select count(*)::int as n from sms_log'))[0].n);
    for (const phone of ['+525599999999', 'not a phone']) {
      const answer = await browser(t.app).call('POST', '/api/auth/password_recovery', { phone, language: 'es' });
      expect(answer.body).toEqual({ data: { sent: true } });
    }
    expect(Number((await t.database.query<{ n: number }>('select count(*)::int as n from sms_log'))[0].n)).toBe(before);
  });

  it('keeps the send limits of the number: a second recovery within 60 s sends nothing', async () => {
    const phone = await phoneOf(t.app, 'cliente@caudal.mx');
    const before = await messagesTo(phone);
    for (let i = 0; i < 2; i++) await browser(t.app).call('POST', '/api/auth/password_recovery', { phone, language: 'en' });
    expect(await messagesTo(phone)).toBe(before + 1);
    expect(await lastMessageTo(t.app, phone)).toMatch(/^Caudal: your temporary password is /);
  });
});

describe('rate limits', () => {
  it('refuses sign-in attempts on one account past the limit (429), even with the right password', async () => {
    const limit = t.app.config.AUTH_RATE_LIMIT_PER_ACCOUNT;
    for (let i = 0; i < limit; i++) {
      const wrong = await browser(t.app).call('POST', '/api/auth/login', { user: 'gestor@caudal.mx', password: `Wrong#${i}x9Q`, language: 'es' });
      expect(wrong.status).toBe(422);
    }
    const right = await browser(t.app).call('POST', '/api/auth/login', { user: 'GESTOR@caudal.mx', password: demoPassword(), language: 'es' });
    expect([right.status, right.body.message]).toEqual([429, 'Demasiados intentos; espera unos minutos']);
    const other = await browser(t.app).call('POST', '/api/auth/login', { user: 'admin@caudal.mx', password: demoPassword(), language: 'es' });
    expect(other.status).toBe(200);
    const [row] = await t.database.query<{ n: number }>(`select count(*)::int as n from audit_log where action = 'rate-limited'`);
    expect(Number(row.n)).toBeGreaterThan(0);
  });

  it('refuses verification attempts from one IP past the limit', async () => {
    const limit = t.app.config.AUTH_RATE_LIMIT_PER_IP;
    const client = browser(t.app);
    const statuses = [];
    // An address of its own, so that the verifications of the other tests do not count.
    for (let i = 0; i <= limit; i++) {
      const answer = await client.inject({ method: 'POST', url: '/api/auth/verificate', payload: { phone: 'x', code: '123456' }, remoteAddress: '10.20.30.40' });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, limit).every((s) => s === 422)).toBe(true);
    expect(statuses[limit]).toBe(429);
    const elsewhere = await client.inject({ method: 'POST', url: '/api/auth/verificate', payload: { phone: 'x', code: '123456' }, remoteAddress: '10.20.30.41' });
    expect(elsewhere.statusCode).toBe(422);
  });
});

describe('GET phone_code', () => {
  it('lists the country calling codes with Mexico first, without a session', async () => {
    const body = (await browser(t.app).call('GET', '/api/phone_code')).body;
    expect(body.data.total).toBeGreaterThan(200);
    expect(body.data.result[0]).toEqual({ id: 1, iso: 'MX', country: 'México', code: '+52' });
    const filtered = (await browser(t.app).call('GET', '/api/phone_code/filter?q=espa')).body.data.result;
    expect(filtered.map((c: { iso: string }) => c.iso)).toContain('ES');
    expect(filtered.every((c: { country: string }) => /espa/i.test(c.country))).toBe(true);
  });
});
