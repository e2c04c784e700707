import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { agent } from './agent.ts';
import { company } from './company.ts';
import { currency } from './currency.ts';
import { customer } from './customer.ts';
import { status } from './status.ts';

/**
 * A loan to a customer (spec section 3). Its terms drive the schedule of details (DOMAIN.md "Loans"):
 * `amount` is the principal, `interests` the annual rate in percent, `emission` the disbursement
 * date, `expiration` the last cut-off (the term is the whole months between them) and `days` the
 * contractual grace days from each cut-off to its payment date (docs/decisions/007-loan-terms.md).
 * Creating one computes its details in the same transaction (server/routes/loans.ts).
 */
export const loan = defineEntity({
  name: 'loan',
  module: '/prestamos/prestamos',
  sharedWith: ['/prestamos/vigentes', '/prestamos/concluidos', '/administrador/listas/prestamos'],
  fields: {
    intelisis_id: field.text({ maxLength: 32, readOnlyOnUpdate: true, sortable: true, filterable: true, searchable: true, unique: true }),
    mov: field.text({ maxLength: 60, filterable: true, searchable: true }),
    mov_id: field.text({ maxLength: 32, sortable: true, filterable: true, searchable: true }),
    customer_id: field.reference(() => customer, { sortable: true, filterable: true }),
    company_id: field.reference(() => company, { filterable: true }),
    agent_id: field.reference(() => agent, { filterable: true }),
    emission: field.date({ sortable: true, filterable: true }),
    expiration: field.date({ sortable: true, filterable: true }),
    days: field.numeric({ precision: 4, scale: 0 }),
    amount: field.money({ sortable: true }),
    interests: field.percent({ sortable: true }),
    currency_id: field.reference(() => currency, { filterable: true }),
    exchange_rate: field.numeric({ precision: 12, scale: 4 }),
    status_id: field.reference(() => status, { sortable: true, filterable: true }),
    /** Set when the loan is closed (PATCH loan/{id}/close). */
    date_payment: field.date({ generated: true, sortable: true }),
  },
  timestamps: true,
  recordRepresentation: 'intelisis_id',
  defaultSort: { field: 'emission', order: 'DESC' },
  indexes: [['status_id', 'emission'], ['customer_id', 'emission']],
  ownedThrough: 'customer_id',
  routesByDomain: ['create'],
});
