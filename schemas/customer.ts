import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { user } from './user.ts';

/** Loan customers, kept in the firm's ERP (Intelisis): read-only here (spec section 7: GET list and by id). */
export const customer = defineEntity({
  name: 'customer',
  module: '/administrador/listas/clientes',
  // The loan screens show and filter by customer; a client reads only their own (owner).
  sharedWith: ['/prestamos/clientes', '/prestamos/prestamos'],
  fields: {
    clave: field.text({ maxLength: 32, sortable: true, filterable: true, searchable: true, unique: true }),
    name: field.text({ maxLength: 200, sortable: true, filterable: true, searchable: true }),
    rfc: field.text({ maxLength: 13, sortable: true, filterable: true, searchable: true }),
    /** The client account (role Cliente) that sees this customer's loans (docs/decisions/007). */
    user_id: field.reference(() => user, { optional: true, list: false }),
  },
  owner: 'user_id',
  operations: ['list', 'one'],
});
