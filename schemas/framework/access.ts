/**
 * Who may do what on an entity, declared beside its fields (an entity's `access`, docs/decisions/167):
 * the module (screen) whose permission flags govern its records, the other screens that work on them,
 * and, for a screen the declaration owns, its menu entry and what each role may do there. The module
 * reconciler adds the module and applies those grants at start on every database; the seed, the
 * screens and the access tests read the same declaration. Pure data: no I/O.
 */

export type Action = 'read' | 'create' | 'update' | 'destroy' | 'root';

/** The roles of spec section 6, by the names schemas/role.ts gives their fixed ids. */
export type RoleName = 'default' | 'root' | 'admin' | 'gestor' | 'investor' | 'client';

/** What roles may do on a module. Root may do everything; Admin manages (all but `root`) unless said otherwise. */
export type Grants = Partial<Record<RoleName, readonly Action[]>>;

export const READ: readonly Action[] = ['read'];
export const READ_CREATE: readonly Action[] = ['read', 'create'];
export const READ_UPDATE: readonly Action[] = ['read', 'update'];
export const MANAGE: readonly Action[] = ['read', 'create', 'update', 'destroy'];
export const EVERY_ACTION: readonly Action[] = ['read', 'create', 'update', 'destroy', 'root'];

/** A screen with its own module row: a menu entry under the section its route starts with, and its grants. */
export interface ModuleEntry {
  route: string;
  /** An icon name of src/layout/module-icons.ts. */
  icon: string;
  /** Label key under caudal.menu; default: the route's last segment. Without that key the menu shows the entity's name. */
  label?: string;
  /** What roles besides Root and Admin may do here (and Admin, when not managing); the section's defaults apply to roles not named. */
  grants?: Grants;
}

/** A screen by its route (its module declared elsewhere), or the screen itself when this declaration owns it. */
export type ScreenRef = string | ModuleEntry;

export interface EntityAccess {
  /** The module whose flags govern these records. */
  module: ScreenRef;
  /** Other screens that work on these records: their flags grant the same actions. */
  sharedWith?: readonly ScreenRef[];
  /** Screens that list these records and may only read them (collections reads loans): their read flag grants read. */
  readableFrom?: readonly ScreenRef[];
  /** A catalogue other screens pick values from (statuses, currencies): any signed-in user may read it. */
  lookup?: boolean;
}

export const routeOf = (screen: ScreenRef): string => (typeof screen === 'string' ? screen : screen.route);

const lastSegment = (route: string) => route.slice(route.lastIndexOf('/') + 1);

/** A module entry with its label key filled in. */
export const moduleEntry = (entry: ModuleEntry): ModuleEntry & { label: string } => ({ ...entry, label: entry.label ?? lastSegment(entry.route) });

/** The screens an access declaration owns (written as entries, not routes), in order: its module first. */
export function ownedModules(access: EntityAccess): (ModuleEntry & { label: string })[] {
  const screens = [access.module, ...(access.sharedWith ?? []), ...(access.readableFrom ?? [])];
  return screens.flatMap((screen) => (typeof screen === 'string' ? [] : [moduleEntry(screen)]));
}
