import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** Loan customers, kept in the firm's ERP (Intelisis): read-only here (spec section 7: GET list and by id). */
export const customer = defineEntity({
  name: 'customer',
  module: '/administrador/listas/clientes',
  fields: {
    clave: field.text({ maxLength: 32, sortable: true, filterable: true, searchable: true, unique: true }),
    name: field.text({ maxLength: 200, sortable: true, filterable: true, searchable: true }),
    rfc: field.text({ maxLength: 13, sortable: true, filterable: true, searchable: true }),
  },
  operations: ['list', 'one'],
});
