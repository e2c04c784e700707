/**
 * The sign-in of docs/decisions/006 through the API, as a browser does it: login, the code from
 * sms_log, verificate; and the one-time-code rules of DOMAIN.md on the way.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverCatalogues } from '../../../server/i18n/localized.ts';
import { demoPassword } from '../../../server/db/seed/seed-auth.ts';
import { browser, lastCodeTo, lastMessageTo, phoneOf, signIn, type Browser } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
});

afterAll(async () => {
  await t?.close();
});

// Each test may send codes to the same numbers: start every test with an empty send history.
beforeEach(async () => {
  await t.database.query('delete from code_send');
});

const GESTOR = 'gestor@caudal.mx';

async function startLogin(email = GESTOR, password = demoPassword()) {
  const client = browser(t.app);
  const login = await client.call('POST', '/api/auth/login', { user: email, password, language: 'es', channel: 'sms' });
  return { client, login, phone: await phoneOf(t.app, email) };
}

const auditActions = async (action: string) =>
  Number((await t.database.query<{ n: number }>('select count(*)::int as n from audit_log where action = $1', [action]))[0].n);

describe('POST auth/login', () => {
  it('answers the masked phone and the resend wait, sends a six-digit code and binds it with an HttpOnly cookie', async () => {
    const { client, login, phone } = await startLogin();
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ data: { phone: `********${phone.slice(-4)}`, resend_after: 60 } });
    expect(await lastMessageTo(t.app, phone)).toMatch(/\b\d{6}\b/);
    expect(client.cookies.get('caudal_pending')).toEqual(expect.any(String));
    const [row] = await t.database.query<{ code_hash: string }>('select code_hash from pending_login order by id desc limit 1');
    // Stored only as a hash.
    expect(row.code_hash).not.toContain(await lastCodeTo(t.app, phone));
  });

  it('refuses a wrong password and an unknown user alike (422, same body), and audits both', async () => {
    const before = await auditActions('login-failed');
    const wrong = await startLogin(GESTOR, 'Wrong#Pass1x');
    const unknown = await browser(t.app).call('POST', '/api/auth/login', { user: 'nobody@caudal.mx', password: demoPassword(), language: 'es' });
    expect(wrong.login.status).toBe(422);
    expect(wrong.login.body).toEqual({ message: 'Usuario o contraseña incorrectos', errors: { password: ['Usuario o contraseña incorrectos'] } });
    expect([unknown.status, unknown.body]).toEqual([422, wrong.login.body]);
    expect(await auditActions('login-failed')).toBe(before + 2);
  });
});

describe('POST auth/verificate', () => {
  it('opens a session: HttpOnly SameSite=Lax cookie, the session answer, and GET auth/session agrees', async () => {
    const { client, login, phone } = await startLogin();
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verificate',
      payload: { phone: login.body.data.phone, code: await lastCodeTo(t.app, phone) },
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
    });
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.find((c) => c.name === 'caudal_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const session = verified.json().data;
    expect(Object.keys(session).sort()).toEqual(['expires_at', 'permissions', 'token', 'user']);
    expect(session.user).toMatchObject({ role_id: 4, email: GESTOR, language: 'es', must_change_password: false });
    expect(Object.keys(session.user).sort()).toEqual(['email', 'id', 'language', 'must_change_password', 'name', 'role_id']);
    // The token is a handle, not the secret the cookie carries.
    expect(session.token).not.toBe(cookie.value);
    expect(Date.parse(session.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(session.permissions.map((p: { route: string }) => p.route)).toEqual(['/inversiones', '/prestamos', '/coberturas', '/perfil']);

    const signedIn = browser(t.app);
    signedIn.cookies.set('caudal_session', cookie.value);
    const again = await signedIn.call('GET', '/api/auth/session');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(session);
  });

  it('a used code fails: the pending login is spent', async () => {
    const { client, login, phone } = await startLogin();
    const pending = client.cookies.get('caudal_pending')!;
    const code = await lastCodeTo(t.app, phone);
    expect((await client.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code })).status).toBe(200);
    client.cookies.set('caudal_pending', pending);
    const reused = await client.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code });
    expect([reused.status, reused.body.message]).toEqual([422, 'Código expirado']);
  });

  it('five wrong codes lock the code: the sixth try, even with the right code, is refused', async () => {
    const { client, login, phone } = await startLogin('admin@caudal.mx');
    const code = await lastCodeTo(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await client.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code: wrong });
      expect([answer.status, answer.body.message]).toEqual([422, 'Código incorrecto']);
    }
    const sixth = await client.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code });
    expect([sixth.status, sixth.body.message]).toEqual([422, 'Código expirado']);
    expect(client.cookies.has('caudal_session')).toBe(false);
  });

  it('an expired code (5 minutes) is refused', async () => {
    const { client, login, phone } = await startLogin('cliente@caudal.mx');
    await t.database.query(`update pending_login set issued_at = now() - interval '301 seconds'`);
    const answer = await client.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code: await lastCodeTo(t.app, phone) });
    expect([answer.status, answer.body.message]).toEqual([422, 'Código expirado']);
  });

  it('without the pending-login cookie the code means nothing (the phone is only echoed)', async () => {
    const { login, phone } = await startLogin();
    const stranger = browser(t.app);
    const answer = await stranger.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code: await lastCodeTo(t.app, phone) });
    expect(answer.status).toBe(422);
  });
});

describe('POST auth/resend', () => {
  it('refuses a resend before 60 s (429), sends a new code after, and the old code stops working', async () => {
    const { client, login, phone } = await startLogin('inversionista@caudal.mx');
    const first = await lastCodeTo(t.app, phone);
    const early = await client.call('POST', '/api/auth/resend', {});
    expect(early.status).toBe(429);
    expect(Number(early.body.errors.retry_after[0])).toBeGreaterThan(50);

    await t.database.query(`update code_send set sent_at = sent_at - interval '61 seconds'`);
    const resent = await client.call('POST', '/api/auth/resend', { channel: 'call' });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ phone: login.body.data.phone, resend_after: 60 });
    const [last] = await t.database.query<{ type: string }>('select type from sms_log where phone = $1 order by id desc limit 1', [phone]);
    expect(last.type).toBe('call');
    const second = await lastCodeTo(t.app, phone);
    if (second !== first) {
      const old = await client.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code: first });
      expect(old.status).toBe(422);
    }
    expect((await client.call('POST', '/api/auth/verificate', { phone: login.body.data.phone, code: second })).status).toBe(200);
  });

  it('sends at most 5 codes per number in 10 minutes', async () => {
    const { client } = await startLogin('inversionista2@caudal.mx');
    for (let sent = 1; sent < 5; sent++) {
      await t.database.query(`update code_send set sent_at = sent_at - interval '61 seconds'`);
      expect((await client.call('POST', '/api/auth/resend', {})).status).toBe(200);
    }
    await t.database.query(`update code_send set sent_at = sent_at - interval '61 seconds'`);
    const sixth = await client.call('POST', '/api/auth/resend', {});
    expect(sixth.status).toBe(429);
    // A fresh login to the same number is refused too.
    expect((await startLogin('inversionista2@caudal.mx')).login.status).toBe(429);
  });
});

describe('CSRF (double submit)', () => {
  it('sets a readable XSRF-TOKEN on GET csrf-cookie and on any response to a request without one', async () => {
    const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf-cookie' });
    expect(csrf.statusCode).toBe(204);
    const cookie = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(cookie.value.length).toBeGreaterThanOrEqual(32);
    expect(cookie.httpOnly).toBeFalsy();
    const anyResponse = await t.app.inject({ method: 'GET', url: '/api/currency' });
    expect(anyResponse.statusCode).toBe(401);
    expect(anyResponse.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
    const withOne = await t.app.inject({ method: 'GET', url: '/api/phone_code', cookies: { 'XSRF-TOKEN': cookie.value } });
    expect(withOne.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(false);
  });

  it('answers 419 to a non-GET whose header is missing or forged, sign-in included', async () => {
    const client = browser(t.app);
    await client.call('GET', '/api/csrf-cookie');
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = { user: GESTOR, password: demoPassword(), language: 'es' };
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers: { cookie } });
    const forged = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers: { cookie, 'x-xsrf-token': 'forged-token-forged-token-forged-token' } });
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers: { 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! } });
    for (const answer of [missing, forged, noCookie]) expect([answer.statusCode, answer.json().message]).toEqual([419, serverCatalogues.es['auth.csrf']]);

    const signedIn = await signIn(t.app, 'root@caudal.mx');
    const forgedWrite = await signedIn.inject({ method: 'POST', url: '/api/role', payload: { name: 'x', description: 'y' }, headers: { 'x-xsrf-token': 'forged' } });
    expect(forgedWrite.statusCode).toBe(419);
    expect(Number((await t.database.query<{ n: number }>(`select count(*)::int as n from role where name = 'x'`))[0].n)).toBe(0);
  });
});

describe('sessions', () => {
  let client: Browser;

  beforeAll(async () => {
    client = await signIn(t.app, 'admin@caudal.mx');
  });

  it('no session: 401 on module routes and on auth/session', async () => {
    const visitor = browser(t.app);
    expect((await visitor.call('GET', '/api/currency')).status).toBe(401);
    expect((await visitor.call('GET', '/api/auth/session')).status).toBe(401);
    expect((await visitor.call('POST', '/api/role', { name: 'x' })).status).toBe(401);
  });

  it('an expired session answers 419 "Sesión expirada", never data (idle and absolute expiry)', async () => {
    for (const column of ['idle_expires_at', 'absolute_expires_at']) {
      const fresh = await signIn(t.app, 'root@caudal.mx');
      expect((await fresh.call('GET', '/api/currency')).status).toBe(200);
      const token = fresh.session.token;
      await t.database.query(`update session set ${column} = now() - interval '1 second' where public_id = $1`, [token]);
      const answer = await fresh.call('GET', '/api/currency');
      expect([answer.status, answer.body]).toEqual([419, { message: 'Sesión expirada' }]);
      await t.database.query('delete from code_send');
    }
  });

  it('use moves the idle expiry forward', async () => {
    const token = (await client.call('GET', '/api/auth/session')).body.data.token;
    await t.database.query(`update session set last_seen_at = now() - interval '10 minutes', idle_expires_at = now() + interval '20 minutes' where public_id = $1`, [token]);
    await client.call('GET', '/api/currency');
    const [row] = await t.database.query<{ minutes: number }>(`select extract(epoch from idle_expires_at - now()) / 60 as minutes from session where public_id = $1`, [token]);
    expect(Number(row.minutes)).toBeGreaterThan(29);
  });

  it('PATCH user_settings keeps the language, and the session shows it', async () => {
    const answer = await client.call('PATCH', '/api/user_settings', { language: 'en' });
    expect(answer.body).toEqual({ data: { language: 'en' } });
    expect((await client.call('GET', '/api/auth/session')).body.data.user.language).toBe('en');
    expect((await client.call('PATCH', '/api/user_settings', { language: 'fr' })).status).toBe(422);
  });

  it('the stored user record follows the switch, and so do the server\'s messages, whatever the browser asks for', async () => {
    const userId = (await client.call('GET', '/api/auth/session')).body.data.user.id;
    const storedLanguage = async () => (await t.database.query<{ language: string }>('select language from users where id = $1', [userId]))[0].language;
    const refusal = async () => (await client.call('GET', '/api/investment/999999')).body.message;
    expect((await client.call('PATCH', '/api/user_settings', { language: 'en' })).status).toBe(200);
    expect(await storedLanguage()).toBe('en');
    expect(await refusal()).toBe('Record not found');
    expect((await client.call('PATCH', '/api/user_settings', { language: 'es' })).status).toBe(200);
    expect(await storedLanguage()).toBe('es');
    expect(await refusal()).toBe('No se encontró el registro');
  });

  it('logout ends the session: the row is gone and the cookie opens nothing', async () => {
    const session = client.cookies.get('caudal_session')!;
    const token = (await client.call('GET', '/api/auth/session')).body.data.token;
    expect((await client.call('POST', '/api/auth/logout', {})).status).toBe(200);
    expect(client.cookies.has('caudal_session')).toBe(false);
    expect(await t.database.query('select id from session where public_id = $1', [token])).toEqual([]);
    const replay = browser(t.app);
    replay.cookies.set('caudal_session', session);
    expect((await replay.call('GET', '/api/auth/session')).status).toBe(401);
  });
});
