import { defineEntity } from './framework/define-entity.ts';
import { EVERY_ACTION } from './framework/access.ts';
import { field } from './framework/field.ts';
import { investment } from './investment.ts';
import { status } from './status.ts';

/**
 * One scheduled payment of an investment (spec section 3: "Investment detail (payment)"): the interest
 * of one period, its ISR retention and the net total_to_pay. Created with the investment's schedule;
 * soft-deleted and reactivated (PATCH investment_detail/{id}/recovery); paid through POST payments.
 */
export const investmentDetail = defineEntity({
  name: 'investment_detail',
  access: {
    // Admin also approves payout runs there (`root`, docs/decisions/250): the Gestor who prepares one cannot.
    module: { route: '/inversiones/pagos', icon: 'Payments', grants: { admin: EVERY_ACTION } },
    sharedWith: [{ route: '/administrador/listas/inversiones-detalles', icon: 'ReceiptLong' }],
  },
  timestamps: true,
  softDelete: true,
  // The investor of the investment owns its payments (and sees only theirs).
  ownedThrough: 'investment_id',
  fields: {
    investment_id: field.reference(() => investment, { filterable: true, sortable: true }),
    date_payment: field.date({ sortable: true, filterable: true }),
    days: field.numeric({ precision: 8, scale: 0 }),
    interests: field.money({ sortable: true }),
    retentions: field.money(),
    total_to_pay: field.money({ sortable: true }),
    expiration_payment: field.date({ sortable: true }),
    status_id: field.reference(() => status, { filterable: true }),
    paid_at: field.date({ optional: true, sortable: true, filterable: true }),
    cfdi_pdf_location: field.file(['.pdf'], { optional: true }),
    cfdi_xml_location: field.file(['.xml'], { optional: true }),
  },
  defaultSort: { field: 'date_payment', order: 'DESC' },
  indexes: [['investment_id', 'date_payment']],
});
