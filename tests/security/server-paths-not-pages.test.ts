/**
 * The app's page fallback (index.html for any unknown GET) never stands in for the server's own
 * routes: a misspelling of /metrics, /healthz, /readyz or /api (a trailing dot, a tilde, capitals) is
 * a 404, not a 200 with the app's page that a probe or a monitor would take for an answer.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeBuiltApp } from './support/built-app.ts';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = await makeBuiltApp();
  t = await createTestApp({ signInAs: null, staticDir });
});

afterAll(async () => {
  await t?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('misspelt server paths', () => {
  it.each(['/metrics.', '/healthz.', '/readyz.', '/METRICS', '/Healthz', '/healthz..', '/metrics~', '/api.', '/healthz./x', '/inversiones/dashboard.'])('%s is a 404', async (url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('the app’s own pages still get the app', async () => {
    for (const url of ['/inversiones/dashboard', '/perfil', '/auth/login', '/healthzone']) {
      const answer = await get(url);
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
    }
  });
});
