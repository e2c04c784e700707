/**
 * The user API beyond generic CRUD (spec section 7, DOMAIN.md): argon2id passwords never returned,
 * lada prepended to the phone, identifiers checked, nobody granting a role above their own; plus
 * user/type/{type} and user/types.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../schemas/role.ts';
import { signIn, type SignedIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
// A valid new investor from the record factory; `changes` make it invalid in one way or another.
import { newInvestor as newUser } from '../../helpers/user-payload.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@caudal.mx');
});

afterAll(async () => {
  await t?.close();
});

describe('POST user', () => {
  it('hashes the password with argon2id, never returns it, and prepends the lada to the phone', async () => {
    const payload = newUser({ phone: '55 1777 0001' });
    const created = await admin.call('POST', '/api/user', { ...payload, email: String(payload.email).toUpperCase() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).not.toHaveProperty('password');
    expect(created.body.data).toMatchObject({ phone: '+525517770001', lada: '+52', email: payload.email, must_change_password: false });
    const [row] = await t.database.query<{ password: string }>('select password from users where id = $1', [created.body.data.id]);
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect((await admin.call('GET', `/api/user/${created.body.data.id}`)).body.data).not.toHaveProperty('password');
    const [audit] = await t.database.query<{ after: unknown }>(`select after from audit_log where entity = 'user' and entity_id = $1 and action = 'create'`, [String(created.body.data.id)]);
    expect(JSON.stringify(audit.after)).not.toContain('argon2');
  });

  it('uses another lada when given one, and the new user signs in with the password', async () => {
    const payload = newUser({ lada: '1', phone: '2025550123' });
    const created = await admin.call('POST', '/api/user', payload);
    expect(created.body.data).toMatchObject({ phone: '+12025550123', lada: '+1' });
    const session = await signIn(t.app, created.body.data.email, String(payload.password));
    expect(session.session.user.role_id).toBe(ROLE.investor);
  });

  it('refuses bad identifiers with a 422 naming the field; a wrong RFC check digit is only a warning', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ bank_clabe: '002010077777777772' }, 'bank_clabe', /dígito verificador 1/],
      [{ bank_clabe: '0021' }, 'bank_clabe', /18 dígitos/],
      [{ curp: 'HEGG560427MVZRRL05' }, 'curp', /dígito verificador 4/],
      [{ rfc: 'GODE561331GR8' }, 'rfc', /RFC/],
      [{ rfc: 'EKU9003173C9' }, 'rfc', /persona física tiene 13 caracteres/],
      [{ phone: '12345' }, 'phone', /teléfono debe tener 10 dígitos/],
      // The declared pattern (schemas/user.ts): an account number is digits only.
      [{ bank_account: '0123-4567' }, 'bank_account', /^El valor debe tener solo dígitos$/],
    ];
    for (const [changes, fieldName, message] of cases) {
      const answer = await admin.call('POST', '/api/user', newUser(changes));
      expect([answer.status, Object.keys(answer.body.errors ?? {})], JSON.stringify(answer.body)).toEqual([422, [fieldName]]);
      expect(answer.body.errors[fieldName][0]).toMatch(message);
    }
    const warned = await admin.call('POST', '/api/user', newUser({ rfc: 'gode561231gr9' }));
    expect(warned.status).toBe(201);
    expect(warned.body.data.rfc).toBe('GODE561231GR9');
    expect(warned.body.warnings).toEqual({ rfc: [expect.stringMatching(/dígito verificador/)] });
    const company = await admin.call('POST', '/api/user', newUser({ person_type: 'moral', rfc: 'EKU9003173C9' }));
    expect(company.status).toBe(201);
  });

  it('applies the password policy with the user\'s own identifiers', async () => {
    const weak = await admin.call('POST', '/api/user', newUser({ password: 'abc' }));
    expect(weak.body.errors.password).toEqual(expect.arrayContaining(['La contraseña debe tener al menos 8 caracteres', 'La contraseña debe tener una letra mayúscula']));
    const named = await admin.call('POST', '/api/user', newUser({ name: 'Mariana Quintero Salas', password: 'Mariana#2026x' }));
    expect(named.body.errors.password).toEqual(['La contraseña no debe contener tu nombre, usuario, correo o RFC']);
    const company = await admin.call('POST', '/api/user', newUser({ password: 'Caudal#2026x' }));
    expect(company.body.errors.password).toEqual(['La contraseña no debe contener el nombre de la empresa']);
  });
});

describe('Tipo (docs/decisions/061)', () => {
  it('is required of an investor and a client, on create and when blanked; staff need none', async () => {
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from users');
    for (const role_id of [ROLE.investor, ROLE.client]) {
      for (const type of [undefined, null, '']) {
        const answer = await admin.call('POST', '/api/user', newUser({ role_id, type }));
        expect(answer.status, JSON.stringify(answer.body)).toBe(422);
        expect(answer.body.errors.type).toEqual(['El valor es obligatorio']);
      }
    }
    expect(await t.database.query('select count(*)::int as n from users')).toEqual(before);
    const investor = await admin.call('POST', '/api/user', newUser());
    expect(investor.status).toBe(201);
    const blanked = await admin.call('PUT', `/api/user/${investor.body.data.id}`, { type: null });
    expect(blanked.status).toBe(422);
    expect(blanked.body.errors.type).toEqual(['El valor es obligatorio']);
    const [stored] = await t.database.query<{ type: string }>('select type from users where id = $1', [investor.body.data.id]);
    expect(stored.type).toBe('inversionista');
    expect((await admin.call('POST', '/api/user', newUser({ role_id: ROLE.gestor, type: null }))).status).toBe(201);
  });
});

describe('the CURP', () => {
  it('is required of a persona física and none for a persona moral, whose retention certificates carry no CurpR', async () => {
    const person = await admin.call('POST', '/api/user', newUser({ curp: null }));
    expect(person.status, JSON.stringify(person.body)).toBe(422);
    expect(person.body.errors.curp).toEqual(['El valor es obligatorio']);
    const company = await admin.call('POST', '/api/user', newUser({ person_type: 'moral', rfc: 'EKU9003173C9', name: 'PESQUERA ALTAMAR', curp: null }));
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    expect(company.body.data.curp).toBeNull();
    const blanked = await admin.call('PUT', `/api/user/${company.body.data.id}`, { person_type: 'fisica' });
    expect(blanked.status).toBe(422);
  });
});

describe('roles are granted only from below', () => {
  const rootId = async () => Number((await t.database.query<{ id: number }>(`select id from users where email = 'root@caudal.mx'`))[0].id);

  it('an Admin can neither create a Root user nor change or delete one', async () => {
    expect((await admin.call('POST', '/api/user', newUser({ role_id: ROLE.root, type: null }))).status).toBe(403);
    const id = await rootId();
    expect((await admin.call('PUT', `/api/user/${id}`, { password: 'Zq7#wLp2Tn' })).status).toBe(403);
    expect((await admin.call('DELETE', `/api/user/${id}`)).status).toBe(403);
    // Roles are granted only from above (decision 126): another Admin is Root's to make.
    expect((await admin.call('POST', '/api/user', newUser({ role_id: ROLE.admin, type: null }))).status).toBe(403);
  });

  it('Root can; nobody deletes their own account', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user', payload: newUser({ role_id: ROLE.root, type: null }) })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/user', payload: newUser({ role_id: ROLE.admin, type: null }) })).statusCode).toBe(201);
    const self = await t.app.inject({ method: 'DELETE', url: `/api/user/${await rootId()}` });
    expect(self.statusCode).toBe(422);
  });

  it('a changed password ends a forced change', async () => {
    const created = await admin.call('POST', '/api/user', newUser());
    await t.database.query('update users set must_change_password = true where id = $1', [created.body.data.id]);
    const updated = await admin.call('PUT', `/api/user/${created.body.data.id}`, { password: 'Zq7#wLp2Tn' });
    expect(updated.body.data.must_change_password).toBe(false);
  });
});

describe('GET user/type/{type} and user/types', () => {
  it('lists the users of one type, with the list grammar', async () => {
    const clients = await admin.call('GET', '/api/user/type/cliente?take=9999');
    expect(clients.status).toBe(200);
    expect(clients.body.data.total).toBeGreaterThan(0);
    expect(clients.body.data.result.every((u: { type: string }) => u.type === 'cliente')).toBe(true);
    const filtered = await admin.call('GET', '/api/user/type/cliente?email=cliente%40caudal.mx');
    expect(filtered.body.data.result.map((u: { email: string }) => u.email)).toEqual(['cliente@caudal.mx']);
    expect((await admin.call('GET', '/api/user/type/cliente?no_such=1')).status).toBe(422);
    expect((await admin.call('GET', '/api/user/type/nobody')).status).toBe(404);
  });

  it('names the types', async () => {
    const types = await admin.call('GET', '/api/user/types');
    expect(types.body).toEqual({ data: { result: [{ id: 'cliente', name: 'cliente' }, { id: 'inversionista', name: 'inversionista' }], total: 2 } });
  });
});
