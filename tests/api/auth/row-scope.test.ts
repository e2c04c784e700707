/**
 * Row-level access (docs/decisions/006): investors and clients reach only their own records, whatever
 * id or filter they send; on create and update the owner field is theirs whatever they wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEntity } from '../../../schemas/framework/define-entity.ts';
import { field } from '../../../schemas/framework/field.ts';
import { user } from '../../../schemas/user.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** A test-only entity owned by users, on a screen investors may read and create on (the calculator). */
const owned = defineEntity({
  name: 'test_owned_note',
  access: { module: '/inversiones/calculadora' },
  owner: 'user_id',
  fields: {
    user_id: field.reference(() => user, { filterable: true }),
    note: field.text({ maxLength: 80, filterable: true }),
  },
});

let t: TestApp;
let investor: SignedIn;
let ids: Record<string, number>;

const idOf = async (email: string) => Number((await t.database.query<{ id: number }>('select id from users where email = $1', [email]))[0].id);

beforeAll(async () => {
  t = await createTestApp({ extraEntities: { [owned.name]: owned } });
  ids = { me: await idOf('inversionista@caudal.mx'), other: await idOf('inversionista2@caudal.mx') };
  // Investors read no user list by default; grant it, so that what stops them is the row scope.
  const usersModule = (await t.database.query<{ id: number }>(`select id from module where route = '/administrador/listas/usuarios'`))[0].id;
  const granted = await t.app.inject({ method: 'POST', url: '/api/permission', payload: { role_id: 5, module_id: usersModule, read: true, create: false, update: true, destroy: false, root: false } });
  expect(granted.statusCode).toBe(201);
  await t.database.query(`insert into test_owned_note (user_id, note) values ($1, 'mine'), ($2, 'theirs')`, [ids.me, ids.other]);
  investor = await signIn(t.app, 'inversionista@caudal.mx');
});

afterAll(async () => {
  await t?.close();
});

describe('an investor asking for user records', () => {
  it('lists only their own record, whatever the filter', async () => {
    const all = await investor.call('GET', '/api/user?take=9999');
    expect(all.body.data.result.map((u: { id: number }) => u.id)).toEqual([ids.me]);
    expect(all.body.data.result[0]).not.toHaveProperty('password');
    const byEmail = await investor.call('GET', '/api/user?email=inversionista2');
    expect(byEmail.body.data).toEqual({ result: [], total: 0 });
    const byIds = await investor.call('GET', `/api/user?ids=${ids.other},${ids.me}`);
    expect(byIds.body.data.total).toBe(1);
    const byType = await investor.call('GET', '/api/user/type/inversionista');
    expect(byType.body.data.result.map((u: { id: number }) => u.id)).toEqual([ids.me]);
  });

  it('gets 404 for another investor by id, for reading and for changing', async () => {
    expect((await investor.call('GET', `/api/user/${ids.other}`)).status).toBe(404);
    expect((await investor.call('PUT', `/api/user/${ids.other}`, { name: 'Changed Name' })).status).toBe(404);
    expect((await investor.call('GET', `/api/user/${ids.me}`)).status).toBe(200);
  });

  it('cannot change their own role or type', async () => {
    const answer = await investor.call('PUT', `/api/user/${ids.me}`, { role_id: 2 });
    expect(answer.status).toBe(403);
    const type = await investor.call('PUT', `/api/user/${ids.me}`, { type: 'cliente' });
    expect([type.status, type.body.errors?.type]).toEqual([422, ['El valor no se puede cambiar']]);
    const [row] = await t.database.query<{ role_id: number; type: string }>('select role_id, type from users where id = $1', [ids.me]);
    expect(row).toEqual({ role_id: 5, type: 'inversionista' });
  });

  it('staff see everyone', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/user?take=9999' });
    expect(all.json().data.total).toBeGreaterThan(5);
  });
});

describe('an entity declaring its owner field', () => {
  it('lists and reads only the investor\'s rows', async () => {
    const list = await investor.call('GET', `/api/${owned.name}?take=9999`);
    expect(list.body.data.result.map((r: { note: string }) => r.note)).toEqual(['mine']);
    const theirs = (await t.database.query<{ id: number }>(`select id from test_owned_note where note = 'theirs'`))[0].id;
    expect((await investor.call('GET', `/api/${owned.name}/${theirs}`)).status).toBe(404);
    const filtered = await investor.call('GET', `/api/${owned.name}?user_id=${ids.other}`);
    expect(filtered.body.data.total).toBe(0);
  });

  it('creates rows owned by the investor, whatever user_id was sent', async () => {
    const created = await investor.call('POST', `/api/${owned.name}`, { user_id: ids.other, note: 'sneaky' });
    expect(created.status).toBe(201);
    expect(created.body.data.user_id).toBe(ids.me);
    const staff = await t.app.inject({ method: 'POST', url: `/api/${owned.name}`, payload: { user_id: ids.other, note: 'for them' } });
    expect(staff.json().data.user_id).toBe(ids.other);
  });
});
