import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { application } from './application.ts';

/** A screen of the app: the menu, the route guard and the permission grid are built from these rows. */
export const module = defineEntity({
  name: 'module',
  module: '/administrador/listas/modulos',
  fields: {
    application_id: field.reference(() => application, { filterable: true }),
    name: field.text({ maxLength: 120, sortable: true, filterable: true, searchable: true }),
    description: field.text({ searchable: true }),
    icon: field.text({ maxLength: 64 }),
    frontName: field.text({ maxLength: 120, sortable: true, searchable: true }),
    route: field.text({ sortable: true, filterable: true, searchable: true }),
    isFather: field.boolean({ filterable: true }),
    isMenu: field.boolean({ filterable: true }),
    isEnlist: field.boolean({ filterable: true }),
    // Empty for a parent (spec section 3).
    moduleId: field.reference(() => module, { optional: true, filterable: true }),
  },
  defaultSort: { field: 'id', order: 'ASC' },
});
