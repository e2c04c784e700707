/**
 * Two servers, one PostgreSQL (docs/decisions/035): two real processes of the bundle `npm
 * start` runs, behind no load balancer but spoken to by turns. A session made on A works on B; the
 * code-send limit and the per-account sign-in limit count across both; a file uploaded on A downloads on
 * B; a permission revoked on A is enforced on B at once. Codes are read from each server's output, as a
 * developer reads them (the log SMS driver). On a PGlite run the machine's PostgreSQL serves.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROFILE_FIELDS } from '../../schemas/profile.ts';
import { ROLE } from '../../schemas/role.ts';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { HttpBrowser as Browser, postgresTestDatabase, signIn as signInAs, startServer, type RealServer as Server, type TestDatabaseHandle } from './support/real-server.ts';

let database: TestDatabaseHandle;
const servers: Server[] = [];

const query = <T>(sql: string, params: unknown[] = []) => database.query<T>(sql, params);

/** Password on `loginOn`, code on `verifyOn`: the two halves of sign-in on different servers. */
const signIn = (email: string, loginOn: Server, verifyOn: Server) => signInAs(loginOn, email, verifyOn);

beforeAll(async () => {
  database = await postgresTestDatabase(inject('testDatabase'));
  // A migrates and seeds (or finds the run's template); B then finds the database ready, as a second replica would.
  const env = { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '8', FILE_STORAGE: 'database' };
  servers.push(await startServer({ name: 'A', database, env }));
  servers.push(await startServer({ name: 'B', database, env }));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.killAll()));
  await database?.drop();
});

const [A, B] = [() => servers[0]!, () => servers[1]!];

describe('two servers on one PostgreSQL', () => {
  it('a session made on A (code checked on B, even) works on B, CSRF token included', async () => {
    const root = await signIn('root@caudal.mx', A(), B());
    expect((await root.call(B(), 'GET', '/api/auth/session')).status).toBe(200);
    const created = await root.call(B(), 'POST', '/api/status', { name: 'Creado en B', description: 'sesión de A' });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect((await root.call(A(), 'GET', `/api/status/${created.json.data.id}`)).json.data.name).toBe('Creado en B');
  });

  it('the code-send limit (5 codes in 10 minutes) counts the codes both servers sent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const browser = new Browser();
      const server = i % 2 === 0 ? A() : B();
      await browser.call(server, 'GET', '/api/csrf-cookie');
      statuses.push((await browser.call(server, 'POST', '/api/auth/login', { user: 'gestor@caudal.mx', password: demoPassword(), channel: 'sms' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const throttled = await query<{ n: string }>("select count(*) as n from audit_log where action = 'login-throttled'");
    expect(Number(throttled[0]!.n)).toBe(1);
  });

  it('15 recoveries of one number at once, split over both servers: one SMS, one temporary password', async () => {
    const [owner] = await query<{ id: number; phone: string }>("select id, phone from users where email = 'inversionista@caudal.mx'");
    const statuses = await Promise.all(
      Array.from({ length: 15 }, async (_, i) => {
        const browser = new Browser();
        const server = i % 2 === 0 ? A() : B();
        await browser.call(server, 'GET', '/api/csrf-cookie');
        return (await browser.call(server, 'POST', '/api/auth/password_recovery', { phone: owner!.phone })).status;
      }),
    );
    // The per-account limit of this file (8 in 10 minutes) refuses some outright; the rest answer alike.
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(1);
    // The SMS leaves after the answer: wait for the background send.
    const smsCount = async () => Number((await query<{ n: string }>('select count(*) as n from sms_log where phone = $1', [owner!.phone]))[0]!.n);
    for (let i = 0; i < 50 && (await smsCount()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    expect(await smsCount()).toBe(1);
    const temporary = await query<{ n: string }>('select count(*) as n from temporary_password where user_id = $1', [owner!.id]);
    expect(Number(temporary[0]!.n)).toBe(1);
  });

  it('the per-account sign-in limit counts attempts on both servers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const browser = new Browser();
      const server = i % 2 === 0 ? A() : B();
      await browser.call(server, 'GET', '/api/csrf-cookie');
      statuses.push((await browser.call(server, 'POST', '/api/auth/login', { user: 'cliente@caudal.mx', password: 'Equivocada#1', channel: 'sms' })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 429]);
  });

  it('a file uploaded on A downloads on B, byte for byte, from the database', async () => {
    const root = await signIn('root@caudal.mx', B(), A());
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 251))]);
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/pdf' }), 'contrato.pdf');
    const uploaded = await root.call(A(), 'POST', '/api/file?entity=investment&field=contract', form);
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const downloaded = await root.call(B(), 'GET', uploaded.json.data[0].url);
    expect(downloaded.status).toBe(200);
    expect(downloaded.bytes.equals(content)).toBe(true);
    const key = (uploaded.json.data[0].url as string).split('/').pop();
    expect(await query('select size from stored_file_content where key = $1', [key])).toEqual([{ size: String(content.length) }]);
  });

  it('a permission revoked on A is enforced on B at once', async () => {
    const root = await signIn('root@caudal.mx', A(), A());
    const adminUser = await signIn('admin@caudal.mx', B(), B());
    expect((await adminUser.call(B(), 'GET', '/api/sms_log')).status).toBe(200);
    const [row] = await query<{ id: number }>("select p.id from permission p join module m on m.id = p.module_id where p.role_id = $1 and m.route = '/administrador/listas/smslogs'", [ROLE.admin]);
    expect((await root.call(A(), 'PUT', `/api/permission/${row!.id}`, { read: false })).status).toBe(200);
    expect((await adminUser.call(B(), 'GET', '/api/sms_log')).status).toBe(403);
  });

  it('a change request decided on A and on B at the same moment is decided once: one 200, one 409, the user changed once', async () => {
    const investor = await signIn('inversionista@caudal.mx', A(), A());
    const [root, admin] = [await signIn('root@caudal.mx', A(), A()), await signIn('admin@caudal.mx', B(), B())];
    const profile = (await investor.call(A(), 'GET', '/api/profile')).json.data;
    const fields = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, profile[f]]));
    for (const [round, second] of [['approve', 'approve'], ['approve', 'reject']] as const) {
      const asked = await investor.call(A(), 'POST', '/api/profile', { ...fields, name: `${profile.name} ${round}-${second}` });
      expect(asked.status, JSON.stringify(asked.json)).toBe(201);
      const id = asked.json.data.id;
      const [updatesBefore] = await query<{ n: string }>("select count(*) as n from audit_log where entity = 'user' and action = 'update' and entity_id = $1", [String(profile.id)]);
      const answers = await Promise.all([
        root.call(A(), 'PATCH', `/api/profile/requests/${id}`, { decision: round }),
        admin.call(B(), 'PATCH', `/api/profile/requests/${id}`, second === 'reject' ? { decision: 'reject', reason: 'No coincide' } : { decision: 'approve' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const [updatesAfter] = await query<{ n: string }>("select count(*) as n from audit_log where entity = 'user' and action = 'update' and entity_id = $1", [String(profile.id)]);
      const [request] = await query<{ status: string }>('select status from profile_request where id = $1', [id]);
      const applied = Number(updatesAfter!.n) - Number(updatesBefore!.n);
      expect({ status: request!.status, applied }).toEqual(request!.status === 'approved' ? { status: 'approved', applied: 1 } : { status: 'rejected', applied: 0 });
    }
  });

  it('both servers derived their keys from one secret, kept in the database', async () => {
    expect(await query<{ name: string }>('select name from server_secret')).toEqual([{ name: 'auth' }]);
  });
});
