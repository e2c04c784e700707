/**
 * Who may do what: pure decisions over a role's permission flags (spec section 6). The stores supply
 * the flags; the auth plugin supplies the route's requirement.
 */
import type { Action, Entity } from '../../schemas/framework/define-entity.ts';
import { ROLE } from '../../schemas/role.ts';

export type Flags = Record<Action, boolean>;

export const NO_FLAGS: Flags = { read: false, create: false, update: false, destroy: false, root: false };
export const ALL_FLAGS: Flags = { read: true, create: true, update: true, destroy: true, root: true };

export const ACTIONS: readonly Action[] = ['read', 'create', 'update', 'destroy', 'root'];

/** Investors and clients see only their own records (rows whose owner field is their id). */
export const OWNER_SCOPED_ROLES: ReadonlySet<number> = new Set([ROLE.investor, ROLE.client]);

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

/** What a route needs: any of these modules with any of these flags (or only a signed-in user). */
export interface Requirement {
  modules: readonly string[];
  actions: readonly Action[];
  /** Any signed-in user (a lookup catalogue's read). */
  anySignedIn?: boolean;
}

/** A generic or domain route on an entity: the entity's module and the screens it is shared with. */
export function entityRequirement(entity: Entity, action: Action): Requirement {
  return {
    modules: [entity.module, ...entity.sharedWith, ...(action === 'read' ? entity.readableFrom : [])],
    actions: [action],
    anySignedIn: action === 'read' && entity.lookup,
  };
}

/** Root (role 2) may do everything; anyone else needs one of the flags on one of the modules. */
export function allows(roleId: number, requirement: Requirement, flags: Flags): boolean {
  if (roleId === ROLE.root || requirement.anySignedIn) return true;
  return requirement.actions.some((action) => flags[action]);
}
