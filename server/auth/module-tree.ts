/**
 * The role's modules as trees (parents with their children, in id order): the sidebar of the session
 * (docs/decisions/006) and the permissions editor's grid (GET permission/{id}/modules).
 */
import { ROLE } from '../../schemas/role.ts';
import { ACTIONS, ALL_FLAGS, type Flags } from './access.ts';
import type { ModuleWithFlags } from './permission-store.ts';

export interface SidebarItem extends Flags {
  id: number;
  route: string;
  frontName: string;
  icon: string;
  children: SidebarItem[];
}

export interface GridRow extends Flags {
  id: number;
  name: string;
  route: string;
  frontName: string;
  icon: string;
  isFather: boolean;
  moduleId: number | null;
  permission_id: number | null;
  /** The permission row's version, for the save's precondition; null when there is no row. */
  permission_version: number | null;
  /** The role's id when it has a permission row here, null otherwise: saving creates one then. */
  role_id: number | null;
  children: GridRow[];
}

const flagsOf = (m: Flags): Flags => Object.fromEntries(ACTIONS.map((a) => [a, Boolean(m[a])])) as Flags;

/** Two levels, as the module table holds them: rows without a parent, each with its children. */
function nest<T extends { id: number; children: T[] }>(modules: readonly ModuleWithFlags[], toItem: (m: ModuleWithFlags) => T): T[] {
  const parents = new Map<number, T>();
  const top: T[] = [];
  for (const m of modules.filter((m) => m.moduleId === null)) {
    const item = toItem(m);
    parents.set(m.id, item);
    top.push(item);
  }
  for (const m of modules.filter((m) => m.moduleId !== null)) {
    const parent = parents.get(m.moduleId!);
    if (parent) parent.children.push(toItem(m));
    else top.push(toItem(m));
  }
  return top.sort((a, b) => a.id - b.id);
}

/**
 * The modules the role may read. A parent is listed when the role reads it or any of its children,
 * so that the menu can open it; Root reads everything with every flag.
 */
export function sidebarOf(roleId: number, modules: readonly ModuleWithFlags[]): SidebarItem[] {
  const flags = (m: ModuleWithFlags) => (roleId === ROLE.root ? ALL_FLAGS : flagsOf(m));
  const tree = nest(modules, (m): SidebarItem => ({ id: m.id, route: m.route, frontName: m.frontName, icon: m.icon, ...flags(m), children: [] }));
  return tree
    .map((item) => ({ ...item, children: item.children.filter((c) => c.read) }))
    .filter((item) => item.read || item.children.length > 0);
}

/** Every module with the role's flags, for the permissions editor. */
export function permissionGridOf(roleId: number, modules: readonly ModuleWithFlags[]): GridRow[] {
  return nest(modules, (m): GridRow => ({
    id: m.id,
    name: m.name,
    route: m.route,
    frontName: m.frontName,
    icon: m.icon,
    isFather: m.isFather,
    moduleId: m.moduleId,
    permission_id: m.permission_id,
    permission_version: m.permission_version,
    role_id: m.permission_id === null ? null : roleId,
    ...flagsOf(m),
    children: [],
  }));
}
