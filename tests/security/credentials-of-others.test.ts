/**
 * docs/decisions/126 and docs/security.md "Credentials of others": a
 * person's username, email, phone, password and role are the administrator's to change (Admin's for
 * Gestores and below, Root's for Admins); a role is granted only from above; and whichever way one of
 * them changes (user edit, approved profile request), the person's sessions, pending codes and
 * temporary passwords end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../schemas/role.ts';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';
import { browser, lastCodeTo, signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newInvestor } from '../helpers/user-payload.ts';

let t: TestApp;
let root: SignedIn;
let admin: SignedIn;
let gestor: SignedIn;
/** The password the people made here sign in with. */
const PASSWORD = 'Kx9#mQ2wLp';
const newUser = (changes: Record<string, unknown> = {}) => newInvestor({ password: PASSWORD, ...changes });

const userRow = async (id: number) =>
  (await t.database.query<{ username: string; email: string; phone: string; role_id: number; password: string; name: string }>('select username, email, phone, role_id, password, name from users where id = $1', [id]))[0];
const sessionsOf = async (id: number) => Number((await t.database.query<{ n: number }>('select count(*)::int as n from session where user_id = $1', [id]))[0].n);

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  root = await signIn(t.app, 'root@caudal.mx');
  admin = await signIn(t.app, 'admin@caudal.mx');
  gestor = await signIn(t.app, 'gestor@caudal.mx');
});

afterAll(async () => {
  await t?.close();
});

describe('credentials and roles of others are the administrator’s', () => {
  it('a Gestor may edit an investor’s other data, but not their username, email, phone, password or role; nothing changes', async () => {
    const investor = (await admin.call('POST', '/api/user', newUser())).body.data;
    const before = await userRow(investor.id);
    const attempts: Record<string, unknown>[] = [
      { password: 'Zq7#wLp2Tn' },
      { phone: '5512345678' },
      { email: 'taken.over@example.com' },
      { username: 'taken.over' },
      { role_id: ROLE.gestor, type: null },
      { role_id: ROLE.client, type: 'cliente' },
    ];
    for (const changes of attempts) {
      const answer = await gestor.call('PUT', `/api/user/${investor.id}`, changes);
      expect([JSON.stringify(changes), answer.status]).toEqual([JSON.stringify(changes), 403]);
      expect(answer.body.message).toBe('Solo un Administrador puede cambiar el usuario, correo, teléfono, contraseña o rol de otra persona (los de un Administrador, solo Root)');
    }
    expect(await userRow(investor.id)).toEqual(before);
    // The same values sent back change nothing and pass; other fields are the Gestor's to edit.
    const edited = await gestor.call('PUT', `/api/user/${investor.id}`, { name: 'Mariana Quintero', email: before.email.toUpperCase(), phone: before.phone, role_id: before.role_id });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  });

  it('a Gestor may create investors and clients, but not a Gestor; an Admin not an Admin', async () => {
    expect((await gestor.call('POST', '/api/user', newUser())).status).toBe(201);
    const promoted = await gestor.call('POST', '/api/user', newUser({ role_id: ROLE.gestor, type: null }));
    expect(promoted.status).toBe(403);
    expect(promoted.body.message).toBe('No puedes asignar ese rol: un rol solo lo asigna alguien de rango superior');
    expect((await admin.call('POST', '/api/user', newUser({ role_id: ROLE.gestor, type: null }))).status).toBe(201);
    expect((await admin.call('POST', '/api/user', newUser({ role_id: ROLE.admin, type: null }))).status).toBe(403);
  });

  it('an Admin changes an investor’s or a Gestor’s credentials; an Admin’s only Root', async () => {
    const investor = (await admin.call('POST', '/api/user', newUser())).body.data;
    expect((await admin.call('PUT', `/api/user/${investor.id}`, { phone: '5512340001' })).status).toBe(200);
    const otherGestor = (await admin.call('POST', '/api/user', newUser({ role_id: ROLE.gestor, type: null }))).body.data;
    expect((await admin.call('PUT', `/api/user/${otherGestor.id}`, { password: 'Zq7#wLp2Tn' })).status).toBe(200);
    const otherAdmin = (await root.call('POST', '/api/user', newUser({ role_id: ROLE.admin, type: null }))).body.data;
    expect((await admin.call('PUT', `/api/user/${otherAdmin.id}`, { email: 'admin.two@example.com' })).status).toBe(403);
    expect((await admin.call('PUT', `/api/user/${otherAdmin.id}`, { name: 'Otro Admin' })).status).toBe(200);
    expect((await root.call('PUT', `/api/user/${otherAdmin.id}`, { email: 'admin.two@example.com' })).status).toBe(200);
  });

  it('a Gestor keeps its own password and phone, not its role', async () => {
    const me = gestor.session.user.id;
    const own = await gestor.call('PUT', `/api/user/${me}`, { password: 'Zq7#wLp2Tn' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    // Its own session goes on; a change of its own role does not.
    expect((await gestor.call('GET', '/api/auth/session')).status).toBe(200);
    const role = await gestor.call('PUT', `/api/user/${me}`, { role_id: ROLE.investor, type: 'inversionista' });
    expect(role.status).toBe(403);
    expect(role.body.message).toBe('No puedes cambiar tu propio rol');
  });

  it('approving a profile request that changes the phone is the administrator’s too', async () => {
    const created = (await admin.call('POST', '/api/user', newUser())).body.data;
    const person = await signIn(t.app, created.email, PASSWORD);
    const profile = (await person.call('GET', '/api/profile')).body.data;
    const asked = await person.call('POST', '/api/profile', { name: profile.name, email: profile.email, rfc: profile.rfc, curp: profile.curp, bank_name: profile.bank_name, bank_clabe: profile.bank_clabe, phone: '5512340077' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((await gestor.call('PATCH', `/api/profile/requests/${asked.body.data.id}`, { decision: 'approve' })).status).toBe(403);
    expect((await userRow(created.id)).phone).toBe(created.phone);
    expect((await admin.call('PATCH', `/api/profile/requests/${asked.body.data.id}`, { decision: 'approve' })).status).toBe(200);
    // Finding 5: the person signs in again.
    expect(await sessionsOf(created.id)).toBe(0);
    expect([401, 419]).toContain((await person.call('GET', '/api/profile')).status);
  });
});

describe('a changed credential ends the person’s sessions and pending codes', () => {
  for (const [what, changes] of [
    ['password', { password: 'Zq7#wLp2Tn' }],
    ['phone', { phone: '5512349999' }],
    ['email', { email: 'moved@example.com' }],
    ['role', { role_id: ROLE.client, type: 'cliente' }],
  ] as const) {
    it(`${what}: the open session answers 401/419, the code waiting for it opens nothing`, async () => {
      const created = (await admin.call('POST', '/api/user', newUser())).body.data;
      const person = await signIn(t.app, created.email, PASSWORD);
      expect((await person.call('GET', '/api/profile')).status).toBe(200);
      // A second browser stands between password and code.
      const waiting = browser(t.app);
      expect((await waiting.call('POST', '/api/auth/login', { user: created.email, password: PASSWORD })).status).toBe(200);
      const code = await lastCodeTo(t.app, created.phone);

      const changed = await admin.call('PUT', `/api/user/${created.id}`, what === 'email' ? { email: `moved${created.id}@example.com` } : changes);
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      if (what !== 'password') {
        // Phone, email and role are four-eyes fields (decision 190): nothing changes, nothing ends, until someone else approves.
        expect(changed.body.data.pending_change.fields.length).toBeGreaterThan(0);
        expect((await person.call('GET', '/api/profile')).status).toBe(200);
        const approved = await root.call('PATCH', `/api/profile/requests/${changed.body.data.pending_change.id}`, { decision: 'approve' });
        expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      }

      expect([401, 419]).toContain((await person.call('GET', '/api/profile')).status);
      expect(await sessionsOf(created.id)).toBe(0);
      const verified = await waiting.call('POST', '/api/auth/verificate', { code });
      expect(verified.status).toBe(422);
      const [audit] = await t.database.query<{ after: { fields: string[]; sessions_ended: number } }>(
        `select after from audit_log where entity = 'session' and entity_id = $1 and action = 'ended-by-credential-change' order by id desc limit 1`,
        [String(created.id)],
      );
      expect(audit.after.sessions_ended).toBe(1);
    });
  }

  it('one’s own password change in the profile ends the other sessions and the sign-in waiting for its code', async () => {
    const created = (await admin.call('POST', '/api/user', newUser())).body.data;
    const person = await signIn(t.app, created.email, PASSWORD);
    const other = await signIn(t.app, created.email, PASSWORD);
    const waiting = browser(t.app);
    expect((await waiting.call('POST', '/api/auth/login', { user: created.email, password: PASSWORD })).status).toBe(200);
    const code = await lastCodeTo(t.app, created.phone);
    const changed = await person.call('PATCH', '/api/profile/password', { current: PASSWORD, new: 'Zq7#wLp2Tn', confirm: 'Zq7#wLp2Tn' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await person.call('GET', '/api/profile')).status).toBe(200);
    expect([401, 419]).toContain((await other.call('GET', '/api/profile')).status);
    expect((await waiting.call('POST', '/api/auth/verificate', { code })).status).toBe(422);
  });

  it('a change that touches no credential leaves the sessions alone', async () => {
    const created = (await admin.call('POST', '/api/user', newUser())).body.data;
    const person = await signIn(t.app, created.email, PASSWORD);
    expect((await admin.call('PUT', `/api/user/${created.id}`, { name: 'Nombre Nuevo', email: created.email, phone: created.phone })).status).toBe(200);
    expect((await person.call('GET', '/api/profile')).status).toBe(200);
  });

  it('the demo password still signs the Admin in (nothing here touched it)', async () => {
    const client = browser(t.app);
    expect((await client.call('POST', '/api/auth/login', { user: 'admin', password: demoPassword() })).status).toBe(200);
  });
});
