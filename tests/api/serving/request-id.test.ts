/**
 * Every answer names its request in X-Request-Id: successes, refusals, 404s outside
 * and inside /api, and the 500 whose body already carries `requestId`; the same id is the `reqId` of
 * the request's log lines. A caller's own X-Request-Id is kept only from a trusted proxy, and only
 * when it is well-formed; otherwise the server makes its own.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { isWellFormedRequestId } from '../../../server/http/request-id.ts';
import { browser } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { openTestDatabase } from '../../helpers/test-database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ signInAs: null, env: { TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

describe('X-Request-Id on every answer', () => {
  it.each([
    ['a list', 'GET', '/api/status', 200],
    ['a record that does not exist', 'GET', '/api/status/999999999', 404],
    ['an unknown API path', 'GET', '/api/no-such-thing', 404],
    ['a path spelled another way', 'GET', '/%61pi/status', 404],
    ['an unknown page outside /api', 'GET', '/no-such-file.css', 404],
    ['bad input', 'POST', '/api/status', 422],
    ['the liveness probe', 'GET', '/healthz', 200],
  ])('%s (%s %s) answers %i with a random id', async (_name, method, url, status) => {
    const answer = await t.app.inject({ method: method as 'GET', url, ...(method === 'POST' ? { payload: { name: '' } } : {}) });
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it('a signed-out caller is refused (401) with an id too, and two requests never share one', async () => {
    const visitor = browser(t.app);
    const first = await visitor.inject({ method: 'GET', url: '/api/status' });
    const second = await visitor.inject({ method: 'GET', url: '/api/status' });
    expect(first.statusCode).toBe(401);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('is ignored from a caller when no proxy is trusted: anyone could write it', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(answer.headers['x-request-id']).toMatch(UUID);
  });

  it('is kept from a trusted proxy when well-formed, and replaced when not', async () => {
    const kept = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(kept.headers['x-request-id']).toBe('lb-0123456789abcdef');
    for (const bad of ['short', 'x'.repeat(129), 'has space in it', 'line\nbreak-forged', 'quote"and<angle>', 'ñandú-0123456789']) {
      const answer = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': encodeURIComponent(bad) === bad ? bad : bad.replace(/\n/g, ' ') } });
      expect(answer.headers['x-request-id'], bad).toMatch(UUID);
    }
    expect(isWellFormedRequestId('line\nbreak-forged')).toBe(false);
    expect(isWellFormedRequestId('ñandú-0123456789')).toBe(false);
  });
});

describe('the 500 and the log', () => {
  it('a failure answers 500 with the same id in the header, the body and every log line of that request', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const { database, dispose } = await openTestDatabase(inject('testDatabase'));
    const config = loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test', DATA_DIR: '/tmp/caudal-request-id' });
    const app = await buildApp({ database, config, logStream });
    app.get('/boom', { config: { public: true } }, async () => {
      throw new Error('a bug, not bad input');
    });
    try {
      await app.ready();
      const answer = await app.inject({ method: 'GET', url: '/boom' });
      expect(answer.statusCode).toBe(500);
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(answer.json()).toMatchObject({ requestId: id });
      const ofRequest = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string }).filter((entry) => entry.reqId === id);
      expect(ofRequest.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['incoming request', 'request failed', 'request completed']));
    } finally {
      await app.close();
      await dispose();
    }
  });
});
