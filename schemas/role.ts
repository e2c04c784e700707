import { defineEntity } from './framework/define-entity.ts';
import type { RoleName } from './framework/access.ts';
import { field } from './framework/field.ts';

/** Role ids are fixed by the spec: Default 1, Root 2, Admin 3, Gestor 4, investors 5, Cliente 6. */
export const ROLE = { default: 1, root: 2, admin: 3, gestor: 4, investor: 5, client: 6 } as const satisfies Record<RoleName, number>;

export const role = defineEntity({
  name: 'role',
  access: { module: { route: '/administrador/listas/roles', icon: 'Badge' } },
  fields: {
    name: field.text({ maxLength: 120, sortable: true, filterable: true, searchable: true }),
    description: field.text({ searchable: true }),
  },
  defaultSort: { field: 'id', order: 'ASC' },
});
