import { sql, type SQL } from '#drizzle';
import { defineEntity } from './framework/define-entity.ts';
import { field, type FieldValidator } from './framework/field.ts';
import { cfdiUseProblem, personKindOfRfc } from './rules/cfdi-use.ts';
import { CFDI_USE_CODES, FISCAL_REGIME_CODES, genericUseProblem, regimeKindProblem } from './rules/sat-catalogues.ts';
import { loan } from './loan.ts';
import { user } from './user.ts';

/** A tax regime the RFC's kind may hold (c_RegimenFiscal). */
const regimeFitsRfc: FieldValidator = { reads: ['rfc'], check: (value, _params, record) => regimeKindProblem(String(record.rfc ?? ''), String(value)) };

/** A use SAT's c_UsoCFDI allows on an income invoice to this receiver's kind and regime. */
const useFitsReceiver: FieldValidator = {
  reads: ['fiscal_regime', 'rfc'],
  check: (value, _params, record) =>
    genericUseProblem(String(record.rfc ?? ''), String(value)) ?? cfdiUseProblem(String(value), { regime: (record.fiscal_regime as string | null) ?? undefined, kind: personKindOfRfc(String(record.rfc ?? '')), type: 'I' }),
};

/** Loan customers, kept in the firm's ERP (Intelisis): written by its imports, by hand only where the firm allows it (docs/decisions/241). */
export const customer = defineEntity({
  name: 'customer',
  // The loan screens show and filter by customer; a client reads only their own (owner).
  access: {
    module: { route: '/administrador/listas/clientes', icon: 'Storefront' },
    sharedWith: [{ route: '/prestamos/clientes', icon: 'Storefront', label: 'prestamos-clientes' }, '/prestamos/prestamos'],
  },
  fields: {
    // Who the customer is comes from the ERP (docs/decisions/001, 241): its key never changes, the rest by its imports.
    clave: field.text({ maxLength: 32, sortable: true, filterable: true, searchable: true, unique: true, readOnlyOnUpdate: true }),
    name: field.text({ maxLength: 200, sortable: true, filterable: true, searchable: true }),
    rfc: field.rfc({ sortable: true, filterable: true, searchable: true }),
    /** The receiver's fiscal data a CFDI 4.0 carries (Receptor): postal code of the fiscal address, c_RegimenFiscal, c_UsoCFDI. */
    fiscal_postal_code: field.text({ maxLength: 5, optional: true, list: false }),
    fiscal_regime: field.select(FISCAL_REGIME_CODES, { optional: true, list: false, validators: [regimeFitsRfc] }),
    /** The use the customer states on its income invoices (type I), as SAT's c_UsoCFDI allows for its kind and regime. */
    cfdi_use: field.select(CFDI_USE_CODES, {
      optional: true,
      list: false,
      validators: [useFitsReceiver],
    }),
    /** The client account (role Cliente) that sees this customer's loans (docs/decisions/007). */
    user_id: field.reference(() => user, { optional: true, list: false, readOnlyOnUpdate: true }),
  },
  owner: 'user_id',
  // Admin corrects the fiscal data SAT checks (postal code, regime, use) at any time; the rest is the ERP's.
  operations: ['list', 'one', 'create', 'update'],
  importKey: 'clave',
  externalSource: { handEditable: ['fiscal_postal_code', 'fiscal_regime', 'cfdi_use'] },
  computed: {
    /** How many loans the customer has, of every status: the loans screens' lists of customers sort by it. */
    loans_count: { kind: 'integer', sortable: true, sql: (): SQL => sql`select count(*) from ${loan.table} where ${loan.table.customer_id} = ${customer.table.id}` },
  },
});
