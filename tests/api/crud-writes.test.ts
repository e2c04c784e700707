/**
 * The write contract of the generic CRUD layer, generated for every entity in schemas/index.ts and for
 * the test-only fixture: create, read back, update, delete (soft-deleting entities also recover), each
 * leaving one audit row with entity, id, action, before and after; operations an entity does not
 * expose answer 405. Operations a domain route serves (routesByDomain) are left to that route's tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityList } from '../../schemas/index.ts';
import type { Entity } from '../../schemas/framework/define-entity.ts';
import { apiCall } from '../helpers/api-call.ts';
import { auditTrail, writeCounts } from '../helpers/database-state.ts';
import { fixtureEntities, fixtureEntity } from '../helpers/fixture-entity.ts';
import { refusesGenerically, servesGenerically, type Operation } from '../helpers/generic-operations.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { mismatches } from '../helpers/stored-values.ts';
import { fourEyesFields } from '../../schemas/framework/four-eyes.ts';
import { recordFactory, type RecordFactory } from '../helpers/record-factory/record-factory.ts';

type Row = Record<string, unknown>;

/**
 * An update's changes split as the server splits them: four-eyes fields (decision 190) are held for
 * someone else's approval, so the record keeps them and the answer's pending_change names them.
 */
function splitHeld(entity: Entity, changes: Row): { written: Row; held: string[] } {
  const fourEyes = new Set(fourEyesFields(entity));
  return {
    written: Object.fromEntries(Object.entries(changes).filter(([field]) => !fourEyes.has(field))),
    held: Object.keys(changes).filter((field) => fourEyes.has(field)),
  };
}

/** The answer's record without its pending_change (what GET one answers). */
const withoutPending = ({ pending_change: _pending, ...record }: Row) => record;

const WRITES: Operation[] = ['create', 'update', 'delete'];
const allEntities: Entity[] = [...entityList, fixtureEntity];
/** Entities with at least one write the generic layer serves or refuses. */
const covered = allEntities.filter((e) => WRITES.some((op) => servesGenerically(e, op) || refusesGenerically(e, op)));

let t: TestApp;
let factory: RecordFactory;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: fixtureEntities });
  factory = recordFactory(t.database);
});

afterAll(async () => {
  await t?.close();
});

describe.each(covered.map((entity) => [entity.name, entity] as const))('%s', (_name, entity) => {
  const base = `/api/${entity.name}`;
  const deleteAction = entity.softDelete ? 'soft-delete' : 'delete';

  it.runIf(servesGenerically(entity, 'create'))('creates a valid record, which reads back as sent, with a create audit row', async () => {
    const payload = await factory.build(entity);
    const created = await apiCall<{ data: Row }>(t.app, 'POST', base, payload);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    expect(mismatches(entity, payload, created.body.data)).toEqual([]);
    if (servesGenerically(entity, 'one')) expect((await apiCall(t.app, 'GET', `${base}/${id}`)).body).toEqual({ data: created.body.data });

    const trail = await auditTrail(t.database, entity.name, id);
    expect(trail.map((a) => a.action)).toEqual(['create']);
    expect(trail[0]).toMatchObject({ entity: entity.name, entity_id: String(id), before: null });
    expect(trail[0].after).toMatchObject({ id });
  });

  it.runIf(servesGenerically(entity, 'update'))('updates a record, audited with before and after', async () => {
    const current = await factory.insert(entity);
    const id = Number(current.id);
    const changes = await factory.build(entity, {}, { mode: 'update', current });
    const { written, held } = splitHeld(entity, changes);
    const updated = await apiCall<{ data: Row }>(t.app, 'PUT', `${base}/${id}`, changes);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(mismatches(entity, written, updated.body.data)).toEqual([]);
    if (held.length > 0) {
      // Held, not written: the record keeps what it had, the answer names the pending change.
      expect(mismatches(entity, Object.fromEntries(held.map((f) => [f, current[f]])), updated.body.data)).toEqual([]);
      expect((updated.body.data.pending_change as { fields: string[] }).fields.length).toBeGreaterThan(0);
    }
    if (servesGenerically(entity, 'one')) expect((await apiCall(t.app, 'GET', `${base}/${id}`)).body).toEqual({ data: withoutPending(updated.body.data) });

    const trail = await auditTrail(t.database, entity.name, id);
    expect(trail.map((a) => a.action)).toEqual(['update']);
    expect(trail[0].before).toMatchObject({ id });
    expect(mismatches(entity, written, trail[0].after ?? {})).toEqual([]);
    expect((await apiCall(t.app, 'PUT', `${base}/999999999`, changes)).status).toBe(404);
  });

  it.runIf(servesGenerically(entity, 'update'))('raises the version with each update; a save from the version before is a 409 that writes nothing (decision 100)', async () => {
    const current = await factory.insert(entity);
    const id = Number(current.id);
    const [{ version }] = await t.database.query<{ version: number }>(`select version from "${entity.tableName}" where id = $1`, [id]);
    const updated = await apiCall<{ data: Row }>(t.app, 'PUT', `${base}/${id}`, { ...(await factory.build(entity, {}, { mode: 'update', current })), version });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.version).toBe(version + 1);
    expect(updated.headers.etag).toBe(`W/"${version + 1}"`);

    const counts = await writeCounts(t.database, entity);
    const stale = await apiCall(t.app, 'PUT', `${base}/${id}`, { ...(await factory.build(entity, {}, { mode: 'update', current })), version });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body.version).toBe(version + 1);
    expect(await writeCounts(t.database, entity)).toEqual(counts);
    if (servesGenerically(entity, 'one')) expect((await apiCall(t.app, 'GET', `${base}/${id}`)).body).toEqual({ data: withoutPending(updated.body.data) });
  });

  it.runIf(servesGenerically(entity, 'delete'))('deletes a record, audited with what it was; then it is gone', async () => {
    const id = Number((await factory.insert(entity)).id);
    const deleted = await apiCall(t.app, 'DELETE', `${base}/${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    if (servesGenerically(entity, 'one')) expect((await apiCall(t.app, 'GET', `${base}/${id}`)).status).toBe(404);
    expect((await apiCall(t.app, 'DELETE', `${base}/${id}`)).status).toBe(404);

    const trail = await auditTrail(t.database, entity.name, id);
    expect(trail.map((a) => a.action)).toEqual([deleteAction]);
    expect(trail[0].before).toMatchObject({ id });
  });

  it.runIf(entity.softDelete && servesGenerically(entity, 'delete'))('soft-deletes (listed only with trashed=only) and recovers with PATCH .../recovery', async () => {
    const id = Number((await factory.insert(entity)).id);
    const before = await writeCounts(t.database, entity);
    expect((await apiCall(t.app, 'DELETE', `${base}/${id}`)).status).toBe(200);
    // A soft delete keeps the row.
    expect((await writeCounts(t.database, entity)).rows).toBe(before.rows);

    const isListed = async (trashed?: string) => {
      const answer = await apiCall<{ data: { result: Row[] } }>(t.app, 'GET', `${base}?take=9999${trashed ? `&trashed=${trashed}` : ''}`);
      return answer.body.data.result.some((r) => r.id === id);
    };
    if (servesGenerically(entity, 'list')) expect([await isListed(), await isListed('only'), await isListed('with')]).toEqual([false, true, true]);

    const recovered = await apiCall<{ data: Row }>(t.app, 'PATCH', `${base}/${id}/recovery`);
    expect(recovered.status).toBe(200);
    expect(recovered.body.data.deleted_at).toBeNull();
    if (servesGenerically(entity, 'one')) expect((await apiCall(t.app, 'GET', `${base}/${id}`)).status).toBe(200);
    // Recovering a record that is not deleted is a refusal, not a silent success.
    expect((await apiCall(t.app, 'PATCH', `${base}/${id}/recovery`)).status).toBe(422);

    const trail = await auditTrail(t.database, entity.name, id);
    expect(trail.map((a) => a.action)).toEqual(['soft-delete', 'recover']);
    expect(trail[1].before?.deleted_at).not.toBeNull();
    expect(trail[1].after?.deleted_at).toBeNull();
  });

  it.runIf(WRITES.some((op) => refusesGenerically(entity, op)))('answers 405 to the writes it does not expose, and writes nothing', async () => {
    const id = await factory.idOf(entity);
    const before = await writeCounts(t.database, entity);
    const refused: [string, string, Row | undefined][] = [];
    if (refusesGenerically(entity, 'create')) refused.push(['POST', base, await factory.build(entity)]);
    if (refusesGenerically(entity, 'update')) refused.push(['PUT', `${base}/${id}`, await factory.build(entity, {}, { mode: 'update' })]);
    if (refusesGenerically(entity, 'delete')) refused.push(['DELETE', `${base}/${id}`, undefined]);
    for (const [method, url, payload] of refused) {
      const answer = await apiCall(t.app, method as 'POST', url, payload);
      expect([method, answer.status]).toEqual([method, 405]);
    }
    expect(await writeCounts(t.database, entity)).toEqual(before);
  });

  it('answers 405 to PATCH on a record (changes go through PUT), in the caller’s language, and writes nothing', async () => {
    const id = await factory.idOf(entity);
    const before = await writeCounts(t.database, entity);
    const answer = await apiCall<{ message: string }>(t.app, 'PATCH', `${base}/${id}`, await factory.build(entity, {}, { mode: 'update' }));
    expect(answer.status).toBe(405);
    expect(answer.body.message).toBe('Método no permitido');
    expect(await writeCounts(t.database, entity)).toEqual(before);
  });
});
