/**
 * Grants declared beside an entity's fields (its `access`) reach an existing database at its next start,
 * once: a grant an administrator removes later stays removed (docs/decisions/167). "The next start" is
 * prepareDatabase on the already seeded test database, with the declarations of a newer version.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { declaredEntities } from '../../../schemas/index.ts';
import { READ } from '../../../schemas/framework/access.ts';
import { defineEntity } from '../../../schemas/framework/define-entity.ts';
import { field } from '../../../schemas/framework/field.ts';
import { ROLE } from '../../../schemas/role.ts';
import { sectionsOf } from '../../../resources/modules.ts';
import { sidebarFor } from '../../../server/auth/session-answer.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { reconcileModules } from '../../../server/db/module-reconciler.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const BANKS = '/administrador/listas/bancos';
const MONEDA = '/administrador/listas/moneda';
const ESTATUS = '/administrador/listas/estatus';

/** What a newer version adds: a bank catalogue Gestor may read, declared as README "Adding an entity" says. */
const bank = defineEntity({
  name: 'bank',
  access: { module: { route: BANKS, icon: 'AccountBalance', grants: { gestor: READ } } },
  fields: { name: field.text({ maxLength: 120 }) },
});
const withBanks = { sections: sectionsOf([...Object.values(declaredEntities), bank]) };

/** A newer version that lets Gestor read currencies, an existing module. */
const currencyForGestor = {
  sections: sectionsOf(Object.values(declaredEntities).map((entity) => (entity.name === 'currency' ? { modules: entity.modules.map((m) => ({ ...m, grants: { gestor: READ } })) } : entity))),
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ signInAs: null });
});
afterEach(async () => t.close());

interface Flags {
  read: boolean;
  create: boolean;
  update: boolean;
  destroy: boolean;
  root: boolean;
}
const grantOf = async (route: string, roleId: number) =>
  (await t.database.query<Flags>('select p.read, p."create", p.update, p.destroy, p.root from permission p join module m on m.id = p.module_id where m.route = $1 and p.role_id = $2', [route, roleId]))[0];
const readOnly: Flags = { read: true, create: false, update: false, destroy: false, root: false };
const recordedRoles = async (route: string) =>
  (await t.database.query<{ role_id: number }>('select d.role_id from declared_grant d join module m on m.id = d.module_id where m.route = $1 order by d.role_id', [route])).map((r) => Number(r.role_id));
const gestorMenu = async () => (await sidebarFor(t.database.db, ROLE.gestor)).flatMap((item) => [item.route, ...item.children.map((c) => c.route)]);
const removeGrant = (route: string, roleId: number) =>
  t.database.query('delete from permission where role_id = $1 and module_id = (select id from module where route = $2)', [roleId, route]);

describe('a new entity whose declaration grants Gestor read, started on an existing database', () => {
  it('gets its module and Gestor\'s grant at the next start, Root\'s and Admin\'s beside it', async () => {
    expect(await gestorMenu()).not.toContain(BANKS);
    const { seeded, modules } = await prepareDatabase(t.database, withBanks);
    expect(seeded).toBe(false);
    expect(modules.added).toEqual([BANKS]);
    expect(await grantOf(BANKS, ROLE.gestor)).toEqual(readOnly);
    expect((await grantOf(BANKS, ROLE.admin))?.destroy).toBe(true);
    expect(await grantOf(BANKS, ROLE.investor)).toBeUndefined();
    expect(await recordedRoles(BANKS)).toEqual([ROLE.root, ROLE.admin, ROLE.gestor]);
    expect(await gestorMenu()).toContain(BANKS);
  });

  it('does not get back a grant an administrator removed later through the permissions grid', async () => {
    await prepareDatabase(t.database, withBanks);
    await removeGrant(BANKS, ROLE.gestor);
    const { modules } = await prepareDatabase(t.database, withBanks);
    expect(modules).toMatchObject({ added: [], granted: [] });
    expect(await grantOf(BANKS, ROLE.gestor)).toBeUndefined();
    expect(await gestorMenu()).not.toContain(BANKS);
  });

  it('keeps a grant an administrator widened: the declaration is written once, not enforced', async () => {
    await prepareDatabase(t.database, withBanks);
    await t.database.query('update permission set "create" = true where role_id = $1 and module_id = (select id from module where route = $2)', [ROLE.gestor, BANKS]);
    await prepareDatabase(t.database, withBanks);
    expect(await grantOf(BANKS, ROLE.gestor)).toEqual({ ...readOnly, create: true });
  });
});

describe('a grant newly declared on an existing module', () => {
  it('is written at the next start and reported, then left to the administrator', async () => {
    expect(await grantOf(MONEDA, ROLE.gestor)).toBeUndefined();
    const { modules } = await prepareDatabase(t.database, currencyForGestor);
    expect(modules).toEqual({ added: [], retired: [], restored: [], granted: [`${MONEDA} gestor`] });
    expect(await grantOf(MONEDA, ROLE.gestor)).toEqual(readOnly);
    await removeGrant(MONEDA, ROLE.gestor);
    expect((await prepareDatabase(t.database, currencyForGestor)).modules.granted).toEqual([]);
    expect(await grantOf(MONEDA, ROLE.gestor)).toBeUndefined();
  });
});

describe('a database of a version before the record of declared grants', () => {
  it('adopts the declarations on its modules as they stand: a grant removed then stays removed, nothing is written', async () => {
    await t.database.query('delete from declared_grant');
    await removeGrant(ESTATUS, ROLE.admin);
    const before = await t.database.query('select * from permission order by id');
    const report = await reconcileModules(t.database, currencyForGestor);
    expect(report.granted).toEqual([]);
    expect(await t.database.query('select * from permission order by id')).toEqual(before);
    expect(await recordedRoles(ESTATUS)).toEqual([ROLE.root, ROLE.admin]);
    // From then on, a pair declared later is written like on any database.
    expect((await reconcileModules(t.database, withBanks)).added).toEqual([BANKS]);
    expect(await grantOf(BANKS, ROLE.gestor)).toEqual(readOnly);
  });
});
