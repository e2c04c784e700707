import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/**
 * What a forward constant or a hedge is about. `constant` instruments carry the pricing constants (the
 * spread "Constante widget" and the MXN and USD leg rates); `hedge` instruments are what a client
 * contracts. Served by the forwards routes (forwards/const/misc, forward/misc/instruments), not by the
 * generic API.
 */
export const FORWARD_INSTRUMENT = {
  /** The client spread c (MXN per USD): K = F + c for a buyer, F - c for a seller (DOMAIN.md). */
  widget: 1,
  /** r_MXN, annual percent. */
  rateMxn: 2,
  /** r_USD, annual percent. */
  rateUsd: 3,
  /** A deliverable forward settled on its maturity date. */
  forward: 4,
  /** A window forward: the client may liquidate it before maturity. */
  windowForward: 5,
} as const;

/** The spec's name of the spread's instrument (section 3: "the widget factor"). */
export const WIDGET_INSTRUMENT_NAME = 'Constante widget';

export const forwardInstrument = defineEntity({
  name: 'forward_instrument',
  // Served by its domain routes (spec section 7), not the generic ones.
  genericApi: false,
  access: { module: '/administrador/listas/constantes' },
  fields: {
    name: field.text({ maxLength: 120, unique: true, sortable: true, searchable: true }),
    description: field.text({ optional: true }),
    kind: field.select(['constant', 'hedge'], { filterable: true }),
    /** Hedge instruments: may be liquidated before maturity (otherwise only from the maturity date on). */
    allowsEarlyLiquidation: field.boolean({ defaultValue: false }),
  },
  defaultSort: { field: 'id', order: 'ASC' },
  operations: ['list', 'one'],
});
