import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/**
 * INEGI's Índice Nacional de Precios al Consumidor by month (base: second half of July 2018 = 100), a
 * catalogue: LIVA art. 18-A's inflation adjustment reads it for the IVA on real interest
 * (server/domain/vat-on-interest.ts, docs/decisions/115). INEGI publishes a month's figure around the
 * 10th of the next; the months already published are entered here (the migration brings those checked
 * when it was written), each with where it was read.
 */
/**
 * The source the demo's invented INPC rows carry (docs/decisions/246). Stored in Spanish, as every
 * source a person types; a screen shows it in its own language (its label under resources.inpc.options.source.demo).
 */
export const DEMO_INPC_SOURCE = 'Valor de demostración (no publicado por el INEGI)';

export const inpc = defineEntity({
  name: 'inpc',
  access: { module: '/administrador/listas/cobertura-config' },
  timestamps: true,
  fields: {
    month: field.text({ maxLength: 7, sortable: true, filterable: true, unique: true, pattern: { regex: /^\d{4}-(0[1-9]|1[0-2])$/, message: 'notValid', example: (n: number) => `${2100 + (n % 800)}-${String(1 + (n % 12)).padStart(2, '0')}` } }),
    // An index of 0 would divide 18-A's adjustment by nothing: refused here, not at invoicing.
    value: field.numeric({ precision: 10, scale: 3, validators: [{ check: (value: unknown) => (/^0*(\.0*)?$/.test(String(value)) ? 'greaterThanZero' : null) }] }),
    source: field.text({ maxLength: 200 }),
  },
  recordRepresentation: 'month',
  defaultSort: { field: 'month', order: 'DESC' },
});
