/**
 * The OpenAPI description is generated from the same declarations as the routes: every entity's
 * routes appear with the list grammar's query parameters, and the docs UI answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityList } from '../../schemas/index.ts';
import { listFilterKeys, listSortKeys } from '../../schemas/framework/reference-labels.ts';
import { servesGenerically } from '../helpers/generic-operations.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Schema = { properties?: Record<string, { type?: unknown; readOnly?: boolean; description?: string }> };
interface Operation {
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: Schema & { properties?: { data?: Schema } } }> }>;
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

describe('record versions in the OpenAPI (docs/decisions/100)', () => {
  const generic = entityList.filter((e) => servesGenerically(e, 'update'));
  const json = (op: Operation | undefined, status: string) => op?.responses?.[status]?.content?.['application/json']?.schema;

  it.each(generic.map((e) => [e.name, e] as const))('%s: GET one answers version and an ETag; PUT takes version or If-Match and may answer 409', (_name, entity) => {
    const item = document.paths[`/api/${entity.path}/{id}`];
    if (servesGenerically(entity, 'one')) {
      expect(json(item.get, '200')?.properties?.data?.properties?.version).toMatchObject({ type: 'integer', readOnly: true });
      expect(item.get.responses?.['200']?.headers).toHaveProperty('ETag');
    }
    expect(item.put.requestBody?.content['application/json'].schema.properties?.version).toMatchObject({ type: 'integer' });
    expect(item.put.parameters?.find((p) => p.in === 'header')?.name.toLowerCase()).toBe('if-match');
    expect(json(item.put, '409')?.properties).toHaveProperty('version');
    expect(item.put.responses?.['200']?.headers).toHaveProperty('ETag');
  });

  it('DELETE takes If-Match and may answer 409', () => {
    const remove = document.paths['/api/currency/{id}'].delete;
    expect(remove.parameters?.map((p) => `${p.in}:${p.name.toLowerCase()}`)).toContain('header:if-match');
    expect(remove.responses).toHaveProperty('409');
  });

  it('the domain edits document If-Match too: investment/{id} and closeCoverageConfig', () => {
    for (const op of [document.paths['/api/investment/{id}'].put, document.paths['/api/closeCoverageConfig'].put]) {
      expect(op.parameters?.map((p) => `${p.in}:${p.name.toLowerCase()}`)).toContain('header:if-match');
    }
    expect(document.paths['/api/closeCoverageConfig'].put.requestBody?.content['application/json'].schema.properties).toHaveProperty('version');
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
