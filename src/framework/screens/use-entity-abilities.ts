/**
 * What the signed-in user may do on an entity's screen: the entity's operations AND the role's
 * permissions (react-admin's canAccess, the same flags the server checks). The browser only mirrors
 * the server: a hidden button is a courtesy, the 403 is the rule.
 */
import { useCanAccess } from 'react-admin';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import { canDo } from './entity-meta.ts';

export interface EntityAbilities {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** True until the permissions have answered (everything reads false meanwhile). */
  isPending: boolean;
}

export function useEntityAbilities(entity: Entity): EntityAbilities {
  const create = useCanAccess({ resource: entity.name, action: 'create' });
  const update = useCanAccess({ resource: entity.name, action: 'edit' });
  const remove = useCanAccess({ resource: entity.name, action: 'delete' });
  return {
    create: canDo(entity, 'create') && create.canAccess === true,
    update: canDo(entity, 'update') && update.canAccess === true,
    delete: canDo(entity, 'delete') && remove.canAccess === true,
    isPending: create.isPending || update.isPending || remove.isPending,
  };
}
