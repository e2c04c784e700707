/**
 * Lifecycle hooks (server/crud/hooks.ts, docs/decisions/091) on the generic routes of the test-only
 * fixture: they see the actor's role and language, may alter the data and add warnings, and run in the
 * write's transaction: a hook that throws, before or after the write, leaves nothing written, the
 * audit row and the hook's own writes included. And the user's writes are the generic routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../schemas/audit-log.ts';
import { MESSAGES } from '../../schemas/framework/messages.ts';
import { ROLE } from '../../schemas/role.ts';
import type { EntityHooks } from '../../server/crud/hooks.ts';
import { HttpError, unprocessable } from '../../server/http/errors.ts';
import { msg } from '../../server/i18n/localized.ts';
import { apiCall } from '../helpers/api-call.ts';
import { auditTrail, writeCounts } from '../helpers/database-state.ts';
import { fixtureEntities, fixtureEntity } from '../helpers/fixture-entity.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { recordFactory, type RecordFactory } from '../helpers/record-factory/record-factory.ts';

type Row = Record<string, unknown>;

/** What each hook does is chosen by the record's name, so one fixture shows every case. */
const hooks: EntityHooks = {
  beforeCreate(data, { actor, warnings }) {
    if (data.name === 'refuse before') throw unprocessable({ name: [MESSAGES.notValid] });
    if (data.name === 'warn') warnings.name = [msg('identifiers.rfc_check_digit')];
    return { ...data, notes: `role ${actor.roleId} reads ${actor.language}` };
  },
  beforeUpdate(changes, current) {
    if (current.name === 'frozen') throw new HttpError(409, msg('profile.requestReviewed'));
    return typeof changes.name === 'string' ? { ...changes, name: changes.name.toUpperCase() } : changes;
  },
  beforeDelete(current) {
    if (current.name === 'kept') throw unprocessable({ id: [MESSAGES.notValid] });
  },
  async afterChange(change, { tx, actor }) {
    if (change.after?.name !== 'refuse after' && change.after?.name !== 'REFUSE AFTER') return;
    // A write of the hook's own, then a refusal: both must go with the record's.
    await tx.insert(auditLog).values({ user_id: actor.userId, entity: 'hook side effect', action: 'create' });
    throw unprocessable({ name: [MESSAGES.notValid] });
  },
};

let t: TestApp;
let factory: RecordFactory;
const base = `/api/${fixtureEntity.name}`;
const sideEffects = async () => (await t.database.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'hook side effect'`))[0].n;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: fixtureEntities, extraHooks: { [fixtureEntity.name]: hooks } });
  factory = recordFactory(t.database);
});

afterAll(async () => {
  await t?.close();
});

describe('hooks on the generic writes', () => {
  it('alter the data with the actor’s role and language, and add warnings to the answer', async () => {
    const created = await apiCall<{ data: Row; warnings?: Record<string, string[]> }>(t.app, 'POST', base, { ...(await factory.build(fixtureEntity)), name: 'warn' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.notes).toBe(`role ${ROLE.root} reads es`);
    expect(created.body.warnings).toEqual({ name: [expect.stringMatching(/dígito verificador/)] });
    const updated = await apiCall<{ data: Row }>(t.app, 'PUT', `${base}/${created.body.data.id}`, { name: 'louder' });
    expect(updated.body.data.name).toBe('LOUDER');
  });

  it('a refusal before the insert leaves nothing written', async () => {
    const before = await writeCounts(t.database, fixtureEntity);
    const refused = await apiCall(t.app, 'POST', base, { ...(await factory.build(fixtureEntity)), name: 'refuse before' });
    expect([refused.status, refused.body.errors]).toEqual([422, { name: ['El valor no es válido'] }]);
    expect(await writeCounts(t.database, fixtureEntity)).toEqual(before);
  });

  it('a refusal after the write and its audit row rolls back both, and the hook’s own writes', async () => {
    const before = await writeCounts(t.database, fixtureEntity);
    const refused = await apiCall(t.app, 'POST', base, { ...(await factory.build(fixtureEntity)), name: 'refuse after' });
    expect(refused.status).toBe(422);
    expect(await writeCounts(t.database, fixtureEntity)).toEqual(before);
    expect(await sideEffects()).toBe(0);

    const id = Number((await factory.insert(fixtureEntity)).id);
    const renamed = await apiCall(t.app, 'PUT', `${base}/${id}`, { name: 'refuse after' });
    expect(renamed.status).toBe(422);
    const [row] = await t.database.query<{ name: string }>(`select name from ${fixtureEntity.tableName} where id = $1`, [id]);
    expect(row.name).not.toBe('REFUSE AFTER');
    expect(await auditTrail(t.database, fixtureEntity.name, id)).toEqual([]);
    expect(await sideEffects()).toBe(0);
  });

  it('refuse an update or a delete with their own 4xx, changing nothing', async () => {
    const id = Number((await factory.insert(fixtureEntity)).id);
    await t.database.query(`update ${fixtureEntity.tableName} set name = 'frozen' where id = $1`, [id]);
    expect((await apiCall(t.app, 'PUT', `${base}/${id}`, { name: 'thawed' })).status).toBe(409);
    await t.database.query(`update ${fixtureEntity.tableName} set name = 'kept' where id = $1`, [id]);
    const before = await writeCounts(t.database, fixtureEntity);
    expect((await apiCall(t.app, 'DELETE', `${base}/${id}`)).status).toBe(422);
    expect(await writeCounts(t.database, fixtureEntity)).toEqual(before);
    const [row] = await t.database.query<{ deleted_at: unknown }>(`select deleted_at from ${fixtureEntity.tableName} where id = $1`, [id]);
    expect(row.deleted_at).toBeNull();
  });
});

describe('the user API', () => {
  it('creates, changes and deletes users with the generic routes’ own handlers', () => {
    const handlerOf = (method: 'POST' | 'PUT' | 'DELETE', url: string) => t.app.findRoute({ method, url })?.handler.toString();
    const generic = { POST: '/api/currency', PUT: '/api/currency/:id', DELETE: '/api/currency/:id' } as const;
    const user = { POST: '/api/user', PUT: '/api/user/:id', DELETE: '/api/user/:id' } as const;
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect(handlerOf(method, user[method]), method).toBeDefined();
      expect(handlerOf(method, user[method]), method).toBe(handlerOf(method, generic[method]));
    }
  });
});
