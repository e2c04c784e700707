/**
 * Whether the signed-in role may change an entity's records, from the stored sidebar permissions (the
 * server checks the same flags): actions a client could only get a 403 for are not offered.
 */
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { canAccessResource } from '../../auth/resource-access.ts';
import { storedPermissions } from '../../auth/session-storage.ts';

export function mayUpdate(entity: Entity): boolean {
  return canAccessResource(entity, 'update', storedPermissions());
}

export function mayDestroy(entity: Entity): boolean {
  return canAccessResource(entity, 'destroy', storedPermissions());
}
