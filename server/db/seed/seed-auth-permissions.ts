/**
 * What the other roles may do in the demo, as the spec implies it (sections 2 and 6): Gestor runs the
 * business screens; investors their dashboards, calculator and hedges; clients their loans and hedges;
 * everyone their profile. Root and Admin get theirs from the module reconciler (server/db/module-reconciler.ts),
 * on every module, as any database does.
 */
import { sql } from 'drizzle-orm';
import { ROLE } from '../../../schemas/role.ts';
import { SECTIONS } from '../../../resources/modules.ts';
import type { Database } from '../client.ts';

type Flags = { read: boolean; create: boolean; update: boolean; destroy: boolean; root: boolean };

const READ: Flags = { read: true, create: false, update: false, destroy: false, root: false };
const READ_CREATE: Flags = { ...READ, create: true };
const READ_UPDATE: Flags = { ...READ, update: true };
const MANAGE: Flags = { read: true, create: true, update: true, destroy: true, root: false };

/** A section's route and its children's. */
const family = (route: string): string[] => {
  const section = SECTIONS.find((s) => s.route === route);
  if (!section) throw new Error(`no section ${route} in resources/modules.ts`);
  return [section.route, ...section.children.map((c) => c.route)];
};
const all = (routes: string[], flags: Flags): [string, Flags][] => routes.flatMap(family).map((route) => [route, flags]);

const BUSINESS = ['/inversiones', '/prestamos', '/coberturas'];
const PROFILE: [string, Flags] = ['/perfil', READ_UPDATE];
const CLIENT_HEDGES: [string, Flags][] = [
  ['/coberturas', READ],
  ['/coberturas/nueva-cobertura', READ_CREATE],
  // Clients and investors exit, split and liquidate their own open hedges (issue 6).
  ['/coberturas/coberturas-vigentes', READ_UPDATE],
  ['/coberturas/coberturas-concluidas', READ],
];

export const DEMO_GRANTS: Record<number, [route: string, flags: Flags][]> = {
  [ROLE.default]: [PROFILE],
  [ROLE.gestor]: [...all(BUSINESS, MANAGE), PROFILE],
  [ROLE.investor]: [
    ['/inversiones', READ],
    ['/inversiones/dashboard', READ],
    ['/inversiones/dashboard-concluidas', READ],
    ['/inversiones/calculadora', READ_CREATE],
    // Their own retention certificates (issue 24): the list is scoped to the investor.
    ['/inversiones/constancias', READ],
    ...CLIENT_HEDGES,
    PROFILE,
  ],
  [ROLE.client]: [['/prestamos', READ], ['/prestamos/prestamos', READ], ...CLIENT_HEDGES, PROFILE],
};

/** The demo grants, on the modules the table holds by route; a grant already there is left as it is. */
export async function seedDemoGrants(database: Database): Promise<void> {
  const modules = await database.query<{ id: number; route: string }>('select id, route from module');
  const moduleIds = new Map(modules.map((m) => [m.route, Number(m.id)]));
  for (const [roleId, grants] of Object.entries(DEMO_GRANTS)) {
    for (const [route, flags] of grants) {
      const moduleId = moduleIds.get(route);
      if (moduleId === undefined) throw new Error(`no module with route ${route}: is it declared in resources/modules.ts?`);
      await database.db.execute(sql`
        insert into permission (role_id, module_id, read, "create", update, destroy, root)
        values (${Number(roleId)}, ${moduleId}, ${flags.read}, ${flags.create}, ${flags.update}, ${flags.destroy}, ${flags.root})
        on conflict (role_id, module_id) do nothing`);
    }
  }
}
