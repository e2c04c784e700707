import { sql, type SQL } from '#drizzle';
import { defineEntity } from './framework/define-entity.ts';
import { READ } from './framework/access.ts';
import { field } from './framework/field.ts';
import { agent } from './agent.ts';
import { company } from './company.ts';
import { currency } from './currency.ts';
import { customer } from './customer.ts';
import { loanDetail } from './loan-detail.ts';
import { STATUS, status } from './status.ts';
import { VAT_TREATMENTS } from './rules/vat-treatments.ts';

const ids = (...values: number[]) => sql.raw(values.join(', '));

/**
 * Today in Mexico City, worked out once per statement (an InitPlan), not once per row. A function, as
 * every piece of SQL here: the browser's `#drizzle` builds no SQL, so nothing may run at import.
 */
const today = () => sql.raw(`(select (now() at time zone 'America/Mexico_City')::date)`);

/**
 * The loan is in collections: it runs and its oldest unpaid detail's payment date has passed. Read from
 * the loan's own row (`unpaid_since`, kept by the database in every write's transaction), so a filter
 * or a sort on it walks an index instead of probing every loan's details (docs/decisions/146).
 */
const inCollections = (): SQL => {
  const l = loan.table;
  return sql`${l.status_id} in (${ids(STATUS.active, STATUS.inProcess)}) and ${l.unpaid_since} < ${today()}`;
};

/**
 * Over the loan's details that are unpaid and past their payment date while the loan runs: what
 * collections chases (the same rule as GET loan/expired, server/routes/loans/loans-collections.ts). Only a
 * loan in collections has any, so the subquery runs for those rows alone.
 */
const overExpired = (select: SQL, none: SQL): SQL => {
  const d = loanDetail.table;
  const l = loan.table;
  return sql`case when ${inCollections()} then (select ${select} from ${d} where ${d.loan_id} = ${l.id}
    and ${d.status_id} not in (${ids(STATUS.paid, STATUS.cancelled)}) and ${d.expiration_doc} < ${today()}) else ${none} end`;
};

/** Customers, companies and agents are chosen by name. */
const BY_NAME = { field: 'name' } as const;

/**
 * A loan to a customer (spec section 3). Its terms drive the schedule of details (DOMAIN.md "Loans"):
 * `amount` is the principal, `interests` the annual rate in percent, `emission` the disbursement
 * date, `expiration` the last cut-off (the term is the whole months between them) and `days` the
 * contractual grace days from each cut-off to its payment date (docs/decisions/007-loan-terms.md).
 * Creating one computes its details in the same transaction (server/routes/loans/loans.ts).
 */
export const loan = defineEntity({
  name: 'loan',
  access: {
    module: { route: '/prestamos/prestamos', icon: 'RequestQuote', label: 'prestamos-lista', grants: { client: READ } },
    sharedWith: [
      { route: '/prestamos/vigentes', icon: 'EventAvailable' },
      { route: '/prestamos/concluidos', icon: 'TaskAlt' },
      { route: '/administrador/listas/prestamos', icon: 'RequestQuote' },
    ],
    readableFrom: [{ route: '/prestamos/cobros', icon: 'PriceCheck' }],
  },
  fields: {
    intelisis_id: field.text({ maxLength: 32, readOnlyOnUpdate: true, sortable: true, filterable: true, searchable: true, unique: true }),
    mov: field.text({ maxLength: 60, filterable: true, searchable: true }),
    mov_id: field.text({ maxLength: 32, sortable: true, filterable: true, searchable: true }),
    customer_id: field.reference(() => customer, { sortable: true, filterable: true, lookupSort: BY_NAME }),
    company_id: field.reference(() => company, { filterable: true, lookupSort: BY_NAME }),
    agent_id: field.reference(() => agent, { filterable: true, lookupSort: BY_NAME }),
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
    /**
     * IVA on the interest: exempt, 16 % on nominal or on real interest (docs/decisions/115, 116). Not
     * given at creation, or emptied on an edit: the default of the firm's kind and the customer's.
     * Each CFDI reads it when issued; an issued invoice keeps its own.
     */
    vat_treatment: field.select(VAT_TREATMENTS, { optional: true, list: false }),
    /**
     * The payment date of the oldest detail neither paid nor cancelled (none: null). Kept by triggers on
     * loan_detail in the transaction of every write (migration 0012), never by the API.
     */
    unpaid_since: field.date({ hidden: true, generated: true, sortable: true }),
  },
  timestamps: true,
  recordRepresentation: 'intelisis_id',
  formSections: [
    { name: 'origin', fields: ['intelisis_id', 'mov', 'mov_id', 'customer_id', 'company_id', 'agent_id'] },
    { name: 'terms', fields: ['emission', 'expiration', 'days', 'amount', 'interests', 'currency_id', 'exchange_rate', 'status_id'] },
    { name: 'invoicing', fields: ['vat_treatment'] },
  ],
  defaultSort: { field: 'emission', order: 'DESC' },
  indexes: [['status_id', 'emission'], ['customer_id', 'emission'], ['status_id', 'unpaid_since']],
  ownedThrough: 'customer_id',
  routesByDomain: ['create'],
  // A loan comes with its schedule and history: its import is its domain's (opening balances, docs/decisions/206).
  importKey: 'intelisis_id',
  domainImport: true,
  computed: {
    /** Collections (/prestamos/cobros) lists the loans with at least one (`expired_details_gte=1`). */
    expired_details: {
      kind: 'integer', sortable: true, filterable: true, sql: () => overExpired(sql`count(*)::int`, sql`0`),
      // At least one expired detail is being in collections: the index answers it, no detail is read.
      condition: (operator, value) => (operator === 'gte' && Number(value) <= 1 ? (Number(value) <= 0 ? sql`true` : inCollections()) : undefined),
    },
    expired_amount: { kind: 'money', sortable: true, sql: () => overExpired(sql`sum(${loanDetail.table.amount})`, sql`null`) },
    // The oldest expired detail is the oldest unpaid one: the loan's own column, no subquery. Sorted by
    // unpaid_since itself (its index): the same order for the loans in collections, which come before
    // the running loans whose unpaid payments are still to come.
    oldest_expiration: {
      kind: 'date', sortable: true,
      sql: (): SQL => sql`case when ${inCollections()} then ${loan.table.unpaid_since}::text end`,
      sortBy: (): SQL => sql`${loan.table.unpaid_since}`,
    },
    /** The charge's status: 8 once every expired detail is charged, 7 while one is not; none without expired details. */
    charge_status_id: {
      kind: 'integer',
      filterable: true,
      sql: () => overExpired(sql`case when count(*) = 0 then null when bool_and(${loanDetail.table.status_id} = ${ids(STATUS.chargeGenerated)}) then ${ids(STATUS.chargeGenerated)} else ${ids(STATUS.expired)} end`, sql`null`),
      // Only a loan in collections has a charge status: the index narrows the rows the subquery runs for.
      condition: (_operator, _value, expression) => sql`${inCollections()} and ${expression}`,
    },
  },
});
