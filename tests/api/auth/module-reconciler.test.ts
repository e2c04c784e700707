/**
 * Modules and their grants come from the code (resources/modules.ts and the entities' `access`): at every
 * start, on any database, the reconciler adds what is missing, writes each declared grant once, keeps what
 * an administrator edited and marks modules whose screen is gone (docs/decisions/070 and 167).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../schemas/role.ts';
import { declaredGrants, declaredModules, SECTIONS, type SectionDeclaration } from '../../../resources/modules.ts';
import { sidebarFor } from '../../../server/auth/session-answer.ts';
import { LAST_LEGACY_MODULE_ID, LEGACY_MODULE_IDS } from '../../../server/db/legacy-module-ids.ts';
import { reconcileModules } from '../../../server/db/module-reconciler.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ signInAs: null });
});
afterEach(async () => t.close());

const BANKS = '/administrador/listas/bancos';
const SMS = '/administrador/listas/smslogs';

/** The declarations plus a catalogue a newer version adds. */
const withBanks: SectionDeclaration[] = SECTIONS.map((s) => (s.route === '/administrador' ? { ...s, children: [...s.children, { route: BANKS, label: 'bancos', icon: 'AccountBalance' }] } : s));
/** The declarations of a version whose SMS log screen is gone. */
const withoutSms: SectionDeclaration[] = SECTIONS.map((s) => ({ ...s, children: s.children.filter((c) => c.route !== SMS) }));

interface ModuleState {
  id: number;
  route: string;
  moduleId: number | null;
  retired: boolean | null;
}
const modules = () => t.database.query<ModuleState>('select id, route, "moduleId", retired from module order by id');
const moduleAt = async (route: string) => (await modules()).find((m) => m.route === route);

interface Grant {
  role_id: number;
  read: boolean;
  create: boolean;
  update: boolean;
  destroy: boolean;
  root: boolean;
}
const grantsOn = (route: string) =>
  t.database.query<Grant>('select p.role_id, p.read, p."create", p.update, p.destroy, p.root from permission p join module m on m.id = p.module_id where m.route = $1 order by p.role_id', [route]);
const flags = (read: boolean, create: boolean, update: boolean, destroy: boolean, root: boolean) => ({ read, create, update, destroy, root });
const ALL = flags(true, true, true, true, true);
const MANAGE = flags(true, true, true, true, false);
const snapshot = async () => ({
  modules: await modules(),
  permissions: await t.database.query('select * from permission order by id'),
});
const adminSidebarRoutes = async () => (await sidebarFor(t.database.db, ROLE.admin)).flatMap((item) => [item.route, ...item.children.map((c) => c.route)]);

describe('a database prepared from scratch', () => {
  it('holds every declared module once, under its section, none retired, legacy modules at their first ids', async () => {
    const rows = await modules();
    const declared = declaredModules();
    expect(rows.map((r) => r.route).sort()).toEqual(declared.map(({ module }) => module.route).sort());
    expect(rows.filter((r) => r.retired)).toEqual([]);
    const idOf = new Map(rows.map((r) => [r.route, r.id]));
    for (const { module, section } of declared) {
      const row = rows.find((r) => r.route === module.route)!;
      expect(row.moduleId).toBe(module === section ? null : idOf.get(section.route));
    }
    for (const [route, id] of LEGACY_MODULE_IDS) expect(idOf.get(route)).toBe(id);
  });

  it('gives every role what is declared on every module, Root every flag, and nothing undeclared', async () => {
    for (const { module, section } of declaredModules()) {
      const grants = await grantsOn(module.route);
      const declared = declaredGrants(module, section);
      expect(declared.get('root')).toEqual(['read', 'create', 'update', 'destroy', 'root']);
      const held = grants.map((g) => [g.role_id, Object.entries(g).filter(([k, v]) => k !== 'role_id' && v).map(([k]) => k).sort()]);
      const expected = [...declared].map(([role, actions]) => [ROLE[role], [...actions].sort()]).sort((a, b) => Number(a[0]) - Number(b[0]));
      expect(held, module.route).toEqual(expected);
    }
  });

  it('is left as it is by the next start: nothing added, retired or changed', async () => {
    const before = await snapshot();
    const report = await reconcileModules(t.database);
    expect(report).toEqual({ added: [], retired: [], restored: [], granted: [] });
    expect(await snapshot()).toEqual(before);
  });
});

describe('a database seeded by an older version', () => {
  it('gets a module it lacks back at start, with Root\'s and Admin\'s grants only', async () => {
    await t.database.query(`delete from permission where module_id = (select id from module where route = '/administrador/listas/agentes')`);
    await t.database.query(`delete from module where route = '/administrador/listas/agentes'`);
    const { seeded, modules: report } = await prepareDatabase(t.database);
    expect(seeded).toBe(false);
    expect(report.added).toEqual(['/administrador/listas/agentes']);
    expect((await moduleAt('/administrador/listas/agentes'))?.id).toBe(LEGACY_MODULE_IDS.get('/administrador/listas/agentes'));
    expect((await grantsOn('/administrador/listas/agentes')).map((g) => g.role_id)).toEqual([ROLE.root, ROLE.admin]);
  });

  it('gets a newly declared module with an id past every earlier one, which the next start keeps', async () => {
    const maxBefore = Math.max(...(await modules()).map((m) => m.id));
    const report = await reconcileModules(t.database, { sections: withBanks });
    expect(report.added).toEqual([BANKS]);
    const banks = (await moduleAt(BANKS))!;
    expect(banks.id).toBeGreaterThan(Math.max(maxBefore, LAST_LEGACY_MODULE_ID));
    expect(banks.moduleId).toBe((await moduleAt('/administrador'))!.id);
    const grants = await grantsOn(BANKS);
    expect(grants).toEqual([{ role_id: ROLE.root, ...ALL }, { role_id: ROLE.admin, ...MANAGE }]);
    expect(await adminSidebarRoutes()).toContain(BANKS);

    expect(await reconcileModules(t.database, { sections: withBanks })).toEqual({ added: [], retired: [], restored: [], granted: [] });
    expect((await moduleAt(BANKS))!.id).toBe(banks.id);
  });

  it('adds a new module once when two servers start together', async () => {
    const reports = await Promise.all([reconcileModules(t.database, { sections: withBanks }), reconcileModules(t.database, { sections: withBanks })]);
    expect(reports.flatMap((r) => r.added)).toEqual([BANKS]);
    expect((await modules()).filter((m) => m.route === BANKS)).toHaveLength(1);
    expect(await grantsOn(BANKS)).toHaveLength(2);
  });
});

describe('grants an administrator edited', () => {
  it('stay as they are: a narrowed grant is not widened, a removed one not given back', async () => {
    await t.database.query(`update permission set "create" = false, update = false, destroy = false where role_id = $1 and module_id = (select id from module where route = '/administrador/listas/moneda')`, [ROLE.admin]);
    await t.database.query(`delete from permission where role_id = $1 and module_id = (select id from module where route = '/administrador/listas/estatus')`, [ROLE.admin]);
    const before = await snapshot();
    await reconcileModules(t.database, { sections: withBanks });
    const after = await snapshot();
    expect(after.permissions.slice(0, before.permissions.length)).toEqual(before.permissions);
    expect((await grantsOn('/administrador/listas/moneda')).find((g) => g.role_id === ROLE.admin)).toEqual({ role_id: ROLE.admin, ...flags(true, false, false, false, false) });
    expect((await grantsOn('/administrador/listas/estatus')).find((g) => g.role_id === ROLE.admin)).toBeUndefined();
  });
});

describe('a module whose screen is gone', () => {
  it('is marked retired, keeps its row and grants, leaves the menu, and comes back when declared again', async () => {
    const row = (await moduleAt(SMS))!;
    const grants = await grantsOn(SMS);
    expect(await reconcileModules(t.database, { sections: withoutSms })).toEqual({ added: [], retired: [SMS], restored: [], granted: [] });
    expect(await moduleAt(SMS)).toEqual({ ...row, retired: true });
    expect(await grantsOn(SMS)).toEqual(grants);
    expect(await adminSidebarRoutes()).not.toContain(SMS);

    expect(await reconcileModules(t.database)).toEqual({ added: [], retired: [], restored: [SMS], granted: [] });
    expect((await moduleAt(SMS))!.retired).toBe(false);
    expect(await adminSidebarRoutes()).toContain(SMS);
  });

  it('includes a module an administrator created by hand, which no screen declares', async () => {
    await t.database.query(`insert into module (application_id, name, description, icon, "frontName", route, "isFather", "isMenu", "isEnlist") values (4, 'x', '/x', 'Label', 'x', '/x', false, true, true)`);
    expect((await reconcileModules(t.database)).retired).toEqual(['/x']);
  });
});
