/**
 * The list and read contract (DESIGN.md "The API contract"), generated for every entity in
 * schemas/index.ts and for the test-only fixture entity: envelope, paging, sorting, filtering,
 * refusals, one record by id. Writes are in crud-writes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityList } from '../../schemas/index.ts';
import { filterableFields, sortableFields, type Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { columnName } from '../../schemas/framework/table.ts';
import { apiCall, queryString } from '../helpers/api-call.ts';
import { idsInDatabaseOrder, rowCount } from '../helpers/database-state.ts';
import { fixtureEntities, fixtureEntity } from '../helpers/fixture-entity.ts';
import { asQueryValue, matchesFilter, outOfOrder } from '../helpers/list-expectations.ts';
import { servesGenerically } from '../helpers/generic-operations.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordFactory, type RecordFactory } from '../helpers/record-factory/record-factory.ts';

type Row = Record<string, unknown>;
type ListBody = { data: { result: Row[]; total: number }; errors?: Record<string, string[]> };

const allEntities: Entity[] = [...entityList, fixtureEntity];
/** Entities whose list is the generic one (a domain list has its own tests). */
const listed = allEntities.filter((entity) => servesGenerically(entity, 'list'));
/** Enough rows that paging, sorting and filtering have something to get wrong. */
const MIN_ROWS = 4;

let t: TestApp;
let factory: RecordFactory;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: fixtureEntities });
  factory = recordFactory(t.database);
});

afterAll(async () => {
  await t?.close();
});

async function list(entity: Entity, params: Record<string, string | number> = {}) {
  return apiCall<ListBody>(t.app, 'GET', `/api/${entity.name}${queryString(params)}`);
}

async function allRows(entity: Entity): Promise<Row[]> {
  const answer = await list(entity, { take: 9999 });
  expect(answer.status).toBe(200);
  return answer.body.data.result;
}

function metaOf(entity: Entity, field: string): FieldMeta {
  if (field === 'id') return { kind: 'integer' } as FieldMeta;
  if (field === 'created_at' || field === 'updated_at') return { kind: 'datetime' } as FieldMeta;
  return (entity.fields as Record<string, FieldMeta>)[field];
}

describe.each(listed.map((entity) => [entity.name, entity] as const))('%s', (_name, entity) => {
  const liveFilter = entity.softDelete ? 'where deleted_at is null' : '';

  // Each entity's rows in its own hook: an entity whose rows cannot be made fails its own tests only.
  beforeAll(async () => {
    for (let rows = await rowCount(t.database, entity); rows < MIN_ROWS; rows++) {
      await factory.insert(entity);
    }
  });

  it('lists in the { data: { result, total } } envelope, total exact, every public field present', async () => {
    const answer = await list(entity, { take: 9999 });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['data']);
    const { result, total } = answer.body.data;
    const [{ n }] = await t.database.query<{ n: number }>(`select count(*)::int as n from "${entity.tableName}" ${liveFilter}`);
    expect(total).toBe(Number(n));
    expect(result).toHaveLength(total);
    for (const [field, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
      if (meta.writeOnly) expect(result[0]).not.toHaveProperty(field);
      else expect(result[0]).toHaveProperty(field);
    }
  });

  it('pages with take and page, total unchanged', async () => {
    const firstTwo = await list(entity, { take: 2, page: 1 });
    const second = await list(entity, { take: 1, page: 2 });
    const beyond = await list(entity, { take: 5, page: 1000 });
    expect(firstTwo.body.data.result).toHaveLength(2);
    expect(second.body.data.result.map((r) => r.id)).toEqual([firstTwo.body.data.result[1].id]);
    expect(beyond.body.data.result).toEqual([]);
    const total = firstTwo.body.data.total;
    expect(total).toBeGreaterThanOrEqual(MIN_ROWS);
    expect([second.body.data.total, beyond.body.data.total]).toEqual([total, total]);
  });

  it.each(sortableFields(entity))('sorts by %s ascending and descending', async (field) => {
    const meta = metaOf(entity, field);
    const column = field in entity.fields ? columnName(field, meta) : field;
    for (const order of ['asc', 'desc'] as const) {
      const answer = await list(entity, { take: 9999, sort: field, order: order === 'asc' ? 'ASC' : 'desc' });
      expect(answer.status).toBe(200);
      const ids = answer.body.data.result.map((r) => Number(r.id));
      expect(ids).toEqual(await idsInDatabaseOrder(t.database, entity, column, order, liveFilter));
      expect(outOfOrder(answer.body.data.result, field, meta, order)).toEqual([]);
    }
  });

  it.each(filterableFields(entity))('filters by %s', async (field) => {
    const meta = metaOf(entity, field);
    const rows = await allRows(entity);
    const sample = rows.find((r) => r[field] !== null && r[field] !== undefined);
    expect(sample, `a row with a ${field}`).toBeDefined();
    const value = asQueryValue(sample![field]);
    const answer = await list(entity, { take: 9999, [field]: value });
    expect(answer.status).toBe(200);
    const expected = rows.filter((r) => matchesFilter(meta, value, r[field])).map((r) => r.id);
    expect(answer.body.data.result.map((r) => r.id).sort()).toEqual(expected.sort());
    expect(answer.body.data.total).toBe(expected.length);

    const nothing = meta.kind === 'reference' ? '999999999' : meta.kind === 'text' || meta.kind === 'email' ? 'no-such-value-anywhere' : undefined;
    if (nothing !== undefined) {
      const none = await list(entity, { [field]: nothing });
      expect([none.status, none.body.data.total]).toEqual([200, 0]);
    }
  });

  it('refuses an unknown sort, an unknown filter and take=10000 with 422 naming the parameter', async () => {
    const badSort = await list(entity, { sort: 'no_such_field' });
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors).toHaveProperty('sort');
    const badFilter = await list(entity, { no_such_filter: 'x' });
    expect(badFilter.status).toBe(422);
    expect(badFilter.body.errors).toHaveProperty('no_such_filter');
    const tooMany = await list(entity, { take: 10000 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors).toHaveProperty('take');
    const zeroPage = await list(entity, { page: 0 });
    expect(zeroPage.status).toBe(422);
  });

  // A domain route may answer one record with more than the list shows (an investment's schedule).
  it.runIf(servesGenerically(entity, 'one'))('reads one record by id as the list shows it; 404 for a missing id and for "abc"', async () => {
    const [first] = await allRows(entity);
    const one = await apiCall(t.app, 'GET', `/api/${entity.name}/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ data: first });
    expect((await apiCall(t.app, 'GET', `/api/${entity.name}/999999999`)).status).toBe(404);
    expect((await apiCall(t.app, 'GET', `/api/${entity.name}/abc`)).status).toBe(404);
  });
});
