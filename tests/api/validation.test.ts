/**
 * Validation through the API: the spec's messages exactly (section 5), unknown and read-only fields,
 * malformed JSON, lengths, dates, references, SQL metacharacters, and deleting what others use.
 * Every refused write is checked to leave the table's row count and the audit log unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, entityList } from '../../schemas/index.ts';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import type { FieldMeta } from '../../schemas/framework/field.ts';
import { NUMERIC_KINDS } from '../../schemas/framework/field.ts';
import { typedMaxLength } from '../../schemas/framework/validation.ts';
import { apiCall, type ApiAnswer } from '../helpers/api-call.ts';
import { writeCounts } from '../helpers/database-state.ts';
import { fixtureEntities, fixtureEntity } from '../helpers/fixture-entity.ts';
import { servesGenerically } from '../helpers/generic-operations.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordFactory, type RecordFactory, type Payload } from '../helpers/record-factory/record-factory.ts';

const allEntities: Entity[] = [...entityList, fixtureEntity];
const creatable = allEntities.filter((e) => servesGenerically(e, 'create'));
const updatable = allEntities.filter((e) => servesGenerically(e, 'update'));

let t: TestApp;
let factory: RecordFactory;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: fixtureEntities });
  factory = recordFactory(t.database);
});

afterAll(async () => {
  await t?.close();
});

const fieldsOf = (entity: Entity) => Object.entries(entity.fields as Record<string, FieldMeta>);
const writable = (entity: Entity) => fieldsOf(entity).filter(([, meta]) => !meta.generated);

/** Sends a write that must be refused and proves it changed nothing. */
async function refused(entity: Entity, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<ApiAnswer> {
  const before = await writeCounts(t.database, entity);
  const answer = await apiCall(t.app, method, url, payload);
  expect(answer.status, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(await writeCounts(t.database, entity)).toEqual(before);
  return answer;
}

async function createRefused(entity: Entity, changes: Payload): Promise<ApiAnswer> {
  return refused(entity, 'POST', `/api/${entity.name}`, { ...(await factory.build(entity)), ...changes });
}

async function updateRefused(entity: Entity, changes: Payload): Promise<ApiAnswer> {
  return refused(entity, 'PUT', `/api/${entity.name}/${await factory.idOf(entity)}`, changes);
}

describe.each(creatable.map((e) => [e.name, e] as const))('creating a %s', (_name, entity) => {
  const required = writable(entity).filter(([, meta]) => !meta.optional);
  const numeric = writable(entity).filter(([, meta]) => NUMERIC_KINDS.has(meta.kind));
  const texts = writable(entity).filter(([, meta]) => ['text', 'email'].includes(meta.kind));

  it.each(required.map(([name]) => name))('refuses %s missing, null, "" or "   " with "El valor es obligatorio"', async (field) => {
    const { [field]: _omitted, ...withoutField } = await factory.build(entity);
    const missing = await refused(entity, 'POST', `/api/${entity.name}`, withoutField);
    expect([missing.status, missing.body.errors[field]]).toEqual([422, ['El valor es obligatorio']]);
    for (const blank of [null, '', '   ']) {
      const answer = await createRefused(entity, { [field]: blank });
      expect([answer.status, answer.body.errors[field]]).toEqual([422, ['El valor es obligatorio']]);
    }
  });

  it.each(numeric.map(([name]) => name))('refuses %s as letters, "-5" or "1e5" with "El valor debe ser numérico"', async (field) => {
    for (const value of ['abc', '-5', '1e5', -5]) {
      const answer = await createRefused(entity, { [field]: value });
      expect([answer.status, answer.body.errors[field]]).toEqual([422, ['El valor debe ser numérico']]);
    }
  });

  it.each(texts.map(([name]) => name))('refuses %s longer than its column', async (field) => {
    const meta = (entity.fields as Record<string, FieldMeta>)[field];
    const answer = await createRefused(entity, { [field]: 'x'.repeat(typedMaxLength(meta) + 1) });
    expect([answer.status, answer.body.errors[field]]).toEqual([422, ['El valor es demasiado largo']]);
    // An identifier may be typed with separators: one character past its column that is no
    // separator is refused by its own check, which names it, and nothing is stored.
    if (typedMaxLength(meta) > (meta.maxLength ?? 255)) {
      const overColumn = await createRefused(entity, { [field]: 'x'.repeat((meta.maxLength ?? 255) + 1) });
      expect(overColumn.status).toBe(422);
      expect(overColumn.body.errors[field]).toEqual([expect.stringContaining(`"${'x'.repeat((meta.maxLength ?? 255) + 1)}"`)]);
    }
  });

  it('refuses unknown fields with 422 naming them', async () => {
    const answer = await createRefused(entity, { not_a_field: 'x', id: 5 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({ not_a_field: ['Campo desconocido'], id: ['Campo desconocido'] });
  });

  it('refuses malformed JSON with 400 and a message', async () => {
    const before = await writeCounts(t.database, entity);
    const response = await t.app.inject({ method: 'POST', url: `/api/${entity.name}`, headers: { 'content-type': 'application/json' }, payload: '{"name": "x",' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await writeCounts(t.database, entity)).toEqual(before);
  });
});

describe.each(updatable.map((e) => [e.name, e] as const))('updating a %s', (_name, entity) => {
  it('refuses blanking a required field, unknown fields and non-numeric numbers', async () => {
    const [requiredField] = writable(entity).filter(([, meta]) => !meta.optional && !meta.readOnlyOnUpdate);
    if (requiredField) {
      const blank = await updateRefused(entity, { [requiredField[0]]: '  ' });
      expect([blank.status, blank.body.errors[requiredField[0]]]).toEqual([422, ['El valor es obligatorio']]);
    }
    const unknown = await updateRefused(entity, { not_a_field: 1 });
    expect([unknown.status, unknown.body.errors.not_a_field]).toEqual([422, ['Campo desconocido']]);
    for (const [field] of writable(entity).filter(([, meta]) => NUMERIC_KINDS.has(meta.kind))) {
      const answer = await updateRefused(entity, { [field]: '12abc' });
      expect([answer.status, answer.body.errors[field]]).toEqual([422, ['El valor debe ser numérico']]);
    }
  });
});

describe('the fixture entity', () => {
  it('refuses a malformed email with "El valor no es una dirección de correo válida"', async () => {
    for (const value of ['not-an-email', 'a@', '@example.com', 'a b@example.com']) {
      const answer = await createRefused(fixtureEntity, { contact_email: value });
      expect([answer.status, answer.body.errors.contact_email]).toEqual([422, ['El valor no es una dirección de correo válida']]);
    }
  });

  it('refuses an update of a read-only-on-update field', async () => {
    const answer = await updateRefused(fixtureEntity, { code: 'NEW-CODE' });
    expect([answer.status, answer.body.errors.code]).toEqual([422, ['El valor no se puede cambiar']]);
  });

  it('refuses the impossible date 2026-02-30', async () => {
    const answer = await createRefused(fixtureEntity, { starts_on: '2026-02-30' });
    expect([answer.status, answer.body.errors.starts_on]).toEqual([422, ['El valor debe ser una fecha (AAAA-MM-DD)']]);
  });

  it('refuses a reference to a missing record with 422 naming the field', async () => {
    const answer = await createRefused(fixtureEntity, { currency_id: 999999 });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['currency_id']);
  });
});

describe('references and stored text', () => {
  it('refuses a module whose application does not exist, naming application_id', async () => {
    const answer = await createRefused(entities.module, { application_id: 999999 });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ application_id: ['El valor no existe'] });
  });

  it('refuses with 409 deleting an application that modules use', async () => {
    const [used] = await t.database.query<{ id: number }>('select application_id as id from module limit 1');
    const answer = await refused(entities.application, 'DELETE', `/api/application/${used.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toEqual(expect.any(String));
  });

  it('stores SQL metacharacters verbatim and finds them again with a filter', async () => {
    const nasty = `Robert'); DROP TABLE role;-- 100% _x_ \\ "q" $1 ${'`'}`;
    const created = await apiCall(t.app, 'POST', '/api/role', { name: nasty, description: `' OR '1'='1` });
    expect(created.status).toBe(201);
    const read = await apiCall(t.app, 'GET', `/api/role/${created.body.data.id}`);
    expect(read.body.data).toMatchObject({ name: nasty, description: `' OR '1'='1` });
    const found = await apiCall(t.app, 'GET', `/api/role?name=${encodeURIComponent('100% _x_')}`);
    expect(found.body.data.result.map((r: { id: number }) => r.id)).toEqual([created.body.data.id]);
    // The wildcard characters are literal: "%" alone matches only names containing a percent sign.
    const percent = await apiCall(t.app, 'GET', `/api/role?name=${encodeURIComponent('%')}`);
    expect(percent.body.data.total).toBe(1);
  });
});
