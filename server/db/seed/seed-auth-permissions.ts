/**
 * What each role may do, as the spec implies it (sections 2 and 6): Admin and Gestor run the business
 * screens, Admin also the admin catalogues, Root everything; investors their dashboards, calculator and
 * hedges; clients their loans and hedges; everyone their profile.
 */
import { ROLE } from '../../../schemas/role.ts';
import { MODULE_TREE, type ModuleSeed } from './module-tree.ts';

type Flags = { read: boolean; create: boolean; update: boolean; destroy: boolean; root: boolean };

const READ: Flags = { read: true, create: false, update: false, destroy: false, root: false };
const READ_CREATE: Flags = { ...READ, create: true };
const READ_UPDATE: Flags = { ...READ, update: true };
const MANAGE: Flags = { read: true, create: true, update: true, destroy: true, root: false };
const EVERYTHING: Flags = { ...MANAGE, root: true };

const parentOf = (route: string) => MODULE_TREE.find((m) => m.route === route)!;
const family = (route: string): ModuleSeed[] => {
  const parent = parentOf(route);
  return [parent, ...(parent.children ?? [])];
};
const all = (routes: string[], flags: Flags): [string, Flags][] => routes.flatMap((r) => family(r)).map((m) => [m.route, flags]);

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
  [ROLE.root]: [...all([...BUSINESS, '/administrador', '/perfil'], EVERYTHING)],
  [ROLE.admin]: [...all([...BUSINESS, '/administrador'], MANAGE), PROFILE],
  [ROLE.gestor]: [...all(BUSINESS, MANAGE), PROFILE],
  [ROLE.investor]: [
    ['/inversiones', READ],
    ['/inversiones/dashboard', READ],
    ['/inversiones/dashboard-concluidas', READ],
    ['/inversiones/calculadora', READ_CREATE],
    ...CLIENT_HEDGES,
    PROFILE,
  ],
  [ROLE.client]: [['/prestamos', READ], ['/prestamos/prestamos', READ], ...CLIENT_HEDGES, PROFILE],
};

/** Permission rows with fixed ids, in role order. */
export function demoPermissionRows() {
  const moduleIds = new Map<string, number>();
  for (const parent of MODULE_TREE) {
    moduleIds.set(parent.route, parent.id);
    for (const child of parent.children ?? []) moduleIds.set(child.route, child.id);
  }
  let id = 0;
  return Object.entries(DEMO_GRANTS).flatMap(([roleId, grants]) =>
    grants.map(([route, flags]) => {
      const moduleId = moduleIds.get(route);
      if (moduleId === undefined) throw new Error(`no module with route ${route} in module-tree.ts`);
      return { id: ++id, role_id: Number(roleId), module_id: moduleId, ...flags };
    }),
  );
}
