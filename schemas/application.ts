import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

export const application = defineEntity({
  name: 'application',
  access: { module: { route: '/administrador/listas/aplicaciones', icon: 'Apps' } },
  fields: {
    name: field.text({ maxLength: 120, sortable: true, filterable: true, searchable: true }),
    description: field.text({ searchable: true }),
  },
});
