/**
 * Default deny (docs/decisions/011): every route the server registers says who may call it, a route
 * that does not stops the server from starting, and the reproductions (a signed-out caller
 * spelling /api as /%61pi) are refused before any handler, over inject and over a real socket (which,
 * unlike inject, sends dot segments as they are written).
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { accessOf, undeclaredRoutes, UndeclaredRoutesError } from '../../server/auth/route-access.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { recordFigures } from './support/report.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
});

afterAll(async () => {
  await t?.close();
});

const count = async (sql: string) => Number((await t.database.query<{ n: number }>(sql))[0].n);

describe('declarations', () => {
  it('every registered route declares public, signedIn, or an action with a module or entity', () => {
    const declared = t.app.routeTable.filter((route) => accessOf(route.options.config as Record<string, unknown>));
    recordFigures('route declarations', { tried: t.app.routeTable.length, violations: t.app.routeTable.length - declared.length });
    expect(undeclaredRoutes(t.app.routeTable)).toEqual([]);
    expect(t.app.routeTable.length).toBeGreaterThan(150);
  });

  it('a server with a route that declares nothing does not start', async () => {
    const { database, dispose } = await openTestDatabase(inject('testDatabase'));
    try {
      const app = await buildApp({ database, config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: '/tmp/caudal-undeclared' }), logger: false });
      app.get('/api/forgotten', async () => ({ data: 'secret' }));
      app.post('/api/half', { config: { action: 'read' } }, async () => ({ data: 'no module' }));
      const started = await app.ready().then(() => 'started', (error: unknown) => error);
      expect(started).toBeInstanceOf(UndeclaredRoutesError);
      expect((started as UndeclaredRoutesError).routes).toEqual(expect.arrayContaining(['GET /api/forgotten', 'POST /api/half']));
      await app.close().catch(() => undefined);
    } finally {
      await dispose();
    }
  });
});

describe("the issue's reproductions, as a signed-out caller", () => {
  it('GET /%61pi/sms_log answers 404, never the log', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/%61pi/sms_log?take=3' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('result');
  });

  it('POST /%61pi/status and POST /%61pi/user write nothing', async () => {
    const statuses = await count('select count(*)::int as n from status');
    const users = await count('select count(*)::int as n from users');
    const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf-cookie' });
    const token = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const headers = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
    const status = await t.app.inject({ method: 'POST', url: '/%61pi/status', headers, payload: { name: 'pwned', description: 'x' } });
    const user = await t.app.inject({ method: 'POST', url: '/%61pi/user', headers, payload: { email: 'evil@example.com', password: 'Kx9#mQ2w!' } });
    expect([status.statusCode, user.statusCode]).toEqual([404, 404]);
    expect([await count('select count(*)::int as n from status'), await count('select count(*)::int as n from users')]).toEqual([statuses, users]);
  });

  it('GET /%61pi/files/<key> does not download a contract', async () => {
    const [file] = await t.database.query<{ key: string }>('select key from stored_file order by id limit 1');
    expect(file).toBeDefined();
    const answer = await t.app.inject({ method: 'GET', url: `/%61pi/files/${file.key}` });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
  });
});

describe('over a real socket, where dot segments arrive as written', () => {
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const rawGet = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });

  it.each(['/api/./sms_log', '/api/x/../sms_log', '/%61pi/sms_log', '//api/sms_log', '/api/sms_log/', '/api/sms_log;x=1', '/api/%2e/sms_log', '/api\\sms_log'])('%s answers 404', async (path) => {
    expect(await rawGet(path)).toBe(404);
  });

  it('the plain spelling answers 401 to the same caller', async () => {
    expect(await rawGet('/api/sms_log')).toBe(401);
  });
});
