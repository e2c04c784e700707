/**
 * The record factory (tests/helpers/record-factory/) against the real API: for every entity the generic
 * layer creates, two records built from the declaration alone are both accepted (unique values differ,
 * references point at records that exist, files at files this server stored); every other entity's
 * record goes straight into its table; and a factory-made person signs in with the password it was given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, entityList } from '../../schemas/index.ts';
import { apiCall } from '../helpers/api-call.ts';
import { servesGenerically } from '../helpers/generic-operations.ts';
import { recordFactory, type RecordFactory } from '../helpers/record-factory/record-factory.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newInvestor } from '../helpers/user-payload.ts';

let t: TestApp;
let factory: RecordFactory;

beforeAll(async () => {
  t = await createTestApp();
  factory = recordFactory(t.database);
});

afterAll(async () => {
  await t?.close();
});

const creatable = entityList.filter((entity) => servesGenerically(entity, 'create'));
// Views have no table of their own to write (schemas/views/).
const insertedOnly = entityList.filter((entity) => !servesGenerically(entity, 'create') && entity !== entities.audit_log);

describe.each(creatable.map((entity) => [entity.name, entity] as const))('POST /api/%s', (_name, entity) => {
  it('creates two records from the factory, 201 each, different ids', async () => {
    const ids: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const answer = await apiCall(t.app, 'POST', `/api/${entity.name}`, await factory.build(entity));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      ids.push(answer.body.data.id);
    }
    expect(new Set(ids).size).toBe(2);
  });
});

describe.each(insertedOnly.map((entity) => [entity.name, entity] as const))('%s, which the generic API does not create', (_name, entity) => {
  it('takes a factory record straight into its table', async () => {
    const row = await factory.insert(entity);
    const [found] = await t.database.query<{ n: number }>(`select count(*)::int as n from "${entity.tableName}" where id = $1`, [row.id]);
    expect(Number(found.n)).toBe(1);
  });
});

describe('a person made by the factory', () => {
  it('is created by an administrator and signs in with the password the factory chose', async () => {
    const payload = newInvestor();
    const created = await apiCall(t.app, 'POST', '/api/user', payload);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.warnings ?? {}).toEqual({});
    const session = await signIn(t.app, String(payload.email), String(payload.password));
    expect(session.session.user.email).toBe(payload.email);
  });
});
