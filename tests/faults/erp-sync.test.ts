/**
 * The demo's ERP stand-in end to end, as an operator runs it: `npm run demo:erp`
 * against the bundled server (what `npm start` runs), through a service account's bearer token that Root
 * created (docs/decisions/245): 1,000 customers, 8 companies and 30 agents come in; the same run again
 * changes nothing; the ERP's edits come in as updates, each audited under the account's name. A revoked
 * token is refused, and the script says so and fails. (What a Gestor-role token may not write:
 * tests/security/service-tokens.test.ts.)
 */
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLE } from '../../schemas/role.ts';
import { ROOT } from '../helpers/test-database.ts';
import { signIn, startServer, testDatabase, type HttpBrowser, type RealServer, type TestDatabaseHandle } from './support/real-server.ts';

const source = inject('testDatabase');
let database: TestDatabaseHandle;
let server: RealServer;
let root: HttpBrowser;

beforeAll(async () => {
  database = await testDatabase(source);
  server = await startServer({ name: 'erp', database });
  root = await signIn(server, 'root@caudal.mx');
}, 120_000);

afterAll(async () => {
  await server?.killAll();
  await database?.drop();
});

async function tokenFor(name: string, roleId: number): Promise<{ id: number; token: string }> {
  const answer = await root.call(server, 'POST', '/api/service_accounts', { name, role_id: roleId });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return { id: answer.json.data.id, token: answer.json.data.token };
}

/** `npm run demo:erp -- …` with the token, as docs/imports.md says to run it; no sign-in, no code asked. */
function demoErp(token: string, args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CAUDAL_URL: server.url, CAUDAL_TOKEN: token };
  delete env.CAUDAL_USER;
  delete env.CAUDAL_CODE;
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'demo:erp', '--', ...args], { cwd: ROOT, env, timeout: 300_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, out: `${stdout}${stderr}` });
    });
  });
}

const line = (out: string, entity: string) => new RegExp(`^${entity}: .*$`, 'm').exec(out)?.[0].replace(/ \(\d+ rows, [\d.]+ s\)( \[dry run\])?$/, '');

describe('npm run demo:erp through a service token', () => {
  it('pushes 1,000 customers, 8 companies and 30 agents; again nothing changes; its edits come in as updates, audited under the account', async () => {
    const { token } = await tokenFor('ERP Intelisis', ROLE.admin);
    const first = await demoErp(token, ['--customers', '1000']);
    expect(first.code, first.out).toBe(0);
    expect(line(first.out, 'company'), first.out).toBe('company: 8 created, 0 updated, 0 unchanged, 0 refused');
    expect(line(first.out, 'agent'), first.out).toBe('agent: 30 created, 0 updated, 0 unchanged, 0 refused');
    expect(line(first.out, 'customer'), first.out).toBe('customer: 1000 created, 0 updated, 0 unchanged, 0 refused');

    const again = await demoErp(token, ['--customers', '1000']);
    expect(line(again.out, 'customer'), again.out).toBe('customer: 0 created, 0 updated, 1000 unchanged, 0 refused');

    const dry = await demoErp(token, ['--customers', '1000', '--changes', '--dry-run']);
    expect(line(dry.out, 'customer'), dry.out).toBe('customer: 0 created, 20 updated, 980 unchanged, 0 refused');
    const edited = await demoErp(token, ['--customers', '1000', '--changes']);
    expect(line(edited.out, 'customer'), edited.out).toBe('customer: 0 created, 20 updated, 980 unchanged, 0 refused');

    // What the ERP wrote is in the book, and the Bitácora names the machine, not a person.
    const customers = await root.call(server, 'GET', '/api/customer?clave=CTE-00001');
    expect(customers.status).toBe(200);
    const trail = await root.call(server, 'GET', '/api/audit_log?entity=customer');
    expect(trail.status, JSON.stringify(trail.json).slice(0, 500)).toBe(200);
    const updates = trail.json.data.result as { action: string; service_account: string | null; user_id: number | null }[];
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((row) => row.service_account === 'ERP Intelisis' && row.user_id === null), JSON.stringify(updates.slice(0, 2))).toBe(true);
    expect(updates.some((row) => row.action === 'update')).toBe(true);
    // 1,000 creates and 20 updates: the runs that changed nothing wrote no audit row.
    expect(trail.json.data.total).toBe(1020);
  }, 600_000);

  it('with its token revoked, is refused (401) and fails saying so, writing nothing', async () => {
    const { id, token } = await tokenFor('ERP dado de baja', ROLE.admin);
    expect((await root.call(server, 'POST', `/api/service_accounts/${id}/revoke`, {})).status).toBe(200);
    const before = (await root.call(server, 'GET', '/api/customer')).json.data.total as number;
    const run = await demoErp(token, ['--customers', '1200']);
    expect(run.code, run.out).toBe(1);
    expect(run.out).toMatch(/company import answered 401/);
    expect((await root.call(server, 'GET', '/api/customer')).json.data.total).toBe(before);
  }, 120_000);
});
