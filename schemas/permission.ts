import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { module } from './module.ts';
import { role } from './role.ts';

/**
 * What a role may do on a module (spec section 6): the five flags. The server checks every API route
 * against these rows; the sidebar and the browser's route guard are built from them.
 */
export const permission = defineEntity({
  name: 'permission',
  access: { module: { route: '/administrador/listas/permisos', icon: 'Lock' } },
  fields: {
    role_id: field.reference(() => role, { filterable: true }),
    module_id: field.reference(() => module, { filterable: true }),
    root: field.boolean(),
    destroy: field.boolean(),
    update: field.boolean(),
    create: field.boolean(),
    read: field.boolean(),
  },
  // One row per role and module: the access check and the grid read a role's flags on a module from it
  // (two rows would grant whatever either grants, and revoking one would change nothing).
  uniqueTogether: [['role_id', 'module_id']],
  defaultSort: { field: 'id', order: 'ASC' },
});
