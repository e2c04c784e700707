/**
 * Every /api answer says Cache-Control: no-store (a browser or a shared cache
 * keeps no personal data, downloads included), whoever asks and whatever the answer: every GET route
 * the server has, as Root and as a visitor, plus refusals and a stored file.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SUITE_ENV } from './support/identities.ts';
import { recordFigures } from './support/report.ts';
import { routeProbes } from './support/route-probes.ts';
import { makeBuiltApp } from './support/built-app.ts';

let t: TestApp;
let staticDir: string;
const figures = { tried: 0, violations: 0 };

beforeAll(async () => {
  staticDir = await makeBuiltApp();
  t = await createTestApp({ env: SUITE_ENV, staticDir });
});

afterAll(async () => {
  recordFigures('cache-control (every /api GET answer no-store)', figures);
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const noStore = (header: unknown) => /\bno-store\b/.test(String(header ?? ''));

describe('Cache-Control: no-store', () => {
  it('on every GET route under /api, as Root and as a visitor, whatever the status', async () => {
    const visitor = browser(t.app);
    const missing: string[] = [];
    for (const probe of routeProbes(t.app).filter((p) => p.method === 'GET' && p.route.startsWith('/api'))) {
      for (const [who, answer] of [
        ['root', await t.app.inject({ method: 'GET', url: probe.path })],
        ['visitor', await visitor.inject({ method: 'GET', url: probe.path })],
      ] as const) {
        figures.tried++;
        if (!noStore(answer.headers['cache-control'])) {
          figures.violations++;
          missing.push(`${who} GET ${probe.path} ${answer.statusCode} ${String(answer.headers['cache-control'])}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(figures.tried).toBeGreaterThan(100);
  });

  it('on the personal answers named in the finding, on writes, and on paths no route has', async () => {
    for (const url of ['/api/profile', '/api/auth/session', '/api/user', '/api/user/1', '/api/nothing-here', '/api']) {
      expect([url, noStore((await t.app.inject({ method: 'GET', url })).headers['cache-control'])]).toEqual([url, true]);
    }
    const write = await t.app.inject({ method: 'PATCH', url: '/api/user_settings', payload: { language: 'es' } });
    expect(write.statusCode).toBe(200);
    expect(write.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'POST', url: '/api/user', payload: {} });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the app’s own pages and assets to their own caching, whatever their URL looks like', async () => {
    for (const url of ['/auth/login', '/inversiones/api', '/assets/index.js', '/']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect([url, noStore(answer.headers['cache-control'])]).toEqual([url, false]);
    }
  });

  it('decides by the route matched, not the URL text: a query or a path trick does not escape it', async () => {
    for (const url of ['/api/profile?x=/assets/', '/api//profile', '/api/nothing-here?/auth/login']) {
      expect([url, noStore((await t.app.inject({ method: 'GET', url })).headers['cache-control'])]).toEqual([url, true]);
    }
  });
});
