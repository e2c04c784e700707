/**
 * Four eyes on a person's data (docs/decisions/190): name, RFC, CURP,
 * bank data, email, phone and role are never written by one person alone, through any door. The walk
 * sends every operation of the OpenAPI document that takes a JSON body, as Root, Admin, Gestor and an
 * investor, with every four-eyes field changed, and then finds every existing user as it was. The database
 * refuses a direct UPDATE of each column; a change held for approval is applied only by someone else.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourEyesFields } from '../../schemas/framework/four-eyes.ts';
import { ROLE } from '../../schemas/role.ts';
import { user } from '../../schemas/user.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newInvestor } from '../helpers/user-payload.ts';
import { ACCOUNTS, SUITE_ENV } from './support/identities.ts';
import { recordFigures } from './support/report.ts';

let t: TestApp;
let people: Record<'root' | 'admin' | 'gestor' | 'investor', SignedIn>;
const FIELDS = fourEyesFields(user);
const COLUMNS = FIELDS.map((field) => `"${field}"`).join(', ');
const PASSWORD = 'Kx9#mQ2wLp';

type UserRow = Record<string, unknown> & { id: number };
const everyUser = async () => t.database.query<UserRow>(`select id, ${COLUMNS} from users order by id`);
const oneUser = async (id: number) => (await t.database.query<UserRow>(`select id, ${COLUMNS} from users where id = $1`, [id]))[0];

/** New, valid values for every four-eyes field (a client's role with its Tipo). */
function changedValues(): Record<string, unknown> {
  const fresh = newInvestor();
  return { ...Object.fromEntries(FIELDS.filter((f) => f in fresh).map((f) => [f, fresh[f]])), role_id: ROLE.client, type: 'cliente' };
}

interface Operation {
  method: string;
  path: string;
  properties: string[];
}

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: SUITE_ENV });
  people = {
    root: await signIn(t.app, ACCOUNTS.root),
    admin: await signIn(t.app, ACCOUNTS.admin),
    gestor: await signIn(t.app, ACCOUNTS.gestor),
    investor: await signIn(t.app, ACCOUNTS.investor),
  };
});

afterAll(async () => {
  await t?.close();
});

describe('no door writes a person’s data alone', () => {
  it('every OpenAPI operation with a JSON body, as every role, with every four-eyes field changed: no existing user changes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
    };
    const operations: Operation[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!['post', 'put', 'patch'].includes(method) || path === '/api/auth/logout') continue;
        if (operation.requestBody?.content?.['multipart/form-data']) continue;
        operations.push({ method: method.toUpperCase(), path, properties: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}) });
      }
    }
    // The doors that carry the fields by name must be among them (the walk is not empty by mistake).
    const carriers = operations.filter((op) => op.properties.some((p) => FIELDS.includes(p)));
    expect(carriers.map((op) => `${op.method} ${op.path}`)).toEqual(expect.arrayContaining(['PUT /api/user/{id}', 'POST /api/user']));

    const target = (await people.root.call('POST', '/api/user', newInvestor({ password: PASSWORD }))).body.data as UserRow;
    const before = await everyUser();
    const accepted: string[] = [];
    let tried = 0;
    for (const [who, person] of Object.entries(people)) {
      for (const op of operations) {
        const url = op.path.replace(/\{[^}]+\}/g, String(target.id));
        const answer = await person.call(op.method, url, changedValues());
        tried++;
        expect(answer.status, `${who} ${op.method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        if (answer.status < 300) accepted.push(`${who} ${op.method} ${op.path}`);
      }
      // The profile's own form, with all its fields (the person's own data).
      const own = await person.call('POST', '/api/profile', Object.fromEntries(Object.entries(changedValues()).filter(([f]) => ['name', 'email', 'rfc', 'curp', 'bank_name', 'bank_clabe', 'phone'].includes(f))));
      tried++;
      if (own.status < 300) accepted.push(`${who} POST /api/profile`);
    }
    // The doors were really open to the writers (2xx), and still nothing of anyone's data changed.
    expect(accepted).toEqual(expect.arrayContaining(['root PUT /api/user/{id}', 'admin PUT /api/user/{id}', 'root POST /api/profile', 'investor POST /api/profile']));
    const after = await everyUser();
    const existing = new Set(before.map((row) => row.id));
    expect(after.filter((row) => existing.has(row.id))).toEqual(before);
    recordFigures('four eyes (OpenAPI operations x roles with a person’s data changed)', { tried, violations: 0, detail: `${accepted.length} accepted, none wrote a four-eyes field` });
  });

  it('finding 1: Admin’s PUT of his own CLABE, and a Gestor’s of an investor’s, are held; nobody approves their own', async () => {
    const adminId = people.admin.session.user.id;
    const clabe = String(newInvestor().bank_clabe);
    const own = await people.admin.call('PUT', `/api/user/${adminId}`, { bank_clabe: clabe });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.bank_clabe).not.toBe(clabe);
    expect(own.body.data.pending_change).toEqual({ id: expect.any(Number), fields: ['bank_clabe'], message: 'Pendiente de aprobación: otra persona con permiso debe aprobar el cambio de bank_clabe' });
    expect((await oneUser(adminId)).bank_clabe).not.toBe(clabe);
    const mine = await people.admin.call('PATCH', `/api/profile/requests/${own.body.data.pending_change.id}`, { decision: 'approve' });
    expect(mine.status).toBe(403);

    const investor = (await people.root.call('POST', '/api/user', newInvestor({ password: PASSWORD }))).body.data as UserRow;
    const account = { bank_account: '0123456789', bank_name: 'Banco Insider', name: 'Otro Nombre' };
    const held = await people.gestor.call('PUT', `/api/user/${investor.id}`, account);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data.pending_change.fields.sort()).toEqual(['bank_account', 'bank_name', 'name']);
    expect((await oneUser(investor.id)).bank_account).toBe(investor.bank_account);
    // Whoever asked may not decide it, nor the person whose data it is.
    expect((await people.gestor.call('PATCH', `/api/profile/requests/${held.body.data.pending_change.id}`, { decision: 'approve' })).status).toBe(403);
    const byAdmin = await people.admin.call('PUT', `/api/user/${investor.id}`, { rfc: newInvestor().rfc });
    const asked = await people.admin.call('PATCH', `/api/profile/requests/${byAdmin.body.data.pending_change.id}`, { decision: 'approve' });
    expect(asked.status).toBe(403);
    expect(asked.body.message).toBe('No puedes revisar una solicitud que tú hiciste: otra persona con permiso debe aprobarla o rechazarla');
    expect((await oneUser(investor.id)).rfc).toBe(investor.rfc);
    // Someone else approves: applied, the Gestor and the investor are told in the bell.
    const [{ last }] = await t.database.query<{ last: number }>('select coalesce(max(id), 0)::int as last from user_notification');
    const approved = await people.admin.call('PATCH', `/api/profile/requests/${held.body.data.pending_change.id}`, { decision: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await oneUser(investor.id)).toMatchObject(account);
    const told = await t.database.query<{ user_id: number; message: string }>('select user_id, message from user_notification where id > $1 order by id', [last]);
    expect(told.map((row) => row.user_id).sort()).toEqual([people.gestor.session.user.id, investor.id].sort());
    expect(told.find((row) => row.user_id === investor.id)?.message).toContain('bank_account');
  });

  it('says the held change in English to a person who reads English', async () => {
    const investor = (await people.root.call('POST', '/api/user', newInvestor({ password: PASSWORD }))).body.data as UserRow;
    const answer = await people.root.inject({ method: 'PUT', url: `/api/user/${investor.id}`, payload: { name: 'New Name' }, headers: { 'x-screen-language': 'en' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.pending_change.message).toBe('Pending approval: someone else with the permission must approve the change of name');
  });
});

describe('the database refuses any other writer', () => {
  it('a lada is checked against the approved change like every other field', async () => {
    const target = (await people.root.call('POST', '/api/user', newInvestor({ password: PASSWORD }))).body.data as UserRow;
    const phone = String(newInvestor().phone);
    const held = await people.root.call('PUT', `/api/user/${target.id}`, { phone });
    const id = held.body.data.pending_change.id as number;
    /** One transaction approving the request by someone else, then writing `values`. */
    const attempt = (values: Record<string, string>) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select set_config('caudal.approved_change', '${id}', true)`));
        await tx.execute(sql.raw(`update profile_request set status = 'approved', reviewed_at = now(), reviewed_by = ${people.admin.session.user.id} where id = ${id}`));
        const assignments = Object.entries(values).map(([field, value]) => sql`${sql.identifier(field)} = ${value}`);
        await tx.execute(sql`update users set ${sql.join(assignments, sql`, `)} where id = ${target.id}`);
      });
    // An approved phone does not carry a lada nobody approved.
    await expect(attempt({ phone, lada: '+1' })).rejects.toMatchObject({ cause: { message: expect.stringMatching(/four eyes: lada/) } });
    await expect(attempt({ lada: '+1' })).rejects.toMatchObject({ cause: { message: expect.stringMatching(/four eyes: lada/) } });
    expect((await oneUser(target.id)).lada).toBe(target.lada);
  });

  it('a person with no lada on file gets a new phone approved: the lada derived from it is in the request, and the database lets it', async () => {
    const investor = (await people.root.call('POST', '/api/user', newInvestor({ password: PASSWORD }))).body.data as UserRow;
    // A record from before the lada was kept (the trigger is what stops this write, so it is set aside here).
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table users disable trigger users_four_eyes`);
      await tx.execute(sql`update users set lada = null where id = ${investor.id}`);
      await tx.execute(sql`alter table users enable trigger users_four_eyes`);
    });
    const phone = String(newInvestor().phone);
    const byStaff = await people.root.call('PUT', `/api/user/${investor.id}`, { phone });
    const approved = await people.admin.call('PATCH', `/api/profile/requests/${byStaff.body.data.pending_change.id}`, { decision: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await oneUser(investor.id)).toMatchObject({ phone, lada: expect.stringMatching(/^\+\d+$/) });
  });

  it('a direct UPDATE of each four-eyes column is refused, an unrelated one goes through', async () => {
    const target = (await people.root.call('POST', '/api/user', newInvestor({ password: PASSWORD }))).body.data as UserRow;
    const values: Record<string, unknown> = { ...changedValues(), lada: '+1' };
    for (const field of FIELDS) {
      await expect(t.database.query(`update users set "${field}" = $1 where id = $2`, [values[field], target.id]), field).rejects.toThrow(/four eyes/);
    }
    await t.database.query(`update users set fiscal_postal_code = '44100' where id = $1`, [target.id]);
    expect(await oneUser(target.id)).toEqual(Object.fromEntries(['id', ...FIELDS].map((f) => [f, target[f]])));
  });

  it('the same for the person’s own request from the profile', async () => {
    const own = people.investor.session.user.id;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table users disable trigger users_four_eyes`);
      await tx.execute(sql`update users set lada = null where id = ${own}`);
      await tx.execute(sql`alter table users enable trigger users_four_eyes`);
    });
    const profile = (await people.investor.call('GET', '/api/profile')).body.data as Record<string, string>;
    const phone = String(newInvestor().phone);
    const fields = ['name', 'email', 'rfc', 'curp', 'bank_name', 'bank_clabe'];
    const asked = await people.investor.call('POST', '/api/profile', { ...Object.fromEntries(fields.map((f) => [f, profile[f] ?? ''])), phone });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await people.admin.call('PATCH', `/api/profile/requests/${asked.body.data.id}`, { decision: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await oneUser(own)).toMatchObject({ phone, lada: expect.stringMatching(/^\+\d+$/) });
  });

  it('naming a request that was not approved by someone else in this transaction does not open it', async () => {
    const target = (await people.root.call('POST', '/api/user', newInvestor({ password: PASSWORD }))).body.data as UserRow;
    const held = await people.root.call('PUT', `/api/user/${target.id}`, { name: 'Nombre Retenido' });
    const id = held.body.data.pending_change.id as number;
    /** One transaction naming the request, `before` run first, then the write of `name`. */
    const attempt = (before: string, name = 'Nombre Retenido') =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select set_config('caudal.approved_change', '${id}', true)`));
        if (before) await tx.execute(sql.raw(before));
        await tx.execute(sql`update users set name = ${name} where id = ${target.id}`);
      });
    // Still pending.
    await expect(attempt('')).rejects.toThrow();
    // Approved, but by the one who asked.
    await expect(attempt(`update profile_request set status = 'approved', reviewed_at = now(), reviewed_by = requested_by where id = ${id}`)).rejects.toThrow();
    // Approved by the person whose data it is.
    await expect(attempt(`update profile_request set status = 'approved', reviewed_at = now(), reviewed_by = user_id where id = ${id}`)).rejects.toThrow();
    // Approved by someone else, for other values.
    const other = `update profile_request set status = 'approved', reviewed_at = now(), reviewed_by = ${people.admin.session.user.id} where id = ${id}`;
    await expect(attempt(other, 'Otro')).rejects.toThrow();
    // Approved by someone else in an earlier transaction: not this one's approval.
    await t.database.query(other);
    await expect(attempt('')).rejects.toThrow();
    expect((await oneUser(target.id)).name).toBe(target.name);
  });

  it('an approval of an earlier transaction stays that transaction’s, whatever its time says (the transaction id is compared, not now())', async () => {
    const target = (await people.root.call('POST', '/api/user', newInvestor({ password: PASSWORD }))).body.data as UserRow;
    const held = await people.root.call('PUT', `/api/user/${target.id}`, { name: 'Nombre Aprobado Antes' });
    const id = held.body.data.pending_change.id as number;
    await t.database.query(`update profile_request set status = 'approved', reviewed_at = now(), reviewed_by = $1 where id = $2`, [people.admin.session.user.id, id]);
    /** A later transaction naming the old approval, `before` run first, then the write. */
    const attempt = (before: string) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select set_config('caudal.approved_change', '${id}', true)`));
        await tx.execute(sql.raw(before));
        await tx.execute(sql`update users set name = 'Nombre Aprobado Antes' where id = ${target.id}`);
      });
    // Its time stamped again by this transaction: still not approved here.
    await expect(attempt(`update profile_request set reviewed_at = now() where id = ${id}`)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/four eyes/) } });
    // Nor by writing this transaction's id into it: only a decision (pending to approved) records it.
    await expect(attempt(`update profile_request set approved_txid = txid_current() where id = ${id}`)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/four eyes/) } });
    expect((await oneUser(target.id)).name).toBe(target.name);
    // The approval through the API (in one transaction) still applies a change.
    const again = await people.root.call('PUT', `/api/user/${target.id}`, { name: 'Nombre Aprobado Ahora' });
    const approved = await people.admin.call('PATCH', `/api/profile/requests/${again.body.data.pending_change.id}`, { decision: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await oneUser(target.id)).name).toBe('Nombre Aprobado Ahora');
  });
});
