import { defineEntity } from './framework/define-entity.ts';
import { field, type ReferenceTarget } from './framework/field.ts';
import { application } from './application.ts';

/** A screen of the app: the menu, the route guard and the permission grid are built from these rows. */
export const module = defineEntity({
  name: 'module',
  access: { module: { route: '/administrador/listas/modulos', icon: 'ViewModule' } },
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
    // Empty for a parent (spec section 3); chosen among parents. The annotation breaks the self-reference for the type checker.
    moduleId: field.reference((): ReferenceTarget => module, { optional: true, filterable: true, lookupFilter: { isFather: true } }),
    // Set at start when no screen declares the route any more (server/db/module-reconciler.ts): kept, not in menu nor grid.
    retired: field.boolean({ generated: true, filterable: true, defaultValue: false }),
  },
  defaultSort: { field: 'id', order: 'ASC' },
});
