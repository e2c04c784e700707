/**
 * /metrics is for whoever runs the servers: Root's session, or a monitoring system
 * with `Authorization: Bearer METRICS_TOKEN`. A visitor or a wrong token is 401 (with
 * WWW-Authenticate), any other role 403 and audited; the token opens nothing else; a short token
 * stops the server at start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { browser } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signInEveryone, SUITE_ENV, type Identity } from './support/identities.ts';

const TOKEN = 'metrics-7Jq2v9LxR4pW8sT1yZ6cB3nM5kD0fH';

let t: TestApp;
let identities: Identity[];

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { ...SUITE_ENV, METRICS_TOKEN: TOKEN } });
  identities = await signInEveryone(t);
});

afterAll(async () => {
  await t?.close();
});

const as = (name: Identity['name']) => identities.find((i) => i.name === name)!.client;

describe('who reads /metrics', () => {
  it('Root reads it; a visitor is 401; Admin, Gestor, investor and Cliente are 403', async () => {
    expect((await as('root').inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const visitor = await as('visitor').inject({ method: 'GET', url: '/metrics' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('caudal_http_requests_total');
    for (const name of ['admin', 'gestor', 'investor', 'client'] as const) {
      const answer = await as(name).inject({ method: 'GET', url: '/metrics' });
      expect(answer.statusCode, name).toBe(403);
      expect(answer.body).not.toContain('caudal_http_requests_total');
    }
    const [audit] = await t.database.query<{ n: number }>("select count(*)::int as n from audit_log where action = 'forbidden' and after->>'route' = '/metrics'");
    expect(audit!.n).toBeGreaterThanOrEqual(4);
  });

  it('the operator token reads it without a session', async () => {
    const answer = await browser(t.app).inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('caudal_http_requests_total');
  });

  it('a wrong or malformed token is 401 with WWW-Authenticate, in the caller’s language, even beside a Root session', async () => {
    for (const header of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${Buffer.from(`root:${TOKEN}`).toString('base64')}`, 'Bearer', `bearer ${TOKEN}`]) {
      const answer = await as('root').inject({ method: 'GET', url: '/metrics', headers: { authorization: header, 'accept-language': 'en' } });
      expect(answer.statusCode, header).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="caudal-operator"');
      expect(answer.json()).toEqual({ message: 'The operator token is not valid' });
    }
    const spanish = await browser(t.app).inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(spanish.json()).toEqual({ message: 'El token de operador no es válido' });
  });

  it('the token opens nothing but operator routes', async () => {
    for (const url of ['/api/user', '/api/sms_log', '/api/auth/session']) {
      const answer = await browser(t.app).inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it('without METRICS_TOKEN configured, no bearer token is accepted', async () => {
    const plain = await createTestApp({ signInAs: null });
    try {
      const answer = await browser(plain.app).inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });

  it('a short or spaced token stops the server at start with a clear message', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it but is long enough to pass' })).toThrow(/METRICS_TOKEN: must be printable ASCII/);
  });
});
