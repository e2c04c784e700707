import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** Sales agents who place loans, from the ERP (docs/decisions/241). */
export const agent = defineEntity({
  name: 'agent',
  // The loans list shows and filters by it.
  access: { module: { route: '/administrador/listas/agentes', icon: 'SupportAgent' }, sharedWith: ['/prestamos/prestamos'] },
  fields: {
    // A client or an investor sees an agent by name only (their loans show it): the ERP key and the
    // agent's RFC are the firm's records.
    intelisis_id: field.text({ maxLength: 32, sortable: true, filterable: true, searchable: true, unique: true, access: { read: 'staff' } }),
    name: field.text({ maxLength: 200, sortable: true, filterable: true, searchable: true }),
    rfc: field.text({ maxLength: 13, sortable: true, filterable: true, searchable: true, access: { read: 'staff' } }),
  },
  // The ERP's (docs/decisions/241): its imports write them; by hand only where the firm allows it.
  operations: ['list', 'one', 'create', 'update'],
  importKey: 'intelisis_id',
  externalSource: {},
});
