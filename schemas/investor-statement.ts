import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { user } from './user.ts';

/**
 * An investor's statement of a month in one currency (docs/decisions/252): capital at the
 * start, the interest of the month, the ISR withheld, what was paid, the closing balance, and a PDF
 * listing each payment with its tracking key. Written only by POST investor_statements/generate, for
 * every investor at once; the investor reads only theirs (from the portal's documents).
 */
export const investorStatement = defineEntity({
  name: 'investor_statement',
  access: { module: '/inversiones/pagos', readableFrom: ['/inversiones/dashboard'] },
  timestamps: true,
  owner: 'user_id',
  recordRepresentation: 'month',
  fields: {
    user_id: field.reference(() => user, { filterable: true, sortable: true, lookupFilter: { role_id: 5 } }),
    /** YYYY-MM. */
    month: field.text({ maxLength: 7, filterable: true, sortable: true }),
    currency: field.text({ maxLength: 3, filterable: true }),
    opening_capital: field.money(),
    interests: field.money(),
    retentions: field.money(),
    paid: field.money(),
    closing_balance: field.money(),
    payments: field.integer(),
    pdf_location: field.file(['.pdf']),
  },
  indexes: [['user_id', 'month']],
  defaultSort: { field: 'month', order: 'DESC' },
  operations: ['list', 'one'],
});
