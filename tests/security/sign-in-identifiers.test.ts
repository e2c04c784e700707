/**
 * docs/decisions/125: a sign-in identifier names one account however it is
 * written. Usernames and emails share one key space (NFKC, case folding, Cyrillic and Greek look-alikes),
 * every write path refuses a taken one (user create and edit, profile requests, approvals), the
 * database's unique key settles two writers at once, and sign-in resolves to exactly one account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../schemas/index.ts';
import { ROLE } from '../../schemas/role.ts';
import { backfillIdentifiers } from '../../server/entities/user-identifiers.ts';
import { recordFactory } from '../helpers/record-factory/record-factory.ts';
import { browser, lastCodeTo, signIn, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newInvestor as newUser } from '../helpers/user-payload.ts';
import { demoPassword } from '../../server/db/seed/seed-auth.ts';

let t: TestApp;
let admin: SignedIn;
let gestor: SignedIn;

const idOf = async (email: string) => Number((await t.database.query<{ id: number }>('select id from users where email = $1', [email]))[0].id);

beforeAll(async () => {
  t = await createTestApp({ signInAs: null });
  admin = await signIn(t.app, 'admin@caudal.mx');
  gestor = await signIn(t.app, 'gestor@caudal.mx');
});

afterAll(async () => {
  await t?.close();
});

describe('one key space for usernames and emails', () => {
  it('a Gestor cannot take an investor’s email, in capitals, as its own username; nothing changes', async () => {
    const gestorId = await idOf('gestor@caudal.mx');
    const answer = await gestor.call('PUT', `/api/user/${gestorId}`, { username: 'INVERSIONISTA@CAUDAL.MX' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.errors.username).toEqual(['Ese usuario o correo ya identifica a otra cuenta (sin distinguir mayúsculas ni letras parecidas)']);
    const [row] = await t.database.query<{ username: string }>('select username from users where id = $1', [gestorId]);
    expect(row.username).toBe('gestor');
  });

  it('refuses, on create, a username equal to another account’s username or email, whatever its case or width', async () => {
    for (const username of ['ADMIN', 'Admin@Caudal.MX', 'ａｄｍｉｎ', 'root']) {
      const answer = await admin.call('POST', '/api/user', newUser({ username }));
      expect([username, answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([username, 422, ['username']]);
    }
    const email = await admin.call('POST', '/api/user', newUser({ email: 'Gestor@caudal.mx' }));
    expect(email.status).toBe(422);
    expect(Object.keys(email.body.errors)).toEqual(['email']);
  });

  it('refuses Cyrillic and Greek look-alikes: mixed with Latin outright, alone as the Latin name they imitate', async () => {
    const mixed = await admin.call('POST', '/api/user', newUser({ username: 'gеstor2' })); // Cyrillic е
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.username).toEqual(['El identificador mezcla letras latinas con cirílicas o griegas que se parecen; escríbelo solo con letras latinas']);
    const cyrillic = await admin.call('POST', '/api/user', newUser({ username: 'сliеntе'.replace(/l/g, 'ӏ').replace(/n/g, 'п') }));
    expect(cyrillic.status).toBe(422);
    expect((await admin.call('POST', '/api/user', newUser({ username: 'cocoa' }))).status).toBe(201);
    const lookalike = await admin.call('POST', '/api/user', newUser({ username: 'СОСОА' })); // all Cyrillic
    expect(lookalike.status).toBe(422);
    expect(lookalike.body.errors.username).toEqual(['Ese usuario o correo ya identifica a otra cuenta (sin distinguir mayúsculas ni letras parecidas)']);
    const invisible = await admin.call('POST', '/api/user', newUser({ username: 'ad\u200bmin' }));
    expect(invisible.status).toBe(422);
    expect(invisible.body.errors.username).toEqual(['El identificador lleva caracteres invisibles; quítalos']);
  });

  it('answers in English when the person reads English', async () => {
    const answer = await admin.inject({ method: 'POST', url: '/api/user', payload: newUser({ username: 'ROOT' }), headers: { 'accept-language': 'en' } });
    // Admin's session language (es) wins over the header; switch it to English to read the English text.
    await admin.call('PATCH', '/api/user_settings', { language: 'en' });
    const english = await admin.call('POST', '/api/user', newUser({ username: 'ROOT' }));
    await admin.call('PATCH', '/api/user_settings', { language: 'es' });
    expect(answer.statusCode).toBe(422);
    expect(english.body.errors.username).toEqual(['That username or email already identifies another account (ignoring case and look-alike letters)']);
  });

  it('keeps a person’s own username equal to their own email, and frees an identifier its owner gave up', async () => {
    const created = await admin.call('POST', '/api/user', newUser({ username: 'Same@Example.com', email: 'same@example.com' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const renamed = await admin.call('PUT', `/api/user/${created.body.data.id}`, { username: 'samesame' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const reused = await admin.call('POST', '/api/user', newUser({ username: 'SAME@example.com' }));
    expect(reused.status).toBe(422); // still the first one's email
    const freed = await admin.call('POST', '/api/user', newUser({ username: 'ident-free' }));
    expect(freed.status).toBe(201);
    const other = await admin.call('PUT', `/api/user/${created.body.data.id}`, { username: 'SameSame2' });
    expect(other.status).toBe(200);
    expect((await admin.call('POST', '/api/user', newUser({ username: 'samesame' }))).status).toBe(201);
  });
});

describe('every write path and the database', () => {
  it('a profile request for another account’s email is answered as a free one (decision 191) and refused at approval, also when it became taken meanwhile', async () => {
    const investor = await signIn(t.app, 'inversionista2@caudal.mx');
    const current = (await investor.call('GET', '/api/profile')).body.data;
    const taken = await investor.call('POST', '/api/profile', { name: current.name, email: 'CLIENTE@caudal.mx', rfc: current.rfc, curp: current.curp, bank_name: current.bank_name ?? 'Banorte', bank_clabe: current.bank_clabe, phone: current.phone });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const refused = await admin.call('PATCH', `/api/profile/requests/${taken.body.data.id}`, { decision: 'approve' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['email']);

    const asked = await investor.call('POST', '/api/profile', { name: current.name, email: 'nueva.dh@example.com', rfc: current.rfc, curp: current.curp, bank_name: current.bank_name ?? 'Banorte', bank_clabe: current.bank_clabe, phone: current.phone });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    // Meanwhile someone else takes it as a username.
    expect((await admin.call('POST', '/api/user', newUser({ username: 'Nueva.DH@example.com' }))).status).toBe(201);
    const approval = await admin.call('PATCH', `/api/profile/requests/${asked.body.data.id}`, { decision: 'approve' });
    expect(approval.status, JSON.stringify(approval.body)).toBe(422);
    expect(Object.keys(approval.body.errors)).toEqual(['email']);
    const [row] = await t.database.query<{ email: string }>('select email from users where id = $1', [current.id]);
    expect(row.email).toBe('inversionista2@caudal.mx');
    const [request] = await t.database.query<{ status: string }>('select status from profile_request where id = $1', [asked.body.data.id]);
    expect(request.status).toBe('pending');
  });

  it('two writers at once: exactly one gets the identifier', async () => {
    const answers = await Promise.all([
      admin.call('POST', '/api/user', newUser({ username: 'racer@example.com' })),
      admin.call('POST', '/api/user', newUser({ email: 'RACER@example.com' })),
      admin.call('POST', '/api/user', newUser({ username: 'Racer@Example.com' })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    const rows = await t.database.query<{ n: number }>(`select count(*)::int as n from sign_in_identifier where key = 'racer@example.com'`);
    expect(rows[0].n).toBe(1);
  });

  it('the database itself refuses a second row for one key', async () => {
    const [root] = await t.database.query<{ id: number }>(`select id from users where username = 'root'`);
    await expect(t.database.query(`insert into sign_in_identifier (key, user_id, field) values ('admin', $1, 'username')`, [root.id])).rejects.toThrow();
  });
});

describe('sign-in resolves one account', () => {
  it('the investor’s email in capitals and full width signs the investor in, with the code on the investor’s phone', async () => {
    for (const user of ['INVERSIONISTA@CAUDAL.MX', 'ｉｎｖｅｒｓｉｏｎｉｓｔａ']) {
      const client = browser(t.app);
      const login = await client.call('POST', '/api/auth/login', { user, password: demoPassword(), language: 'es', channel: 'sms' });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const verified = await client.call('POST', '/api/auth/verificate', { code: await lastCodeTo(t.app, '+525510000004') });
      expect(verified.body.data.user.email).toBe('inversionista@caudal.mx');
    }
  });

  it('accounts that collided before the table: the older keeps the identifier, the newer is left out and reported', async () => {
    // Written straight into the table, as rows were before it: no identifier rows of their own.
    const make = recordFactory(t.database);
    const older = await make.insert(entities.user, { username: 'legacy.one', email: 'legacy@example.com', role_id: ROLE.investor });
    const newer = await make.insert(entities.user, { username: 'LEGACY@example.com', email: 'legacy2@example.com', role_id: ROLE.investor });
    const leftOut = await backfillIdentifiers(t.database.db);
    expect(leftOut).toEqual([{ userId: newer.id, field: 'username' }]);
    const owners = await t.database.query<{ key: string; user_id: number }>(`select key, user_id from sign_in_identifier where user_id in ($1, $2) order by key`, [older.id, newer.id]);
    expect(owners).toEqual([
      { key: 'legacy.one', user_id: older.id },
      { key: 'legacy2@example.com', user_id: newer.id },
      { key: 'legacy@example.com', user_id: older.id },
    ]);
    // The newer account's other edits still go through; its colliding username stays out until changed.
    expect((await admin.call('PUT', `/api/user/${newer.id}`, { name: 'Dos Editado' })).status).toBe(200);
    expect((await admin.call('PUT', `/api/user/${newer.id}`, { username: 'legacy.two' })).status).toBe(200);
  });
});
