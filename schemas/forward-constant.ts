import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';
import { forwardInstrument } from './forward-instrument.ts';

/**
 * A pricing constant (spec section 3, Forward constant). POST forwards/const makes the new value the
 * current one of its instrument and keeps the old ones as history (isCurrent false), so a hedge's
 * price can always be traced to the constants in force when it was made.
 */
export const forwardConstant = defineEntity({
  name: 'forward_constant',
  // Served by its domain routes (spec section 7), not the generic ones; its screen's list reads them.
  genericApi: false,
  path: 'forwards/const',
  access: { module: { route: '/administrador/listas/constantes', icon: 'Functions' } },
  timestamps: true,
  fields: {
    value: field.numeric({ precision: 18, scale: 6, sortable: true }),
    instrumentId: field.reference(() => forwardInstrument, { filterable: true }),
    isCurrent: field.boolean({ hidden: true, filterable: true, defaultValue: true }),
  },
  indexes: [['instrumentId', 'isCurrent']],
  operations: ['list', 'one', 'create'],
});
