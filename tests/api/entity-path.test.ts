/**
 * An entity whose API path differs from its name (decision 081): the routes and the OpenAPI answer at
 * /api/<path>; the table, the audit rows and the labels keep the name; the name is no route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEntity } from '../../schemas/framework/define-entity.ts';
import { field } from '../../schemas/framework/field.ts';
import { createDataProvider } from '../../src/framework/data-provider/data-provider.ts';
import { apiCall } from '../helpers/api-call.ts';
import { auditTrail } from '../helpers/database-state.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const pathed = defineEntity({
  name: 'test_pathed',
  path: 'pathed-things',
  access: { module: '/administrador/listas/moneda' },
  fields: { name: field.text({ maxLength: 40, sortable: true, filterable: true }) },
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: { [pathed.name]: pathed } });
});

afterAll(async () => {
  await t?.close();
});

describe('an entity with a path apart from its name', () => {
  it('defaults the path to the name', () => {
    expect(defineEntity({ name: 'test_plain', access: { module: '/x' }, fields: {} }).path).toBe('test_plain');
  });

  it('answers its CRUD at /api/<path>, stores in the table named after it, and the name is no route', async () => {
    const created = await apiCall(t.app, 'POST', '/api/pathed-things', { name: 'Uno' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect((await apiCall(t.app, 'GET', `/api/pathed-things?name=Un`)).body.data).toEqual({ result: [created.body.data], total: 1 });
    expect((await apiCall(t.app, 'PUT', `/api/pathed-things/${id}`, { name: 'Dos' })).body.data.name).toBe('Dos');
    const [row] = await t.database.query<{ name: string }>(`select name from test_pathed where id = ${Number(id)}`);
    expect(row.name).toBe('Dos');
    expect((await auditTrail(t.database, 'test_pathed', id)).map((a) => a.action)).toEqual(['create', 'update']);
    expect((await apiCall(t.app, 'GET', '/api/test_pathed')).status).toBe(404);
    expect((await apiCall(t.app, 'DELETE', `/api/pathed-things/${id}`)).status).toBe(200);
  });

  it('shows the path in the OpenAPI description', async () => {
    const document = (await apiCall(t.app, 'GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/pathed-things'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/pathed-things/{id}'] ?? {})).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(document.paths['/api/test_pathed']).toBeUndefined();
  });

  it('is where the data provider sends the resource named after the entity', async () => {
    const urls: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ data: { result: [], total: 0 } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    try {
      await createDataProvider({ entities: { [pathed.name]: pathed } }).getList(pathed.name, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/\/api\/pathed-things\?/);
  });
});
