/**
 * Brings the module table and the declared grants in line with the code (resources/modules.ts and the
 * entities' `access`), at every start and on any database, fresh or seeded by an older version
 * (docs/decisions/070 and 167):
 * - a declared module missing from the table is added (its legacy id or the sequence's next);
 * - a declared grant (Root everything, Admin manage, and the roles an entity or section names) is
 *   written when its (module, role) pair first appears, and recorded in declared_grant: a grant
 *   declared later, on a new module or an existing one, reaches every database at its next start,
 *   while one an administrator narrowed or removed stays as they left it (its pair is recorded);
 * - a module that predates the record (a database of a version before it) adopts its declared
 *   pairs as they are: recorded, nothing written, so what an administrator did before is kept too;
 * - a module no longer declared is marked retired (kept with its grants, hidden from menu and grid);
 *   declared again, it comes back.
 * Rows are matched by route; what an administrator edited on a row (icon, name) is kept.
 * One transaction under an advisory lock: servers starting together on one database add each module once.
 */
import { sql } from 'drizzle-orm';
import { ROLE } from '../../schemas/role.ts';
import type { Action, RoleName } from '../../schemas/framework/access.ts';
import { APPLICATIONS, declaredGrants, declaredModules, SECTIONS, type SectionDeclaration } from '../../resources/modules.ts';
import type { Database } from './client.ts';
import { LAST_LEGACY_MODULE_ID, LEGACY_MODULE_IDS } from './legacy-module-ids.ts';

/** Any constant works; this one is "caudal modules" read as digits. */
const LOCK_KEY = 7_042_163_357;

export interface ReconcileOptions {
  sections?: readonly SectionDeclaration[];
  applications?: readonly { id: number; name: string; description: string }[];
}

export interface ReconcileReport {
  added: string[];
  retired: string[];
  restored: string[];
  /** Declared grants written on a module that was already there, as `route role` (new modules' grants go without saying). */
  granted: string[];
}

interface ModuleRowState {
  id: number;
  route: string;
  retired: boolean;
}

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function grant(tx: Tx, roleId: number, moduleId: number, actions: readonly Action[]): Promise<void> {
  const has = (action: Action) => actions.includes(action);
  await tx.execute(sql`
    insert into permission (role_id, module_id, read, "create", update, destroy, root)
    values (${roleId}, ${moduleId}, ${has('read')}, ${has('create')}, ${has('update')}, ${has('destroy')}, ${has('root')})
    on conflict (role_id, module_id) do nothing`);
}

export async function reconcileModules(database: Database, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const sections = options.sections ?? SECTIONS;
  const applications = options.applications ?? APPLICATIONS;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    for (const app of applications) {
      await tx.execute(sql`insert into application (id, name, description) values (${app.id}, ${app.name}, ${app.description}) on conflict (id) do nothing`);
    }
    await tx.execute(sql`select setval(pg_get_serial_sequence('application', 'id'), greatest((select max(id) from application), 1))`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('module', 'id'), greatest((select max(id) from module), ${LAST_LEGACY_MODULE_ID}))`);

    const existing = rowsOf<ModuleRowState>(await tx.execute(sql`select id, route, retired from module order by id`));
    const byRoute = new Map(existing.map((row) => [row.route, row]));
    const report: ReconcileReport = { added: [], retired: [], restored: [], granted: [] };
    const declared = declaredModules(sections);

    for (const { module, section } of declared) {
      if (byRoute.has(module.route)) continue;
      const isSection = module === section;
      const parentId = isSection ? null : byRoute.get(section.route)?.id ?? null;
      const isFather = isSection && section.children.length > 0;
      const legacyId = LEGACY_MODULE_IDS.get(module.route);
      // A legacy id already taken (an administrator's own module) falls back to the sequence.
      const idFree = legacyId !== undefined && !existing.some((row) => row.id === legacyId);
      const [row] = rowsOf<{ id: number }>(await tx.execute(sql`
        insert into module (id, application_id, name, description, icon, "frontName", route, "isFather", "isMenu", "isEnlist", "moduleId")
        values (${idFree ? sql`${legacyId}` : sql`default`}, ${section.application}, ${module.label}, ${module.route}, ${module.icon}, ${module.label},
                ${module.route}, ${isFather}, true, ${!isFather}, ${parentId})
        returning id`));
      const added = { id: Number(row!.id), route: module.route, retired: false };
      byRoute.set(module.route, added);
      existing.push(added);
      report.added.push(module.route);
    }

    await applyDeclaredGrants(tx, declared, byRoute, new Set(report.added), report);

    const declaredRoutes = new Set(declared.map(({ module }) => module.route));
    for (const row of existing) {
      const gone = !declaredRoutes.has(row.route);
      if (gone === Boolean(row.retired)) continue;
      await tx.execute(sql`update module set retired = ${gone} where id = ${row.id}`);
      (gone ? report.retired : report.restored).push(row.route);
    }
    await tx.execute(sql`select setval(pg_get_serial_sequence('permission', 'id'), greatest((select max(id) from permission), 1))`);
    return report;
  });
}

/** Writes and records each declared (module, role) pair not recorded yet; see the file's comment. */
async function applyDeclaredGrants(
  tx: Tx,
  declared: ReturnType<typeof declaredModules>,
  byRoute: ReadonlyMap<string, ModuleRowState>,
  added: ReadonlySet<string>,
  report: ReconcileReport,
): Promise<void> {
  const recorded = rowsOf<{ module_id: number; role_id: number }>(await tx.execute(sql`select module_id, role_id from declared_grant`));
  const recordedPairs = new Set(recorded.map((r) => `${r.module_id}:${r.role_id}`));
  const recordedModules = new Set(recorded.map((r) => Number(r.module_id)));
  // The role may not exist yet (the seed adds roles first on a new database) or may have been deleted.
  const roles = new Set(rowsOf<{ id: number }>(await tx.execute(sql`select id from role`)).map((r) => Number(r.id)));
  for (const { module, section } of declared) {
    const moduleId = byRoute.get(module.route)!.id;
    const predatesRecord = !added.has(module.route) && !recordedModules.has(moduleId);
    for (const [roleName, actions] of declaredGrants(module, section)) {
      const roleId = ROLE[roleName satisfies RoleName];
      if (!roles.has(roleId) || recordedPairs.has(`${moduleId}:${roleId}`)) continue;
      if (!predatesRecord) {
        await grant(tx, roleId, moduleId, actions);
        if (!added.has(module.route)) report.granted.push(`${module.route} ${roleName}`);
      }
      await tx.execute(sql`insert into declared_grant (module_id, role_id) values (${moduleId}, ${roleId}) on conflict do nothing`);
    }
  }
}
