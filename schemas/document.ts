import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** A document type: a user document of this type expires `days` after its upload. */
export const document = defineEntity({
  name: 'document',
  // Other screens show and pick these (investors' dashboards, forms): any signed-in user may read them.
  access: { module: { route: '/administrador/listas/documentos', icon: 'Description' }, lookup: true },
  fields: {
    name: field.text({ maxLength: 120, sortable: true, filterable: true, searchable: true }),
    description: field.text({ searchable: true }),
    days: field.numeric({ precision: 8, scale: 0, sortable: true }),
  },
});
