/**
 * Service accounts' bearer tokens (docs/decisions/245): the role's route access and nothing more, no
 * CSRF for bearer requests (still required of cookie sessions), no cookie ever set, revoked and
 * rotated tokens refused, the token never stored or audited in clear, and a limit per token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../schemas/role.ts';
import { sha256 } from '../../server/auth/tokens.ts';
import { browser } from '../helpers/sign-in.ts';
import { EXAMPLE_LOAN } from '../api/loans/loan-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signInEveryone, SUITE_ENV, type Identity } from './support/identities.ts';

let t: TestApp;
let identities: Identity[];
const as = (name: Identity['name']) => identities.find((i) => i.name === name)!.client;

beforeAll(async () => {
  t = await createTestApp({ signInAs: null, env: { ...SUITE_ENV, SERVICE_TOKEN_RATE_LIMIT_PER_MINUTE: '40' } });
  identities = await signInEveryone(t);
});

afterAll(async () => {
  await t?.close();
});

async function createAccount(name: string, roleId: number): Promise<{ id: number; token: string; version: number }> {
  const answer = await as('root').call('POST', '/api/service_accounts', { name, role_id: roleId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

let loans = 0;
const newLoan = () => ({ ...EXAMPLE_LOAN, intelisis_id: `T-SA-${process.pid}-${++loans}` });

/** A machine's request: the token alone, no cookie jar, no CSRF header. */
const machine = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  browser(t.app).inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('service accounts: who manages them', () => {
  it('only Root lists, creates, rotates and revokes them; Admin and Gestor are 403, a visitor 401', async () => {
    for (const name of ['admin', 'gestor'] as const) {
      expect((await as(name).call('GET', '/api/service_accounts')).status, name).toBe(403);
      expect((await as(name).call('POST', '/api/service_accounts', { name: `x-${name}`, role_id: ROLE.gestor })).status, name).toBe(403);
    }
    expect((await as('visitor').call('GET', '/api/service_accounts')).status).toBe(401);
    expect((await as('root').call('GET', '/api/service_accounts')).status).toBe(200);
  });

  it('no machine holds Root, investor or client', async () => {
    for (const roleId of [ROLE.root, ROLE.investor, ROLE.client]) {
      const answer = await as('root').call('POST', '/api/service_accounts', { name: `no-${roleId}`, role_id: roleId });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['role_id']);
    }
  });
});

describe('a Gestor-role token', () => {
  it('reads and writes what a Gestor may, and is refused (403) what a Gestor may not', async () => {
    const { token } = await createAccount('ERP gestor', ROLE.gestor);
    expect((await machine(token, 'GET', '/api/loan')).statusCode).toBe(200);
    const created = await machine(token, 'POST', '/api/loan', newLoan());
    expect(created.statusCode, created.body).toBe(201);

    const gestorSession = await as('gestor').call('POST', '/api/role', { name: 'Nuevo', description: 'x' });
    expect(gestorSession.status).toBe(403);
    const refused = await machine(token, 'POST', '/api/role', { name: 'Nuevo', description: 'x' });
    expect(refused.statusCode).toBe(403);
    expect((await machine(token, 'GET', '/api/permission')).statusCode).toBe(403);
    expect((await as('gestor').call('GET', '/api/permission')).status).toBe(403);
    expect((await machine(token, 'GET', '/api/service_accounts')).statusCode).toBe(403);
  });

  it('its writes and refusals are audited under the account, not a person', async () => {
    const { id, token } = await createAccount('BI audit', ROLE.gestor);
    const created = await machine(token, 'POST', '/api/loan', newLoan());
    expect(created.statusCode).toBe(201);
    await machine(token, 'POST', '/api/role', { name: 'Otro', description: 'x' });
    const rows = await t.database.query<{ action: string; user_id: number | null; entity: string }>(
      'select action, user_id, entity from audit_log where service_account_id = $1 order by id',
      [id],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.user_id === null)).toBe(true);
    expect(rows).toContainEqual({ action: 'create', user_id: null, entity: 'loan' });
    expect(rows.at(-1)).toEqual({ action: 'forbidden', user_id: null, entity: 'role' });
    const trail = await as('root').call('GET', `/api/audit_log?entity=loan&entity_id=${created.json().data.id}`);
    expect(trail.body.data.result[0].service_account).toBe('BI audit');
  });
});

describe('bearer requests are not browser sessions', () => {
  it('need no CSRF header, while a cookie session still does (419)', async () => {
    const { token } = await createAccount('no csrf', ROLE.gestor);
    const answer = await machine(token, 'POST', '/api/loan', newLoan());
    expect(answer.statusCode).toBe(201);
    const gestor = as('gestor');
    const withoutHeader = await gestor.inject({ method: 'POST', url: '/api/loan', payload: newLoan(), headers: { 'x-xsrf-token': 'wrong' } });
    expect(withoutHeader.statusCode).toBe(419);
  });

  it('never set a cookie, not even on a refusal', async () => {
    const { token } = await createAccount('no cookie', ROLE.gestor);
    for (const [method, url] of [['GET', '/api/loan'], ['GET', '/api/user'], ['GET', '/api/auth/session'], ['POST', '/api/auth/login']] as const) {
      const answer = await machine(token, method, url, method === 'POST' ? { user: 'gestor@caudal.mx', password: 'x' } : undefined);
      expect(answer.headers['set-cookie'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('sign-in, the session and a person’s own routes refuse a live token (403)', async () => {
    const { token } = await createAccount('no sign-in', ROLE.admin);
    for (const [method, url] of [['POST', '/api/auth/login'], ['GET', '/api/auth/session'], ['GET', '/api/csrf-cookie'], ['GET', '/api/profile']] as const) {
      const answer = await machine(token, method, url, method === 'POST' ? { user: 'admin@caudal.mx', password: 'x' } : undefined);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json().message).toBe('A service token opens no session and uses no personal routes; call the API with it');
    }
  });

  it('a wrong token is 401, even beside a valid session cookie', async () => {
    const answer = await as('root').inject({ method: 'GET', url: '/api/loan', headers: { authorization: 'Bearer caudal_sa_nothing', 'accept-language': 'en' } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe('The service token is not valid or was revoked');
  });
});

describe('rotation and revocation', () => {
  it('a rotated token stops at once and the new one works; a revoked one is 401', async () => {
    const account = await createAccount('rotating', ROLE.gestor);
    const rotated = await as('root').call('POST', `/api/service_accounts/${account.id}/rotate`, { version: account.version });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const fresh = rotated.body.data.token as string;
    expect(fresh).not.toBe(account.token);
    expect((await machine(account.token, 'GET', '/api/loan')).statusCode).toBe(401);
    expect((await machine(fresh, 'GET', '/api/loan')).statusCode).toBe(200);

    const stale = await as('root').call('POST', `/api/service_accounts/${account.id}/revoke`, { version: account.version });
    expect(stale.status).toBe(409);
    const revoked = await as('root').call('POST', `/api/service_accounts/${account.id}/revoke`, { version: rotated.body.data.version });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).toBeTruthy();
    expect((await machine(fresh, 'GET', '/api/loan')).statusCode).toBe(401);
    // Already revoked is a conflict, as every "already done" (decision 203).
    expect((await as('root').call('POST', `/api/service_accounts/${account.id}/rotate`, {})).status).toBe(409);
  });
});

describe('the token at rest', () => {
  it('is stored only as its SHA-256, never answered again, never in the audit trail', async () => {
    const { id, token } = await createAccount('at rest', ROLE.gestor);
    const [row] = await t.database.query<Record<string, unknown>>('select * from service_account where id = $1', [id]);
    expect(Object.values(row!).map(String)).not.toContain(token);
    expect(row!.token_hash).toBe(sha256(token));
    const list = await as('root').call('GET', '/api/service_accounts');
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(token);
    expect(text).not.toContain(sha256(token));
    const [dump] = await t.database.query<{ text: string }>("select coalesce(string_agg(coalesce(before::text, '') || coalesce(after::text, ''), ' '), '') as text from audit_log");
    expect(dump!.text).not.toContain(token.slice(10));
    expect(dump!.text).not.toContain(sha256(token));
  });

  it('records when it was last used', async () => {
    const { id, token } = await createAccount('last used', ROLE.gestor);
    const before = (await as('root').call('GET', '/api/service_accounts')).body.data.result.find((a: { id: number }) => a.id === id);
    expect(before.last_used_at).toBeNull();
    await machine(token, 'GET', '/api/loan');
    const after = (await as('root').call('GET', '/api/service_accounts')).body.data.result.find((a: { id: number }) => a.id === id);
    expect(after.last_used_at).not.toBeNull();
  });
});

describe('the limit per token', () => {
  it('refuses past SERVICE_TOKEN_RATE_LIMIT_PER_MINUTE with 429, and another token is not affected', async () => {
    const first = await createAccount('busy', ROLE.gestor);
    const second = await createAccount('quiet', ROLE.gestor);
    const codes: number[] = [];
    for (let i = 0; i < 41; i++) codes.push((await machine(first.token, 'GET', '/api/loan?take=1')).statusCode);
    expect(codes.slice(0, 40).every((c) => c === 200)).toBe(true);
    expect(codes[40]).toBe(429);
    const refused = await machine(first.token, 'GET', '/api/loan?take=1');
    expect(refused.json().message).toMatch(/^Too many requests with this token; wait \d+ seconds$/);
    expect((await machine(second.token, 'GET', '/api/loan?take=1')).statusCode).toBe(200);
  });
});
