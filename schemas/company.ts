import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** The firm's companies that lend, from the ERP: read-only here. */
export const company = defineEntity({
  name: 'company',
  // The loans list shows and filters by it.
  access: { module: { route: '/administrador/listas/empresas', icon: 'Business' }, sharedWith: ['/prestamos/prestamos'] },
  fields: {
    intelisis_id: field.text({ maxLength: 32, sortable: true, filterable: true, searchable: true, unique: true }),
    name: field.text({ maxLength: 200, sortable: true, filterable: true, searchable: true }),
  },
  operations: ['list', 'one'],
});
