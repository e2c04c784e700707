import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** The firm's companies that lend, from the ERP (docs/decisions/241). */
export const company = defineEntity({
  name: 'company',
  // The loans list shows and filters by it.
  access: { module: { route: '/administrador/listas/empresas', icon: 'Business' }, sharedWith: ['/prestamos/prestamos'] },
  fields: {
    intelisis_id: field.text({ maxLength: 32, sortable: true, filterable: true, searchable: true, unique: true }),
    name: field.text({ maxLength: 200, sortable: true, filterable: true, searchable: true }),
  },
  // The ERP's (docs/decisions/241): its imports write them; by hand only where the firm allows it.
  operations: ['list', 'one', 'create', 'update'],
  importKey: 'intelisis_id',
  externalSource: {},
});
