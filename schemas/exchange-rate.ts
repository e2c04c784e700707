import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/** Who entered a day's FIX: the Banxico SIE adapter's daily fetch, a person on the cover-config screen, or the demo's seed (invented values). */
export const EXCHANGE_RATE_SOURCES = ['banxico', 'manual', 'demo'] as const;

/**
 * Banxico's FIX (MXN per USD, series SF43718), one row per day Banxico determined it, dated as the
 * series dates it. A USD CFDI issued on day D takes the FIX published in the DOF on D, that is the
 * latest one determined before D (docs/decisions/113, server/domain/exchange-rate-of-day.ts). Kept
 * apart from the hedges' quotes (forex_quote), which are intraday prices, not the fiscal rate.
 */
export const exchangeRate = defineEntity({
  name: 'exchange_rate',
  // Entered on the cover-config screen, beside the quotes (the spec's routes are fixed).
  access: { module: '/administrador/listas/cobertura-config' },
  timestamps: true,
  fields: {
    fixed_on: field.date({ sortable: true, filterable: true, unique: true }),
    rate: field.numeric({ precision: 12, scale: 4, validators: [{ check: (value: unknown) => (/^0*(\.0*)?$/.test(String(value)) ? 'greaterThanZero' : null) }] }),
    source: field.select(EXCHANGE_RATE_SOURCES, { defaultValue: 'manual', generated: true, filterable: true }),
  },
  recordRepresentation: 'fixed_on',
  defaultSort: { field: 'fixed_on', order: 'DESC' },
});
