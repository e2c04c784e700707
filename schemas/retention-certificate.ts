import { sql, type SQL } from '#drizzle';
import { defineEntity } from './framework/define-entity.ts';
import { READ } from './framework/access.ts';
import { field } from './framework/field.ts';
import { currency } from './currency.ts';
import { exchangeRate } from './exchange-rate.ts';
import { investment } from './investment.ts';
import { investmentDetail } from './investment-detail.ts';
import { CANCELLATION_MOTIVES, INVOICE_STATUS } from './invoice.ts';
import { user } from './user.ts';

/**
 * An investor's CFDI de Retenciones e Información de Pagos 2.0 (CveRetenc 16, Intereses complement)
 * for a period of one year (docs/decisions/140): the interest paid in it, the ISR withheld,
 * the real interest. Written only by the retention routes (server/routes/retention-certificates*.ts)
 * through the invoicing outbox; read here, the investor only theirs.
 */
export const retentionCertificate = defineEntity({
  name: 'retention_certificate',
  access: { module: { route: '/inversiones/constancias', icon: 'Receipt', grants: { investor: READ } } },
  timestamps: true,
  owner: 'user_id',
  recordRepresentation: 'folio',
  fields: {
    user_id: field.reference(() => user, { filterable: true, sortable: true, lookupFilter: { role_id: 5 } }),
    year: field.integer({ filterable: true, sortable: true }),
    from_month: field.integer({ list: false }),
    to_month: field.integer({ list: false }),
    /** FolioInt: the firm's own number. */
    folio: field.text({ maxLength: 20, unique: true, sortable: true, searchable: true }),
    /** The folio fiscal a PAC gives; none while not stamped. */
    uuid: field.text({ maxLength: 36, unique: true, optional: true, searchable: true }),
    status: field.select(INVOICE_STATUS, { filterable: true, sortable: true }),
    receiver_rfc: field.text({ maxLength: 13, searchable: true }),
    receiver_name: field.text({ maxLength: 254, list: false }),
    /** MontoTotOperacion = MontoTotGrav = MontIntNominal: the interest paid in the period. */
    nominal: field.money({ sortable: true }),
    exempt: field.money({ list: false }),
    /** MontoTotRet: the ISR withheld. */
    withheld: field.money(),
    adjustment: field.money({ list: false }),
    real_interest: field.money(),
    loss: field.money({ list: false }),
    /** How many payments it sums: a payment deleted or reactivated since makes it outdated. */
    payments: field.integer({ list: false }),
    /** The certificate this one corrects (CfdiRetenRelacionados 04 when that one has a folio fiscal). */
    replaces_id: field.integer({ optional: true, list: false }),
    cancellation_motive: field.select(CANCELLATION_MOTIVES, { optional: true, list: false }),
    provider: field.text({ maxLength: 32, list: false }),
    provider_ref: field.text({ maxLength: 64, optional: true, list: false }),
    stamped_at: field.datetime({ optional: true, list: false }),
    xml_location: field.file(['.xml']),
    pdf_location: field.file(['.pdf']),
  },
  indexes: [['user_id', 'year']],
  defaultSort: { field: 'created_at', order: 'DESC' },
  operations: ['list', 'one'],
  computed: {
    /**
     * Live, and the payments paid in its period no longer add up to what it says (one was deleted,
     * reactivated or paid since): it must be corrected (docs/decisions/140). A dollar payment counts in
     * pesos at the FIX in force on its paid day, rounded per payment (docs/decisions/143).
     */
    outdated: {
      kind: 'boolean',
      filterable: true,
      sql: (): SQL => {
        const c = retentionCertificate.table;
        const d = investmentDetail.table;
        const i = investment.table;
        const x = exchangeRate.table;
        const cur = currency.table;
        return sql`${c.status} <> 'cancelled' and exists (select 1 from (select coalesce(sum(round(${d.interests} * fx.rate, 2)), 0) as nominal, coalesce(sum(round(${d.retentions} * fx.rate, 2)), 0) as withheld, count(*) as n
          from ${d} join ${i} on ${i.id} = ${d.investment_id} join ${cur} on ${cur.id} = ${i.currency_id}
          cross join lateral (select case when ${cur.code} = 'MXN' then 1::numeric else (select ${x.rate} from ${x} where ${x.fixed_on} < ${d.paid_at} order by ${x.fixed_on} desc limit 1) end as rate) fx
          where ${i.user_id} = ${c.user_id} and ${d.deleted_at} is null and ${d.paid_at} is not null and ${cur.code} in ('MXN', 'USD')
            and ${d.paid_at} >= make_date(${c.year}, ${c.from_month}, 1) and ${d.paid_at} < (make_date(${c.year}, ${c.to_month}, 1) + interval '1 month')::date) now
          where now.nominal <> ${c.nominal} or now.withheld <> ${c.withheld} or now.n <> ${c.payments})`;
      },
    },
  },
});
