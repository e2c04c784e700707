/**
 * The tests' record factory (tests/helpers/record-factory/) makes, for every declared entity, a create
 * payload the API's own check accepts: the entity's zod schema, its identifier formats and record
 * validators, and the server's check hook (server/crud/payload.ts `checkPayload`). An entity with a
 * field kind, format or pattern the factory cannot fill fails here, before any API test meets it.
 */
import { describe, expect, it } from 'vitest';
import { declaredEntities, entities } from '../../../schemas/index.ts';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { ROLE } from '../../../schemas/role.ts';
import { validateClabe, validateCurp, validateRfc } from '../../../schemas/rules/identifiers.ts';
import { checkPayload } from '../../../server/crud/payload.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/client.ts';
import { entityHooks } from '../../../server/entities/index.ts';
import { fixtureEntity } from '../../helpers/fixture-entity.ts';
import { buildPayload, type BuildOptions, type Payload } from '../../helpers/record-factory/build-payload.ts';
import { clabe, companyRfc, curp, mexicanPhone, personRfc } from '../../helpers/record-factory/identifiers.ts';
import { nextNumber } from '../../helpers/record-factory/record-factory.ts';

const ROOT = { userId: 1, roleId: ROLE.root };
// Only the `check` hooks run here: they judge the payload alone; the rest need a transaction.
const hooks = entityHooks(loadConfig({}), undefined as unknown as Database);
const everyEntity: Entity[] = [...Object.values(declaredEntities), fixtureEntity];

/** Any id answers for a reference and any stored address for a file: the schema checks their shape only. */
function build(entity: Entity, overrides: Payload = {}, options: BuildOptions = {}): Payload {
  return buildPayload(entity, overrides, { next: nextNumber, reference: () => 1, file: (_name, meta) => `/api/files/${'a'.repeat(32)}${meta.accept?.[0] ?? '.pdf'}` }, options);
}

async function accepted(entity: Entity, payload: Payload, mode: 'create' | 'update' = 'create') {
  const check = hooks[entity.name]?.check ? { check: hooks[entity.name].check } : undefined;
  return checkPayload(entity, mode, payload, { actor: ROOT, hooks: check, current: mode === 'update' ? {} : undefined });
}

describe.each(everyEntity.map((entity) => [entity.name, entity] as const))('%s', (_name, entity) => {
  const fields = Object.entries(entity.fields).filter(([, meta]) => !meta.generated);

  it('builds a create payload the API\'s own check accepts, without warnings', async () => {
    const payload = build(entity);
    const checked = await accepted(entity, payload);
    expect(checked.warnings).toEqual({});
    // Every writable field is sent but those with a declared default, which the create fills in.
    for (const [name, meta] of fields) {
      if (meta.defaultValue === undefined) expect(payload, name).toHaveProperty(name);
      else {
        expect(payload, name).not.toHaveProperty(name);
        expect(checked.data[name], name).toBe(meta.defaultValue);
      }
    }
  });

  it('sends the declared defaults when asked, and builds a valid update', async () => {
    await expect(accepted(entity, build(entity, {}, { defaults: 'send' }))).resolves.toBeDefined();
    const changes = build(entity, {}, { mode: 'update' });
    expect(Object.keys(changes).some((name) => entity.fields[name]?.readOnlyOnUpdate)).toBe(false);
    await expect(accepted(entity, changes, 'update')).resolves.toBeDefined();
  });

  // An entity without unique fields has no such rule: the test is declared only where it applies.
  if (fields.some(([, meta]) => meta.unique)) {
    it('gives every unique field another value on every record', () => {
      const [first, second] = [build(entity), build(entity)];
      for (const [name, meta] of fields) if (meta.unique && meta.kind !== 'reference') expect(second[name], name).not.toEqual(first[name]);
    });
  }
});

describe('overrides', () => {
  it('win, and the fields made after them follow them: a company gets a 12-character RFC', async () => {
    const company = build(entities.user, { person_type: 'moral', role_id: ROLE.investor, type: 'inversionista' });
    expect(company).toMatchObject({ person_type: 'moral', role_id: ROLE.investor, type: 'inversionista' });
    expect(String(company.rfc)).toHaveLength(12);
    expect(String(build(entities.user, { person_type: 'fisica' }).rfc)).toHaveLength(13);
    await expect(accepted(entities.user, company)).resolves.toBeDefined();
  });

  it('keep a key given as undefined (a test that leaves a field out on purpose)', () => {
    const payload = build(entities.user, { type: undefined });
    expect('type' in payload && payload.type === undefined).toBe(true);
  });

  it('are words the password then avoids (the policy refuses a password holding the name)', async () => {
    const payload = build(entities.user, { name: 'Kx9 Mariana' });
    await expect(accepted(entities.user, payload)).resolves.toBeDefined();
  });
});

describe('Mexican identifiers', () => {
  it('pass the server\'s own checks with their check digits, hundreds of them, all different', () => {
    const made = new Set<string>();
    for (let n = 0; n < 600; n += 1) {
      const k = n * 7919;
      for (const [value, check] of [
        [personRfc(k), validateRfc(personRfc(k), 'person')],
        [companyRfc(k), validateRfc(companyRfc(k), 'company')],
        [curp(k), validateCurp(curp(k))],
        [clabe(k), validateClabe(clabe(k))],
      ] as const) {
        expect(check, value).toMatchObject({ ok: true, value, warnings: [] });
        made.add(value);
      }
      made.add(mexicanPhone(k));
    }
    expect(made.size).toBe(600 * 5);
  });
});
