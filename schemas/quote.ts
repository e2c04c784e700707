import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/**
 * USD/MXN quotes, MXN per USD with 4 decimals. Fed by the configured rate source
 * (server/adapters/rate-source.ts): by default a manager enters or uploads them. The latest one is the
 * spot of every simulation and the reference rate (FIX) of exits and liquidations.
 */
export const forexQuote = defineEntity({
  name: 'forex_quote',
  // Served by its domain routes (spec section 7), not the generic ones.
  genericApi: false,
  access: { module: '/administrador/listas/cobertura-config' },
  timestamps: true,
  fields: {
    rate: field.numeric({ precision: 12, scale: 4 }),
    quotedAt: field.datetime({ sortable: true }),
    /** Who fed it: a manager's form (manual), a manager's spreadsheet (upload), a driver, or the demo seed. */
    source: field.text({ maxLength: 32, filterable: true }),
  },
  defaultSort: { field: 'quotedAt', order: 'DESC' },
  operations: ['list', 'one', 'create'],
});
