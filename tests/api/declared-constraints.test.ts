/**
 * What the declaration says, the server enforces (docs/decisions/271, 272): declared constraints give
 * their index or CHECK in the generated DDL and a 422 with their message in both languages, before the
 * write and from the database's refusal alike; a reference's lookupFilter is held by the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { module } from '../../schemas/module.ts';
import { ROLE } from '../../schemas/role.ts';
import { fromDatabaseError } from '../../server/http/database-errors.ts';
import { textsIn } from '../../server/i18n/localized.ts';
import { apiCall } from '../helpers/api-call.ts';
import { constrainedEntities, constrainedEntity } from '../helpers/constrained-entity.ts';
import { recordFactory, type RecordFactory } from '../helpers/record-factory/record-factory.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const base = `/api/${constrainedEntity.name}`;
let t: TestApp;
let factory: RecordFactory;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ extraEntities: constrainedEntities });
  factory = recordFactory(t.database);
});

afterAll(async () => {
  await t?.close();
});

const branch = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return { name: `Sucursal ${sequence}`, code: `C${sequence}`, region: 'Norte', opens_on: '2026-01-05', ...overrides };
};
const rfc = () => `ABC${String(100000 + sequence * 7).slice(-6)}AB${sequence % 10}`;
const post = (body: unknown, language?: 'es' | 'en') =>
  t.app.inject({ method: 'POST', url: base, payload: body as object, headers: language ? { 'x-screen-language': language } : {} }).then((r) => ({ status: r.statusCode, body: r.json() }));

describe('declared constraints', () => {
  it('are in the DDL drizzle-kit generates from the declaration (the migration\'s generator)', async () => {
    const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
    const ddl = (await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ branch: constrainedEntity.table }))).join('\n');
    expect(ddl).toMatch(/CREATE UNIQUE INDEX "test_branch_rfc_unique" ON "test_branch" USING btree \(lower\("rfc"\)\) WHERE lower\("test_branch"."rfc"\) not in \('xaxx010101000', 'xexx010101000'\)/);
    expect(ddl).toMatch(/CREATE UNIQUE INDEX "test_branch_code_region_unique" ON "test_branch" USING btree \("code","region"\)/);
    expect(ddl).toMatch(/CONSTRAINT "test_branch_opens_before_closing_check" CHECK \("test_branch"."opens_on" <= "test_branch"."closes_on"\)/);
  });

  it('refuse an RFC already taken in another case, in the caller\'s language, under the field\'s API name; the generic RFCs repeat', async () => {
    const taken = rfc();
    expect((await post(branch({ tax_id: taken }))).status).toBe(201);
    const again = await post(branch({ tax_id: taken.toLowerCase() }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ tax_id: ['Ya existe una sucursal con este RFC'] });
    const english = await post(branch({ tax_id: taken }), 'en');
    expect(english.body.errors).toEqual({ tax_id: ['A branch with this RFC already exists'] });

    for (const generic of ['XAXX010101000', 'xaxx010101000', 'XEXX010101000', 'XEXX010101000']) {
      const created = await post(branch({ tax_id: generic }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    // An update that keeps the record's own RFC is no duplicate of itself.
    const own = (await post(branch({ tax_id: rfc() }))).body.data;
    const renamed = await apiCall(t.app, 'PUT', `${base}/${own.id}`, { name: 'Otra', tax_id: own.tax_id.toLowerCase() });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const stolen = await apiCall(t.app, 'PUT', `${base}/${own.id}`, { tax_id: taken });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual({ tax_id: ['Ya existe una sucursal con este RFC'] });
  });

  it('refuse a code already used in the same region, not in another', async () => {
    const first = branch({ region: 'Sur' });
    expect((await post(first)).status).toBe(201);
    const same = await post({ ...branch(), code: first.code, region: 'Sur' }, 'en');
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ code: ['The code already exists in this region'] });
    expect((await post({ ...branch(), code: first.code, region: 'Centro' })).status).toBe(201);
  });

  it('compare two fields as the record is left: on create, and on an update of one of them', async () => {
    const refused = await post(branch({ closes_on: '2026-01-04' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ closes_on: ['El cierre no puede ser antes de la apertura'] });
    expect((await post(branch({ closes_on: '2026-01-05' }))).status).toBe(201);

    const open = (await post(branch())).body.data;
    const early = await apiCall(t.app, 'PUT', `${base}/${open.id}`, { closes_on: '2025-12-31' });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ closes_on: ['El cierre no puede ser antes de la apertura'] });
    const later = await apiCall(t.app, 'PUT', `${base}/${open.id}`, { opens_on: '2026-02-01', closes_on: '2026-03-01' });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });

  it('answer a write that reaches the database past the check (a concurrent one) with the same 422', async () => {
    const taken = rfc();
    expect((await post(branch({ tax_id: taken }))).status).toBe(201);
    const error = await t.database.query("insert into test_branch (name, rfc, code, region, opens_on) values ('x', $1, 'Z9', 'Z', '2026-01-01')", [taken.toLowerCase()]).catch((e: unknown) => e);
    const answer = fromDatabaseError(error);
    expect(answer?.statusCode).toBe(422);
    expect(textsIn((answer as unknown as { errors: Record<string, string[]> }).errors, 'en')).toEqual({ tax_id: ['A branch with this RFC already exists'] });

    const check = await t.database.query("insert into test_branch (name, code, region, opens_on, closes_on) values ('x', 'Z8', 'Z', '2026-01-02', '2026-01-01')").catch((e: unknown) => e);
    expect(textsIn((fromDatabaseError(check) as unknown as { errors: Record<string, string[]> }).errors, 'es')).toEqual({ closes_on: ['El cierre no puede ser antes de la apertura'] });
  });
});

describe('a reference\'s lookupFilter', () => {
  async function userOfRole(role: number): Promise<number> {
    const [row] = await t.database.query<{ id: number }>('select id from users where role_id = $1 and deleted_at is null order by id limit 1', [role]);
    return row ? Number(row.id) : Number((await factory.insert((await import('../../schemas/user.ts')).user, { role_id: role })).id);
  }

  it('is held by the API: a manager who is not a Gestor is refused with the field\'s message, in both languages', async () => {
    const admin = await userOfRole(ROLE.admin);
    const es = await post(branch({ manager_id: admin }));
    expect(es.status).toBe(422);
    expect(es.body.errors).toEqual({ manager_id: ['El responsable debe ser un Gestor'] });
    const en = await post(branch({ manager_id: admin }), 'en');
    expect(en.body.errors).toEqual({ manager_id: ['The manager must be a Gestor'] });

    const gestor = await userOfRole(ROLE.gestor);
    const created = await post(branch({ manager_id: gestor }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const changed = await apiCall(t.app, 'PUT', `${base}/${created.body.data.id}`, { manager_id: admin });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual({ manager_id: ['El responsable debe ser un Gestor'] });
  });

  it('refuses a module whose parent is not a parent (POST /api/module), with the generic message', async () => {
    const [child] = await t.database.query<{ id: number }>('select id from module where "isFather" = false order by id limit 1');
    const [parent] = await t.database.query<{ id: number }>('select id from module where "isFather" = true order by id limit 1');
    const payload = await factory.build(module, { isFather: false });
    const refused = await t.app.inject({ method: 'POST', url: '/api/module', payload: { ...payload, moduleId: Number(child.id) }, headers: { 'x-screen-language': 'en' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ moduleId: ["The chosen record is not one of this field's options"] });
    const es = await apiCall(t.app, 'POST', '/api/module', { ...payload, moduleId: Number(child.id) });
    expect(es.body.errors).toEqual({ moduleId: ['El registro elegido no es una de las opciones de este campo'] });
    const accepted = await apiCall(t.app, 'POST', '/api/module', { ...payload, moduleId: Number(parent.id) });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });
});
