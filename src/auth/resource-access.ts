/**
 * react-admin's canAccess over the same stored sidebar permissions the guard reads: a resource is
 * governed by its entity's permission module (the server checks the very same module and flag).
 */
import type { SidebarItem } from './session-types.ts';
import { permissionFor } from './route-access.ts';

export type PermissionFlag = 'read' | 'create' | 'update' | 'destroy' | 'root';

/** react-admin's action names -> the permission flags of spec section 6. */
export function flagForAction(action: string): PermissionFlag | null {
  switch (action) {
    case 'list':
    case 'show':
    case 'export':
    case 'read':
      return 'read';
    case 'create':
    case 'clone':
      return 'create';
    case 'edit':
    case 'update':
      return 'update';
    case 'delete':
    case 'destroy':
      return 'destroy';
    case 'root':
      return 'root';
    default:
      return null;
  }
}

/** How an entity is governed: its module, the other screens sharing its records, whether it is a lookup. */
export interface ResourceGovernance {
  module: string;
  sharedWith?: readonly string[];
  /** Screens whose read flag grants read only. */
  readableFrom?: readonly string[];
  /** A catalogue other screens pick values from: any signed-in user may read it. */
  lookup?: boolean;
}

/**
 * Whether the stored permissions allow an action on a resource. `governance` undefined means a
 * resource that is no entity of ours: the server alone decides those. Unknown actions are refused.
 */
export function canAccessResource(governance: ResourceGovernance | undefined, action: string, permissions: readonly SidebarItem[] | null | undefined): boolean {
  if (governance === undefined) return true;
  const flag = flagForAction(action);
  if (!flag) return false;
  if (flag === 'read' && governance.lookup) return true;
  const readers = flag === 'read' ? (governance.readableFrom ?? []) : [];
  return [governance.module, ...(governance.sharedWith ?? []), ...readers].some((route) => {
    const item = permissionFor(route, permissions);
    return item !== undefined && item.read === true && item[flag] === true;
  });
}
