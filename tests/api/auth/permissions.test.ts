/**
 * The permissions API (spec section 7) and what it drives: the role's grid, parents/module, and the
 * sidebar of the session, which follows an edit at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../schemas/role.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const routes = (items: { route: string; children: { route: string }[] }[]) => items.map((i) => [i.route, i.children.map((c) => c.route)]);

describe('GET permission?role_id&take=999', () => {
  it('lists exactly the role\'s rows', async () => {
    const body = await get(`/api/permission?role_id=${ROLE.investor}&take=999`);
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from permission where role_id = $1', [ROLE.investor]);
    expect(body.data.total).toBe(Number(n));
    expect(body.data.result.every((p: { role_id: number }) => p.role_id === ROLE.investor)).toBe(true);
  });
});

describe('GET permission/{roleId}/modules', () => {
  it('gives every module, parents with their children, with the role\'s flags and its permission row', async () => {
    const body = await get(`/api/permission/${ROLE.investor}/modules`);
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from module');
    const rows = body.data.result as any[];
    expect(rows.length + rows.reduce((sum, r) => sum + r.children.length, 0)).toBe(Number(n));
    const investments = rows.find((r) => r.route === '/inversiones');
    expect(investments.children.map((c: { route: string }) => c.route)).toContain('/inversiones/dashboard');
    const dashboard = investments.children.find((c: { route: string }) => c.route === '/inversiones/dashboard');
    expect(dashboard).toMatchObject({ read: true, create: false, role_id: ROLE.investor, permission_id: expect.any(Number) });
    const payments = investments.children.find((c: { route: string }) => c.route === '/inversiones/pagos');
    expect(payments).toMatchObject({ read: false, role_id: null, permission_id: null });
    expect(body.data.role).toEqual({ id: ROLE.investor, name: 'Inversionista' });
    expect((await t.app.inject({ method: 'GET', url: '/api/permission/999/modules' })).statusCode).toBe(404);
  });
});

describe('GET parents/module', () => {
  it('lists the parent modules', async () => {
    const body = await get('/api/parents/module');
    expect(body.data.result.map((m: { route: string }) => m.route)).toEqual(['/inversiones', '/prestamos', '/coberturas', '/administrador']);
  });
});

describe('the sidebar of a session', () => {
  it('holds the modules the role may read, parents with their children (their tax certificates too)', async () => {
    const investor = await signIn(t.app, 'inversionista@caudal.mx');
    expect(routes(investor.session.permissions)).toEqual([
      ['/inversiones', ['/inversiones/dashboard', '/inversiones/dashboard-concluidas', '/inversiones/calculadora', '/inversiones/constancias']],
      ['/coberturas', ['/coberturas/nueva-cobertura', '/coberturas/coberturas-vigentes', '/coberturas/coberturas-concluidas']],
      ['/perfil', []],
    ]);
    const calculator = investor.session.permissions[0].children[2];
    expect(calculator).toEqual({ id: 5, route: '/inversiones/calculadora', frontName: 'calculadora', icon: 'Calculate', read: true, create: true, update: false, destroy: false, root: false, children: [] });
  });

  it('follows a saved permission at once, on the server and in the sidebar', async () => {
    const client = await signIn(t.app, 'cliente@caudal.mx');
    expect((await client.call('GET', '/api/invoices')).status).toBe(403);
    const module = (await t.database.query<{ id: number }>(`select id from module where route = '/prestamos/facturas'`))[0];
    const created = await t.app.inject({ method: 'POST', url: '/api/permission', payload: { role_id: ROLE.client, module_id: module.id, read: true, create: false, update: false, destroy: false, root: false } });
    expect(created.statusCode).toBe(201);
    const session = await client.call('GET', '/api/auth/session');
    expect(routes(session.body.data.permissions)[0]).toEqual(['/prestamos', ['/prestamos/prestamos', '/prestamos/facturas']]);
    expect((await client.call('GET', '/api/invoices')).status).toBe(200);
    const revoked = await t.app.inject({ method: 'PUT', url: `/api/permission/${created.json().data.id}`, payload: { read: false } });
    expect(revoked.statusCode).toBe(200);
    expect((await client.call('GET', '/api/invoices')).status).toBe(403);
    expect(routes((await client.call('GET', '/api/auth/session')).body.data.permissions)[0]).toEqual(['/prestamos', ['/prestamos/prestamos']]);
  });

  it('gives Root every module with every flag', async () => {
    const root = (await get('/api/auth/session')).data;
    const [{ n }] = await t.database.query<{ n: number }>('select count(*)::int as n from module');
    const all = root.permissions.flatMap((p: any) => [p, ...p.children]);
    expect(all).toHaveLength(Number(n));
    expect(all.every((p: any) => p.read && p.create && p.update && p.destroy && p.root)).toBe(true);
  });
});
