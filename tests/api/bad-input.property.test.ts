/**
 * Property: whatever a client sends to any entity's create, update or list, the API never answers
 * 5xx, and a refused write leaves no trace (rows and audit log unchanged) while an accepted one adds
 * exactly what it should. Payloads are derived from each entity's field metadata.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityList } from '../../schemas/index.ts';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { listQueryArbitrary, payloadArbitrary } from '../helpers/bad-input-arbitraries.ts';
import { writeCounts } from '../helpers/database-state.ts';
import { fixtureEntities, fixtureEntity } from '../helpers/fixture-entity.ts';
import { refusesGenerically, servesGenerically } from '../helpers/generic-operations.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordFactory, type RecordFactory } from '../helpers/record-factory/record-factory.ts';

/** Bodies that are not payloads at all, tried on every run besides the random ones. */
const NOT_PAYLOADS: [unknown][] = [[{}], [null], [[]], ['text'], [42], [{ id: 1 }], [{ constructor: 'x', toString: 'y' }]];

const allEntities: Entity[] = [...entityList, fixtureEntity];
const creatable = allEntities.filter((e) => servesGenerically(e, 'create'));
const updatable = allEntities.filter((e) => servesGenerically(e, 'update'));
const listed = allEntities.filter((e) => servesGenerically(e, 'list'));
/**
 * Runs per property: a fixed budget shared by all of them, so the file stays under a minute however
 * many entities there are (at least enough to try every kind of wrong value on every field).
 */
const RUNS = Math.max(12, Math.round(900 / (creatable.length + updatable.length + listed.length)));

let t: TestApp;
let factory: RecordFactory;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: fixtureEntities });
  factory = recordFactory(t.database);
});

afterAll(async () => {
  await t?.close();
});

/** Existing ids for each reference field, so that some generated payloads are valid. */
async function referenceIds(entity: Entity): Promise<Record<string, number[]>> {
  const ids: Record<string, number[]> = {};
  for (const [name, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    if (meta.kind !== 'reference') continue;
    const target = meta.reference!() as Entity;
    const rows = await t.database.query<{ id: number }>(`select id from "${target.tableName}" order by id limit 20`);
    ids[name] = rows.map((r) => Number(r.id));
  }
  return ids;
}

async function rowById(entity: Entity, id: number): Promise<unknown> {
  const table = entity.table as unknown as PgTable & { id: PgColumn };
  const [row] = await t.database.db.select().from(table).where(eq(table.id, id));
  return row;
}

function describeAnswer(payload: unknown, status: number, body: string): string {
  return `payload ${JSON.stringify(payload)?.slice(0, 300)} -> ${status} ${body.slice(0, 300)}`;
}

describe.each(creatable.map((e) => [e.name, e] as const))('POST /api/%s with arbitrary payloads', (name, entity) => {
  it('never answers 5xx; a 4xx writes nothing, a 2xx adds exactly one row and one audit row', async () => {
    const arbitrary = payloadArbitrary(entity, await referenceIds(entity), 'create');
    await fc.assert(
      fc.asyncProperty(arbitrary, async (payload) => {
        const before = await writeCounts(t.database, entity);
        const response = await t.app.inject({ method: 'POST', url: `/api/${name}`, payload: payload as object });
        const context = describeAnswer(payload, response.statusCode, response.body);
        expect(response.statusCode, context).toBeLessThan(500);
        const after = await writeCounts(t.database, entity);
        if (response.statusCode < 300) expect(after, context).toEqual({ rows: before.rows + 1, audit: before.audit + 1 });
        else expect(after, context).toEqual(before);
      }),
      { numRuns: RUNS, examples: NOT_PAYLOADS },
    );
  });
});

describe.each(updatable.map((e) => [e.name, e] as const))('PUT /api/%s/:id with arbitrary payloads', (name, entity) => {
  it('never answers 5xx; a 4xx leaves the row and the audit log as they were', async () => {
    const target = Number((await factory.insert(entity)).id);
    const arbitrary = payloadArbitrary(entity, await referenceIds(entity), 'update');
    await fc.assert(
      fc.asyncProperty(arbitrary, async (payload) => {
        const before = await writeCounts(t.database, entity);
        const rowBefore = await rowById(entity, target);
        const response = await t.app.inject({ method: 'PUT', url: `/api/${name}/${target}`, payload: payload as object });
        const context = describeAnswer(payload, response.statusCode, response.body);
        expect(response.statusCode, context).toBeLessThan(500);
        const after = await writeCounts(t.database, entity);
        if (response.statusCode < 300) {
          expect(after, context).toEqual({ rows: before.rows, audit: before.audit + 1 });
        } else {
          expect(after, context).toEqual(before);
          expect(await rowById(entity, target), context).toEqual(rowBefore);
        }
      }),
      { numRuns: RUNS, examples: NOT_PAYLOADS },
    );
  });
});

describe.each(listed.map((e) => [e.name, e] as const))('GET /api/%s with arbitrary query strings', (name, entity) => {
  it('answers 200 or a 4xx with a message, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(listQueryArbitrary(entity), fc.string({ maxLength: 12 }), async (query, id) => {
        const list = await t.app.inject({ method: 'GET', url: `/api/${name}`, query });
        expect(list.statusCode, describeAnswer(query, list.statusCode, list.body)).toBeLessThan(500);
        if (list.statusCode >= 400) expect(list.json().message, list.body).toEqual(expect.any(String));
        const one = await t.app.inject({ method: 'GET', url: `/api/${name}/${encodeURIComponent(id)}` });
        // An entity that lists but offers no single record (the Bitácora) answers 405 to an id (404 to a path that is none).
        expect(refusesGenerically(entity, 'one') ? [404, 405] : [200, 404], describeAnswer(id, one.statusCode, one.body)).toContain(one.statusCode);
      }),
      { numRuns: RUNS },
    );
  });
});
