/**
 * Investors and clients see only their own records (the server's row scope on the entity's owner),
 * so a list shows them no owner column and no owner filter: there is nobody else to tell apart or pick.
 * The browser only mirrors the server (server/auth/access.ts OWNER_SCOPED_ROLES).
 */
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { storedUser } from '../../auth/session-storage.ts';
import { ROLE_IDS } from '../../auth/session-types.ts';

export function seesOnlyOwnRecords(): boolean {
  const role = storedUser()?.role_id;
  return role === ROLE_IDS.investor || role === ROLE_IDS.client;
}

/** The field naming a record's owner, when the signed-in person sees only their own records. */
export function hiddenOwnerField(entity: Entity): string | undefined {
  return entity.owner && entity.owner !== 'id' && seesOnlyOwnRecords() ? entity.owner : undefined;
}
