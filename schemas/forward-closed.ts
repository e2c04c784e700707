import { defineEntity } from './framework/define-entity.ts';
import { READ } from './framework/access.ts';
import { field } from './framework/field.ts';
import { forwardInstrument } from './forward-instrument.ts';
import { forwardOpen } from './forward-open.ts';
import { status } from './status.ts';
import { user } from './user.ts';

/**
 * A closed part of a hedge (spec section 3, Closed forward): a partial exit, an exit by differential or
 * a liquidation of the open forward `parentId`. `profit` is MXN paid to the client (negative: paid by
 * it), per DOMAIN.md: N x (S_ref - K) for a buyer, N x (K - S_ref) for a seller, or the present value of
 * the differential. `referenceRate` is the S_ref (or today's forward F_t(T)) the profit was computed at.
 */
export const forwardClosed = defineEntity({
  name: 'forward_closed',
  access: { module: { route: '/coberturas/coberturas-concluidas', icon: 'TaskAlt', grants: { investor: READ, client: READ } } },
  timestamps: true,
  fields: {
    parentId: field.reference(() => forwardOpen, { filterable: true }),
    // Their filters offer the hedge lookups (spec section 7, forward/misc/*): only clients and
    // investors as owners (an investor only themself), only hedge instruments and statuses.
    userId: field.reference(() => user, { filterable: true, lookup: 'forward/misc/users' }),
    instrumentId: field.reference(() => forwardInstrument, { optional: true, filterable: true, lookup: 'forward/misc/instruments' }),
    statusId: field.reference(() => status, { filterable: true, lookup: 'forward/misc/status' }),
    kind: field.select(['partial', 'differential', 'liquidation'], { filterable: true }),
    side: field.select(['buy', 'sell']),
    amountUSD: field.money({ optional: true, sortable: true, symbol: '' }),
    /** The closed USD at K, in MXN. */
    amountMXN: field.money(),
    K: field.numeric({ precision: 12, scale: 4 }),
    referenceRate: field.numeric({ precision: 12, scale: 4 }),
    profit: field.money({ sortable: true, signed: true }),
  },
  indexes: [['userId', 'created_at']],
  operations: ['list', 'one'],
  // The list adds names and figures the row does not hold (server/routes/forwards/forwards-lists.ts).
  routesByDomain: ['list', 'one'],
  owner: 'userId',
});
