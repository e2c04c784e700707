import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { investment } from './investment.ts';
import { status } from './status.ts';

/**
 * An expense (gasto) charged to an investment: "same columns as the payment" (spec section 3), under the
 * API path `expenses` with GET and POST only (spec section 7). Expenses are never deleted, so the
 * payment's deleted_at has no use here and is left out.
 */
export const expense = defineEntity({
  name: 'expenses',
  table: 'expense',
  access: { module: { route: '/inversiones/gastos', icon: 'ReceiptLong' } },
  timestamps: true,
  // The investor of the investment owns its expenses (and sees only theirs).
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
    paid_at: field.date({ optional: true, sortable: true }),
    cfdi_pdf_location: field.file(['.pdf'], { optional: true }),
    cfdi_xml_location: field.file(['.xml'], { optional: true }),
  },
  defaultSort: { field: 'date_payment', order: 'DESC' },
  operations: ['list', 'one', 'create'],
});
