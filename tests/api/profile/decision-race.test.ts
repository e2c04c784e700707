/**
 * One decision per change request: two decisions sent at the same moment, by two
 * people who may decide, end with exactly one of them: the other answers 409 and nothing of it is written
 * or sent (the user changed once, one bell notice, one SMS), and a rejection never stands over an applied change.
 * The race shows on PostgreSQL (`DATABASE_URL=postgres://... npx vitest run --project api` this file: before
 * the conditional write all six approvals answered 200); PGlite runs one statement at a time and hides it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_FIELDS } from '../../../schemas/profile.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let root: SignedIn;
let admin: SignedIn;
let investor: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  [root, admin, investor] = await Promise.all(['root@caudal.mx', 'admin@caudal.mx', 'inversionista@caudal.mx'].map((email) => signIn(t.app, email)));
});

afterAll(async () => {
  await t?.close();
});

/** The investor asks to be renamed; answers the request's id. */
async function askRename(name: string): Promise<number> {
  const profile = (await investor.call('GET', '/api/profile')).body.data;
  const asked = await investor.call('POST', '/api/profile', { ...Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f]])), name });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  return asked.body.data.id;
}

const count = async (sql: string, params: unknown[]) => Number((await t.database.query<{ n: number }>(sql, params))[0].n);
const userId = () => investor.session.user.id;
const told = (since: number) => count('select count(*)::int as n from user_notification where user_id = $1 and id > $2', [userId(), since]);
const smsSent = (since: number) => count("select count(*)::int as n from sms_log where id > $1", [since]);
const lastId = async (table: string) => count(`select coalesce(max(id), 0)::int as n from ${table}`, []);
const userUpdates = (since: number) => count("select count(*)::int as n from audit_log where entity = 'user' and action = 'update' and entity_id = $1 and id > $2", [String(userId()), since]);

describe('PATCH profile/requests/{id}, twice at once', () => {
  it('approve and approve: one 200, one 409; the user changed once, told once', async () => {
    const id = await askRename('Nombre Aprobado Dos Veces');
    const [notices, messages, audits] = [await lastId('user_notification'), await lastId('sms_log'), await lastId('audit_log')];
    const answers = await Promise.all([root, admin, root, admin, root, admin].map((who) => who.call('PATCH', `/api/profile/requests/${id}`, { decision: 'approve' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('La solicitud ya fue revisada');
    expect(await userUpdates(audits)).toBe(1);
    expect(await told(notices)).toBe(1);
    expect(await smsSent(messages)).toBe(1);
  });

  it('approve and reject: one wins, and the request says what happened to the user', async () => {
    const before = (await investor.call('GET', '/api/profile')).body.data.name;
    const id = await askRename('Nombre Aprobado O Rechazado');
    const [notices, messages] = [await lastId('user_notification'), await lastId('sms_log')];
    const answers = await Promise.all([
      root.call('PATCH', `/api/profile/requests/${id}`, { decision: 'approve' }),
      admin.call('PATCH', `/api/profile/requests/${id}`, { decision: 'reject', reason: 'No coincide con el INE' }),
      root.call('PATCH', `/api/profile/requests/${id}`, { decision: 'approve' }),
      admin.call('PATCH', `/api/profile/requests/${id}`, { decision: 'reject', reason: 'No coincide con el INE' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const [request] = await t.database.query<{ status: string }>('select status from profile_request where id = $1', [id]);
    const name = (await investor.call('GET', '/api/profile')).body.data.name;
    const winner = answers.findIndex((a) => a.status === 200);
    expect({ status: request.status, name }).toEqual(winner % 2 === 0 ? { status: 'approved', name: 'Nombre Aprobado O Rechazado' } : { status: 'rejected', name: before });
    expect(await told(notices)).toBe(1);
    expect(await smsSent(messages)).toBe(1);
  });
});
