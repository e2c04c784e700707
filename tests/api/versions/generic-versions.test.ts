/**
 * Optimistic concurrency on the generic CRUD (docs/decisions/100), on an entity declared only in the
 * tests (soft delete, timestamps) and on a catalogue that deletes for good: GET one answers the version
 * and its ETag; a write names the version it read in the body or in If-Match; a stale one is a 409 in
 * the person's language with the current version, and changes nothing, audit rows included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currency } from '../../../schemas/currency.ts';
import { renderMessage } from '../../../server/i18n/localized.ts';
import { apiCall } from '../../helpers/api-call.ts';
import { auditTrail, writeCounts } from '../../helpers/database-state.ts';
import { fixtureEntities, fixtureEntity } from '../../helpers/fixture-entity.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { recordFactory, type RecordFactory } from '../../helpers/record-factory/record-factory.ts';

const base = `/api/${fixtureEntity.name}`;
type Row = Record<string, unknown>;
let t: TestApp;
let factory: RecordFactory;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: fixtureEntities });
  factory = recordFactory(t.database);
});
afterAll(async () => {
  await t?.close();
});

async function created(): Promise<Row> {
  const answer = await apiCall(t.app, 'POST', base, await factory.build(fixtureEntity));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const put = (id: unknown, body: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'PUT', url: `${base}/${id}`, payload: body as object, headers });

/** The stored row as the database holds it, not as the API answers it. */
async function stored(id: unknown): Promise<Row> {
  const [row] = await t.database.query<Row>(`select * from "${fixtureEntity.tableName}" where id = $1`, [id]);
  return row;
}

describe('GET one', () => {
  it('answers the record with version 1 and the ETag W/"1"', async () => {
    const record = await created();
    expect(record.version).toBe(1);
    const one = await t.app.inject({ method: 'GET', url: `${base}/${record.id}` });
    expect(one.json().data.version).toBe(1);
    expect(one.headers.etag).toBe('W/"1"');
  });
});

describe('PUT with the version read', () => {
  it('in the body: writes, raises the version by one and answers the new ETag', async () => {
    const record = await created();
    const answer = await put(record.id, { name: 'Primero', version: 1 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ name: 'Primero', version: 2 });
    expect(answer.headers.etag).toBe('W/"2"');
    const again = await put(record.id, { name: 'Segundo', version: 2 });
    expect(again.json().data).toMatchObject({ name: 'Segundo', version: 3 });
    expect((await auditTrail(t.database, fixtureEntity.name, record.id as number)).map((a) => [a.action, a.after?.version])).toEqual([
      ['create', 1],
      ['update', 2],
      ['update', 3],
    ]);
  });

  it('in If-Match, weak or strong, as GET one tagged it', async () => {
    const record = await created();
    const etag = String((await t.app.inject({ method: 'GET', url: `${base}/${record.id}` })).headers.etag);
    expect((await put(record.id, { name: 'Con etiqueta débil' }, { 'if-match': etag })).statusCode).toBe(200);
    expect((await put(record.id, { name: 'Con etiqueta fuerte' }, { 'if-match': '"2"' })).statusCode).toBe(200);
    expect((await stored(record.id)).version).toBe(3);
  });

  it('in both, agreeing: accepted', async () => {
    const record = await created();
    expect((await put(record.id, { name: 'Ambos', version: 1 }, { 'if-match': 'W/"1"' })).statusCode).toBe(200);
  });

  it('If-Match * holds the write to no version', async () => {
    const record = await created();
    await put(record.id, { name: 'Otro' });
    expect((await put(record.id, { name: 'Cualquiera' }, { 'if-match': '*' })).statusCode).toBe(200);
  });
});

describe('a stale write', () => {
  it('is a 409 in Spanish with the current version; the record and the audit trail stay as they were', async () => {
    const record = await created();
    expect((await put(record.id, { name: 'Ganador', version: 1 })).statusCode).toBe(200);
    const before = await stored(record.id);
    const counts = await writeCounts(t.database, fixtureEntity);

    const answer = await put(record.id, { name: 'Tarde', quantity: 9, version: 1 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: renderMessage('http.staleVersion', 'es'), version: 2 });
    expect(answer.json().message).toBe('El registro cambió mientras lo editabas: vuelve a cargarlo para ver los cambios.');
    expect(await stored(record.id)).toEqual(before);
    expect(await writeCounts(t.database, fixtureEntity)).toEqual(counts);
  });

  it('through If-Match too, and in English for a person who reads English', async () => {
    const record = await created();
    await put(record.id, { name: 'Cambio' });
    const admin = await signIn(t.app, 'admin@caudal.mx');
    expect((await admin.call('PATCH', '/api/user_settings', { language: 'en' })).status).toBe(200);
    const counts = await writeCounts(t.database, fixtureEntity);
    const answer = await admin.inject({ method: 'PUT', url: `${base}/${record.id}`, payload: { name: 'Late' }, headers: { 'if-match': 'W/"1"' } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: 'The record changed while you were editing it: reload it to see the changes.', version: 2 });
    expect(await writeCounts(t.database, fixtureEntity)).toEqual(counts);
  });

  it('of two saves of one version at the same moment, exactly one wins', async () => {
    const record = await created();
    const answers = await Promise.all([put(record.id, { name: 'Uno', version: 1 }), put(record.id, { name: 'Dos', version: 1 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data.name;
    expect(await stored(record.id)).toMatchObject({ name: winner, version: 2 });
    expect((await auditTrail(t.database, fixtureEntity.name, record.id as number)).map((a) => a.action)).toEqual(['create', 'update']);
  });
});

describe('the version is a precondition, never a value', () => {
  it('a version ahead of the record is stale, not written', async () => {
    const record = await created();
    const answer = await put(record.id, { name: 'Salto', version: 99 });
    expect(answer.statusCode).toBe(409);
    expect(await stored(record.id)).toMatchObject({ name: record.name, version: 1 });
  });

  it('a create naming a version is refused as an unknown field', async () => {
    const answer = await apiCall(t.app, 'POST', base, { ...(await factory.build(fixtureEntity)), version: 5 });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['version']);
  });

  it('a PUT without any version applies to what is stored (last write wins) and still raises it', async () => {
    const record = await created();
    const answer = await put(record.id, { name: 'Sin versión' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.version).toBe(2);
  });

  it('a version only, with nothing to change, is a 422 that writes nothing', async () => {
    const record = await created();
    const answer = await put(record.id, { version: 1 });
    expect(answer.statusCode).toBe(422);
    expect((await stored(record.id)).version).toBe(1);
  });
});

describe('malformed preconditions are a 422 that writes nothing', () => {
  it.each([
    ['a version that is text', { version: '1' }, {}],
    ['a version of zero', { version: 0 }, {}],
    ['a fractional version', { version: 1.5 }, {}],
    ['a null version', { version: null }, {}],
    ['a version beyond the column', { version: 2 ** 31 }, {}],
    ['If-Match without quotes', {}, { 'if-match': '1' }],
    ['If-Match with a tag that is no version', {}, { 'if-match': '"abc"' }],
    ['If-Match with version 0', {}, { 'if-match': 'W/"0"' }],
    ['If-Match with a list of tags', {}, { 'if-match': '"1", "2"' }],
  ])('%s', async (_case, extra, headers) => {
    const record = await created();
    const counts = await writeCounts(t.database, fixtureEntity);
    const answer = await put(record.id, { name: 'Nunca', ...extra }, headers as Record<string, string>);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['version']);
    expect(await stored(record.id)).toMatchObject({ name: record.name, version: 1 });
    expect(await writeCounts(t.database, fixtureEntity)).toEqual(counts);
  });

  it('a body version and an If-Match that differ', async () => {
    const record = await created();
    const answer = await put(record.id, { name: 'Nunca', version: 1 }, { 'if-match': 'W/"2"' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.version).toEqual(['La versión del cuerpo (1) y la de If-Match (2) no coinciden']);
  });
});

describe('DELETE and recovery', () => {
  it('a soft delete with a stale If-Match is a 409 and deletes nothing; with the current one it deletes and raises the version', async () => {
    const record = await created();
    await put(record.id, { name: 'Movido' });
    const stale = await t.app.inject({ method: 'DELETE', url: `${base}/${record.id}`, headers: { 'if-match': 'W/"1"' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    expect((await stored(record.id)).deleted_at).toBeNull();
    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/${record.id}`, headers: { 'if-match': 'W/"2"' } });
    expect(removed.statusCode).toBe(200);
    expect(await stored(record.id)).toMatchObject({ version: 3, deleted_at: expect.any(Date) });

    const staleRecovery = await t.app.inject({ method: 'PATCH', url: `${base}/${record.id}/recovery`, headers: { 'if-match': 'W/"2"' } });
    expect(staleRecovery.statusCode).toBe(409);
    const recovered = await t.app.inject({ method: 'PATCH', url: `${base}/${record.id}/recovery`, headers: { 'if-match': 'W/"3"' } });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().data).toMatchObject({ version: 4, deleted_at: null });
    expect(recovered.headers.etag).toBe('W/"4"');
  });

  it('a delete for good with a stale If-Match is a 409 and the row stays', async () => {
    const made = await apiCall(t.app, 'POST', '/api/currency', await factory.build(currency));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id;
    expect((await apiCall(t.app, 'PUT', `/api/currency/${id}`, { name: 'Moneda movida', version: 1 })).status).toBe(200);
    const stale = await t.app.inject({ method: 'DELETE', url: `/api/currency/${id}`, headers: { 'if-match': '"1"' } });
    expect(stale.statusCode).toBe(409);
    expect((await apiCall(t.app, 'GET', `/api/currency/${id}`)).status).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/currency/${id}`, headers: { 'if-match': '"2"' } })).statusCode).toBe(200);
    expect((await apiCall(t.app, 'GET', `/api/currency/${id}`)).status).toBe(404);
  });
});
