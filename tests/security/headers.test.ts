/**
 * Headers on every answer (docs/security.md "Headers"): a CSP without inline script that forbids
 * framing, nosniff, a strict Referrer-Policy; HSTS and Secure cookies only over HTTPS, and a forwarded
 * X-Forwarded-Proto believed only when TRUST_PROXY says the app is behind a proxy. /api/docs keeps a
 * policy of its own that still forbids framing.
 */
import { rm } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { browser, lastCodeTo, phoneOf } from '../helpers/sign-in.ts';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { makeBuiltApp } from './support/built-app.ts';
import { recordFigures } from './support/report.ts';
import { ACCOUNTS, SUITE_ENV } from './support/identities.ts';

let direct: TestApp;
let behindProxy: TestApp;
let staticDir: string;
const figures = { tried: 0, violations: 0 };

beforeAll(async () => {
  staticDir = await makeBuiltApp();
  direct = await createTestApp({ signInAs: undefined, env: SUITE_ENV, staticDir });
  behindProxy = await createTestApp({ signInAs: null, env: { ...SUITE_ENV, TRUST_PROXY: '1' }, staticDir });
});

afterAll(async () => {
  recordFigures('headers (CSP, framing, nosniff, referrer, HSTS)', figures);
  await direct?.close();
  await behindProxy?.close();
  await rm(staticDir, { recursive: true, force: true });
});

function directives(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(header.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...values] = d.split(/\s+/);
    return [name!, values.join(' ')] as const;
  }));
}

function expectAppHeaders(response: LightMyRequestResponse, what: string): void {
  figures.tried++;
  const csp = directives(response);
  const problems: string[] = [];
  if (csp.get('frame-ancestors') !== "'none'") problems.push('frame-ancestors');
  const script = csp.get('script-src') ?? csp.get('default-src') ?? '';
  if (!script || /unsafe-inline|unsafe-eval|\*/.test(script)) problems.push(`script-src ${script}`);
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('nosniff');
  if (response.headers['referrer-policy'] !== 'strict-origin-when-cross-origin') problems.push('referrer-policy');
  if (response.headers['x-frame-options'] === undefined) problems.push('x-frame-options');
  if (response.headers['strict-transport-security'] !== undefined) problems.push('HSTS over plain HTTP');
  if (problems.length > 0) figures.violations++;
  expect(problems, what).toEqual([]);
}

describe('every kind of answer carries the headers', () => {
  it.each([
    ['the app page', '/'],
    ['a page of the app (fallback)', '/administrador/usuarios'],
    ['an asset', '/assets/index.js'],
    ['an API list', '/api/status'],
    ['an API 404', '/api/no-such-thing'],
    ['a refused spelling', '/%61pi/status'],
    ['the OpenAPI document', '/api/openapi.json'],
  ])('%s (%s)', async (what, url) => {
    expectAppHeaders(await direct.app.inject({ method: 'GET', url }), what);
  });

  it('a signed-out refusal (401) too', async () => {
    expectAppHeaders(await browser(direct.app).inject({ method: 'GET', url: '/api/status' }), '401');
  });
});

describe('/api/docs', () => {
  it('keeps working with a policy of its own that forbids framing', async () => {
    const page = await direct.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(directives(page).get('frame-ancestors')).toBe("'none'");
    expect(directives(page).has('upgrade-insecure-requests')).toBe(false);
    const script = await direct.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('HTTPS as the proxy says it, only when TRUST_PROXY believes the proxy', () => {
  const overHttps = { 'x-forwarded-proto': 'https' };

  it('without TRUST_PROXY a client’s X-Forwarded-Proto changes nothing: no HSTS, no Secure cookie', async () => {
    const response = await browser(direct.app).inject({ method: 'GET', url: '/api/csrf-cookie', headers: overHttps });
    figures.tried++;
    const secure = (response.cookies as { secure?: boolean }[]).some((c) => c.secure);
    if (response.headers['strict-transport-security'] !== undefined || secure) figures.violations++;
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(secure).toBe(false);
  });

  it('with TRUST_PROXY: HSTS and Secure cookies over HTTPS, none over HTTP', async () => {
    const https = await browser(behindProxy.app).inject({ method: 'GET', url: '/api/csrf-cookie', headers: overHttps });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const cookies = https.cookies as { name: string; secure?: boolean; httpOnly?: boolean; sameSite?: string }[];
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true, sameSite: 'Lax' });
    const http = await browser(behindProxy.app).inject({ method: 'GET', url: '/api/csrf-cookie' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('the session cookie is HttpOnly, SameSite=Lax, and Secure behind a trusted HTTPS proxy', async () => {
    const visitor = browser(behindProxy.app);
    await visitor.inject({ method: 'GET', url: '/api/csrf-cookie', headers: overHttps });
    const login = await visitor.inject({ method: 'POST', url: '/api/auth/login', headers: overHttps, payload: { user: ACCOUNTS.gestor, password: demoPassword(), channel: 'sms' } });
    expect(login.statusCode, login.body).toBe(200);
    const code = await lastCodeTo(behindProxy.app, await phoneOf(behindProxy.app, ACCOUNTS.gestor));
    const verified = await visitor.inject({ method: 'POST', url: '/api/auth/verificate', headers: overHttps, payload: { phone: login.json().data.phone, code } });
    expect(verified.statusCode, verified.body).toBe(200);
    const cookies = verified.cookies as { name: string; secure?: boolean; httpOnly?: boolean; sameSite?: string }[];
    expect(cookies.find((c) => c.name === 'caudal_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    // The CSRF cookie is read by the page's script, so it cannot be HttpOnly; it is Secure all the same.
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')).toMatchObject({ secure: true, sameSite: 'Lax' });
  });
});
