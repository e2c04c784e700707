/**
 * The OpenAPI description is generated from the same declarations as the routes: every entity's
 * routes appear with the list grammar's query parameters, and the docs UI answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityList } from '../../schemas/index.ts';
import { listFilterKeys, listSortKeys } from '../../schemas/framework/reference-labels.ts';
import { servesGenerically } from '../helpers/generic-operations.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Operation {
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
  requestBody?: unknown;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it.each(entityList.map((e) => [e.name, e] as const))('describes the routes of %s and its list parameters', (name, entity) => {
    const collection = document.paths[`/api/${name}`];
    const item = document.paths[`/api/${name}/{id}`];
    const expectedCollection = ['get', ...(entity.operations.includes('create') ? ['post'] : [])];
    const expectedItem = ['get', ...(entity.operations.includes('update') ? ['put'] : []), ...(entity.operations.includes('delete') ? ['delete'] : [])];
    expect(Object.keys(collection ?? {}).sort()).toEqual(expectedCollection.sort());
    expect(Object.keys(item ?? {}).sort()).toEqual(expectedItem.sort());
    if (servesGenerically(entity, 'create')) expect(collection.post.requestBody).toBeDefined();
    // A domain list (routesByDomain) documents its own parameters; the generic one has the list grammar.
    if (!servesGenerically(entity, 'list')) return;
    const parameters = collection.get.parameters ?? [];
    const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryNames).toEqual(expect.arrayContaining(['take', 'page', 'sort', 'order', 'q', ...listFilterKeys(entity)]));
    expect(parameters.find((p) => p.name === 'sort')?.schema?.enum).toEqual(listSortKeys(entity));
  });
});

describe('GET /api/docs', () => {
  it('answers the docs page as HTML (following a redirect if there is one)', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await t.app.inject({ method: 'GET', url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/<html/i);
  });
});
