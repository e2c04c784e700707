import { sql, type SQL } from '#drizzle';
import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { INVESTMENT_DURATIONS } from './rules/investment-terms.ts';
import { currency } from './currency.ts';
import { investmentDetail } from './investment-detail.ts';
import { status } from './status.ts';
import { user } from './user.ts';

/**
 * An investment (spec section 3). The investor, amount, emission, duration and currency are typed in;
 * the server computes the schedule (investment details) and the figures marked generated from them
 * (DOMAIN.md "Investment returns"), so creating, changing and deleting one are domain routes
 * (server/routes/investments/investments.ts). The status moves from en proceso to concluida by closing it.
 */
export const investment = defineEntity({
  name: 'investment',
  // The admin list /administrador/listas/inversiones works on the same records.
  access: {
    module: { route: '/inversiones/inversiones', icon: 'AccountBalance', label: 'inversiones-lista' },
    sharedWith: [{ route: '/administrador/listas/inversiones', icon: 'Savings' }],
  },
  timestamps: true,
  owner: 'user_id',
  recordRepresentation: 'key',
  fields: {
    key: field.text({ maxLength: 40, unique: true, readOnlyOnUpdate: true, sortable: true, searchable: true }),
    user_id: field.reference(() => user, { filterable: true, sortable: true, lookupFilter: { role_id: 5 } }),
    intelisis_id: field.text({ maxLength: 40, searchable: true }),
    amount: field.money({ sortable: true }),
    emission: field.date({ sortable: true, filterable: true }),
    duration: field.select(INVESTMENT_DURATIONS, { list: false }),
    expiration: field.date({ sortable: true, filterable: true, generated: true }),
    days: field.numeric({ precision: 8, scale: 0, generated: true }),
    interests: field.money({ generated: true }),
    retentions: field.money({ generated: true }),
    /** Capital plus the interest net of retentions: everything the firm pays the investor. */
    total_to_pay: field.money({ generated: true }),
    currency_id: field.reference(() => currency, { filterable: true }),
    status_id: field.reference(() => status, { filterable: true, generated: true }),
    /**
     * The signed contract. Required by POST investment (a new investment by hand); empty only for an
     * investment imported with its history, whose contract is elsewhere: "contrato pendiente" on its
     * screens and the investor's documents until one is uploaded (docs/decisions/280).
     */
    contract: field.file(['.pdf'], { list: false, optional: true }),
  },
  formSections: [
    { name: 'investment', fields: ['key', 'user_id', 'intelisis_id', 'currency_id'] },
    { name: 'terms', fields: ['amount', 'emission', 'duration'] },
    { name: 'contract', fields: ['contract'] },
  ],
  indexes: [['user_id', 'status_id']],
  computed: {
    /** Payments already made: an investment with any can be neither deleted nor given new terms (its screens do not offer it). */
    paid_payments: {
      kind: 'integer',
      sql: (): SQL => sql`select count(*)::int from ${investmentDetail.table} where ${investmentDetail.table.investment_id} = ${investment.table.id} and ${investmentDetail.table.paid_at} is not null`,
    },
  },
  routesByDomain: ['one', 'create', 'update', 'delete'],
  importKey: 'key',
  // Imported with its paid periods (opening balances, docs/decisions/280): the domain computes the schedule.
  domainImport: true,
  importRequires: { screen: '/inversiones/pagos', action: 'root' },
});
