import { sql, type SQL } from 'drizzle-orm';
import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { CFDI_USE_CODES, FISCAL_REGIME_CODES } from './rules/sat-catalogues.ts';
import { loan } from './loan.ts';
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
    rfc: field.rfc({ sortable: true, filterable: true, searchable: true }),
    /** The receiver's fiscal data a CFDI 4.0 carries (Receptor): postal code of the fiscal address, c_RegimenFiscal, c_UsoCFDI. */
    fiscal_postal_code: field.text({ maxLength: 5, optional: true, list: false }),
    fiscal_regime: field.select(FISCAL_REGIME_CODES, { optional: true, list: false }),
    cfdi_use: field.select(CFDI_USE_CODES, { optional: true, list: false }),
    /** The client account (role Cliente) that sees this customer's loans (docs/decisions/007). */
    user_id: field.reference(() => user, { optional: true, list: false }),
  },
  owner: 'user_id',
  operations: ['list', 'one'],
  computed: {
    /** How many loans the customer has, of every status: the loans screens' lists of customers sort by it. */
    loans_count: { kind: 'integer', sortable: true, sql: (): SQL => sql`select count(*) from ${loan.table} where ${loan.table.customer_id} = ${customer.table.id}` },
  },
});
