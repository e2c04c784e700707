/**
 * CSRF (docs/decisions/012): signed in, the only token accepted is the HMAC of the session's id, so a
 * missing, wrong, attacker-chosen (cookie + header pair) or other session's token answers 419 and
 * writes nothing; sign-in and sign-out rotate it; the spec's state-changing GET asks for it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { browser, signIn, type SignedIn } from '../helpers/sign-in.ts';
import { ACCOUNTS, SUITE_ENV } from './support/identities.ts';
import { recordFigures } from './support/report.ts';

let t: TestApp;
let admin: SignedIn;
let gestor: SignedIn;
const figures = { tried: 0, violations: 0 };

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: SUITE_ENV });
  admin = await signIn(t.app, ACCOUNTS.admin);
  gestor = await signIn(t.app, ACCOUNTS.gestor);
});

afterAll(async () => {
  recordFigures('csrf (missing, wrong, forged pair, other session, GET toggle)', figures);
  await t?.close();
});

const statusCount = async () => Number((await t.database.query<{ n: string }>('select count(*) as n from status'))[0]!.n);
const coverEnabled = async () => Boolean((await t.database.query<{ enabled: boolean }>('select enabled from close_coverage_config limit 1'))[0]!.enabled);

/** A write as the admin's browser, with the cookies and header this case chooses. */
async function adminWrite(xsrfCookie: string | undefined, xsrfHeader: string | undefined, language = 'es') {
  const cookies = [`caudal_session=${admin.cookies.get('caudal_session')}`];
  if (xsrfCookie !== undefined) cookies.push(`XSRF-TOKEN=${xsrfCookie}`);
  const headers: Record<string, string> = { cookie: cookies.join('; '), 'accept-language': language };
  if (xsrfHeader !== undefined) headers['x-xsrf-token'] = xsrfHeader;
  const before = await statusCount();
  const response = await t.app.inject({ method: 'POST', url: '/api/status', headers, payload: { name: 'Creado por otro sitio', description: 'x' } });
  figures.tried++;
  const wrote = (await statusCount()) !== before;
  if (response.statusCode !== 419 || wrote) figures.violations++;
  return { response, wrote };
}

describe('a signed-in write', () => {
  it('is accepted with the session token the server set (the control case)', async () => {
    const answer = await admin.call('POST', '/api/status', { name: 'Con token', description: 'x' });
    expect(answer.status).toBe(201);
    expect(admin.cookies.get('XSRF-TOKEN')).toMatch(/^s\./);
  });

  it.each([
    ['without the header', () => [admin.cookies.get('XSRF-TOKEN'), undefined]],
    ['with a wrong header', () => [admin.cookies.get('XSRF-TOKEN'), 's.wrong']],
    ['with a pair the attacker chose (cookie and header alike)', () => ['s.attacker', 's.attacker']],
    ['with a signed-out token the server issued', () => { const issued = t.app.newAnonymousCsrfToken(); return [issued, issued]; }],
    ['with another session’s token (Gestor’s, pair and all)', () => [gestor.cookies.get('XSRF-TOKEN'), gestor.cookies.get('XSRF-TOKEN')]],
  ] as const)('answers 419 and writes nothing %s', async (_case, tokens) => {
    const [cookie, header] = tokens();
    const { response, wrote } = await adminWrite(cookie, header);
    expect(response.statusCode).toBe(419);
    expect(wrote).toBe(false);
    expect(response.json().message).toBe('La sesión de esta página ya no es válida; recarga la página');
  });

  it('refuses in the signed-in person’s language, whatever the browser asks for', async () => {
    const { response } = await adminWrite('s.attacker', 's.attacker', 'en');
    expect(response.json().message).toBe('La sesión de esta página ya no es válida; recarga la página');
  });
});

describe('the signed-out pages (login, code, recovery)', () => {
  it('accept only a token the server issued and the browser echoes', async () => {
    const visitor = browser(t.app);
    await visitor.inject({ method: 'GET', url: '/api/csrf-cookie' });
    const issued = visitor.cookies.get('XSRF-TOKEN')!;
    expect(issued).toMatch(/^a\./);
    const forged = `a.${'n'.repeat(24)}.${'s'.repeat(43)}`;
    for (const [cookie, header, expected] of [[forged, forged, 419], [issued, undefined, 419], [issued, `${issued}x`, 419]] as const) {
      const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${cookie}`, 'accept-language': 'en' };
      if (header) headers['x-xsrf-token'] = header;
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { user: ACCOUNTS.admin, password: 'whatever' } });
      figures.tried++;
      if (response.statusCode !== expected) figures.violations++;
      expect(response.statusCode).toBe(expected);
      // Signed out, the refusal follows the browser's language.
      expect(response.json().message).toBe('This page’s session is no longer valid; reload the page');
    }
  });
});

describe('rotation', () => {
  it('gives a new token at sign-in, and the signed-out one is worthless after it', async () => {
    const visitor = browser(t.app);
    await visitor.inject({ method: 'GET', url: '/api/csrf-cookie' });
    const before = visitor.cookies.get('XSRF-TOKEN')!;
    const signedIn = await signIn(t.app, ACCOUNTS.admin);
    const after = signedIn.cookies.get('XSRF-TOKEN')!;
    expect(after).toMatch(/^s\./);
    expect(after).not.toBe(before);
    const headers = { cookie: `caudal_session=${signedIn.cookies.get('caudal_session')}; XSRF-TOKEN=${before}`, 'x-xsrf-token': before };
    const response = await t.app.inject({ method: 'POST', url: '/api/status', headers, payload: { name: 'Viejo token', description: 'x' } });
    figures.tried++;
    if (response.statusCode !== 419) figures.violations++;
    expect(response.statusCode).toBe(419);
  });

  it('two sessions of the same person have different tokens', async () => {
    const first = await signIn(t.app, ACCOUNTS.gestor);
    const second = await signIn(t.app, ACCOUNTS.gestor);
    expect(first.cookies.get('XSRF-TOKEN')).not.toBe(second.cookies.get('XSRF-TOKEN'));
  });

  it('after sign-out the session token opens nothing and a signed-out token replaces it', async () => {
    const signedIn = await signIn(t.app, ACCOUNTS.gestor);
    const sessionCookie = signedIn.cookies.get('caudal_session')!;
    const token = signedIn.cookies.get('XSRF-TOKEN')!;
    expect((await signedIn.call('POST', '/api/auth/logout')).status).toBe(200);
    expect(signedIn.cookies.get('XSRF-TOKEN')).toMatch(/^a\./);
    const replay = await t.app.inject({ method: 'GET', url: '/api/status', headers: { cookie: `caudal_session=${sessionCookie}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token } });
    figures.tried++;
    if (replay.statusCode !== 401) figures.violations++;
    expect(replay.statusCode).toBe(401);
  });
});

describe('GET closeCoverageConfig/toggle (a GET that changes state)', () => {
  it('does nothing for a link from another site (no header), and works for the app (header)', async () => {
    const before = await coverEnabled();
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const fromLink = await t.app.inject({ method: 'GET', url: '/api/closeCoverageConfig/toggle', headers: { cookie } });
    figures.tried++;
    if (fromLink.statusCode !== 419 || (await coverEnabled()) !== before) figures.violations++;
    expect(fromLink.statusCode).toBe(419);
    expect(await coverEnabled()).toBe(before);

    const fromApp = await admin.call('GET', '/api/closeCoverageConfig/toggle');
    expect(fromApp.status).toBe(200);
    expect(await coverEnabled()).toBe(!before);
    expect((await admin.call('GET', '/api/closeCoverageConfig/toggle')).status).toBe(200);
    expect(await coverEnabled()).toBe(before);
  });
});
