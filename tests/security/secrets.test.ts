/**
 * Secrets (docs/security.md "Secrets"): codes and temporary passwords reach only the phone; sms_log
 * keeps them masked, the database keeps only hashes, no answer to anyone carries one; Admin cannot take
 * over Root through password recovery; a session opened with a temporary password may only read its
 * profile, change its password and sign out, on every route the server has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { browser, lastMessageTo, phoneOf, signIn, type Browser, type SignedIn } from '../helpers/sign-in.ts';
import { inboxOf } from '../helpers/phone-inbox.ts';
import { accessOf } from '../../server/auth/route-access.ts';
import { ACCOUNTS, signInEveryone, SUITE_ENV, type Identity } from './support/identities.ts';
import { recordFigures } from './support/report.ts';
import { routeProbes } from './support/route-probes.ts';

let t: TestApp;
let identities: Identity[];
const figures = { tried: 0, violations: 0 };

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: SUITE_ENV });
  identities = await signInEveryone(t);
});

afterAll(async () => {
  recordFigures('secrets (answers scanned for codes, passwords, hashes, tokens)', figures);
  await t?.close();
});

/** The secret a delivered text carries: a six-digit code or a temporary password. */
function secretOf(text: string): string | undefined {
  return /(?:código de verificación es|verification code is) (\d{6})\./.exec(text)?.[1] ?? /(?:contraseña temporal es|temporary password is) (\S+) \./.exec(text)?.[1];
}

function deliveredSecrets(): string[] {
  return inboxOf(t.app).delivered.map((m) => secretOf(m.text)).filter((s): s is string => Boolean(s));
}

/** Everything that must never appear in an answer: delivered secrets, every stored hash, every session cookie. */
async function forbiddenStrings(): Promise<string[]> {
  const hashes = await t.database.query<{ value: string }>(
    `select secret_hash as value from session union all select secret_hash from pending_login union all select code_hash from pending_login
     union all select password_hash from temporary_password union all select password from users where password is not null`,
  );
  const cookies = identities.flatMap((i) => [i.client.cookies.get('caudal_session')]).filter((c): c is string => Boolean(c));
  return [...deliveredSecrets(), ...hashes.map((h) => h.value), ...cookies];
}

describe('Admin triggers Root’s password recovery', () => {
  let temporary: string;
  // An app of its own: Root has had no message there yet, so recovery is not held back by the resend wait.
  let r: TestApp;
  let admin: SignedIn;
  const deliveredSecrets = () => inboxOf(r.app).delivered.map((m) => secretOf(m.text)).filter((x): x is string => Boolean(x));

  beforeAll(async () => {
    r = await createTestApp({ signInAs: null, env: SUITE_ENV });
    admin = await signIn(r.app, ACCOUNTS.admin);
    const rootPhone = await phoneOf(r.app, ACCOUNTS.root);
    const asked = await admin.call('POST', '/api/auth/password_recovery', { phone: rootPhone });
    expect(asked.status).toBe(200);
    const text = await lastMessageTo(r.app, rootPhone);
    temporary = /(?:contraseña temporal es|temporary password is) (\S+) \./.exec(text)?.[1] ?? '';
    expect(temporary, text).toBeTruthy();
  });

  afterAll(async () => {
    await r?.close();
  });

  it('sms_log keeps every message masked: no code, no temporary password', async () => {
    const rows = await r.database.query<{ message: string }>('select message from sms_log');
    expect(rows.length).toBe(2); // Admin's code, Root's temporary password
    const secrets = deliveredSecrets();
    expect(secrets).toContain(temporary);
    for (const row of rows) for (const secret of secrets) expect(row.message).not.toContain(secret);
    expect(rows.some((r) => r.message.includes('******'))).toBe(true);
  });

  it('Admin reads sms_log (its grant) and finds neither the temporary password nor the code', async () => {
    const log = await admin.call('GET', '/api/sms_log?take=100');
    expect(log.status).toBe(200);
    figures.tried++;
    const text = JSON.stringify(log.body);
    const leaked = deliveredSecrets().filter((secret) => text.includes(secret));
    if (leaked.length > 0) figures.violations++;
    expect(leaked).toEqual([]);
  });

  it('the database keeps only a hash of the temporary password and of codes', async () => {
    const [stored] = await r.database.query<{ password_hash: string }>('select password_hash from temporary_password order by id desc limit 1');
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored!.password_hash).not.toContain(temporary);
    const pending = await r.database.query<Record<string, unknown>>('select * from pending_login');
    const codes = deliveredSecrets().filter((s) => /^\d{6}$/.test(s));
    expect(codes.length).toBeGreaterThan(0);
    for (const row of pending) for (const code of codes) expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    const sessions = await r.database.query<{ secret_hash: string }>('select secret_hash from session');
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) expect(s.secret_hash).not.toBe(admin.cookies.get('caudal_session'));
  });

  describe('Root signed in with the temporary password', () => {
    let locked: SignedIn;

    beforeAll(async () => {
      locked = await signIn(r.app, ACCOUNTS.root, temporary);
      expect(locked.session.user.must_change_password).toBe(true);
    });

    it('is refused on every route but its profile, its password and sign-out, with a clear 403', async () => {
      const refusedWrongly: string[] = [];
      for (const probe of routeProbes(t.app)) {
        const access = accessOf(probe.config)!;
        if (access.kind === 'public' || probe.config.passwordChange === true) continue;
        const response = await locked.inject({ method: probe.method as 'GET', url: probe.path, ...(probe.method === 'GET' || probe.method === 'DELETE' ? {} : { payload: {} }) });
        figures.tried++;
        const message = response.headers['content-type']?.toString().includes('json') ? response.json().message : '';
        if (response.statusCode !== 403 || message !== 'Debes cambiar tu contraseña temporal antes de continuar') refusedWrongly.push(`${probe.method} ${probe.path}: ${response.statusCode} ${message}`);
      }
      figures.violations += refusedWrongly.length;
      expect(refusedWrongly).toEqual([]);
    });

    it('reads its profile and session, changes its password, and then every route opens', async () => {
      expect((await locked.call('GET', '/api/profile')).status).toBe(200);
      expect((await locked.call('GET', '/api/auth/session')).body.data.user.must_change_password).toBe(true);
      const changed = await locked.call('PATCH', '/api/profile/password', { current: temporary, new: 'Nueva#Clave2026x', confirm: 'Nueva#Clave2026x' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect((await locked.call('GET', '/api/auth/session')).body.data.user.must_change_password).toBe(false);
      expect((await locked.call('GET', '/api/user?take=1')).status).toBe(200);
    });

    it('the temporary password opens nothing a second time', async () => {
      const visitor = browser(r.app);
      const again = await visitor.call('POST', '/api/auth/login', { user: ACCOUNTS.root, password: temporary, channel: 'sms' });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe('Usuario o contraseña incorrectos');
    });
  });
});

describe('no answer to anyone carries a secret', () => {
  it('every GET route without parameters, as every identity', async () => {
    // The codes everyone signed in with, every stored hash and every session cookie.
    const forbidden = (await forbiddenStrings()).filter((s) => s.length >= 6);
    const routes = routeProbes(t.app).filter((p) => p.method === 'GET' && !p.route.includes(':') && p.route.startsWith('/api/') && p.route !== '/api/auth/logout');
    const leaks: string[] = [];
    for (const identity of identities) {
      for (const probe of routes) {
        if (probe.config.csrf === true) continue; // a GET that changes state (the toggle): the CSRF suite covers it
        const path = probe.path.includes('?') ? probe.path : `${probe.path}?take=100`;
        const response = await (identity.client as Browser).inject({ method: 'GET', url: path });
        figures.tried++;
        const found = forbidden.find((secret) => response.body.includes(secret));
        if (found) leaks.push(`${identity.name} GET ${path}: ${found.slice(0, 12)}…`);
      }
    }
    figures.violations += leaks.length;
    expect(leaks).toEqual([]);
  });
});
