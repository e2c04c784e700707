import { sql, type SQL } from '#drizzle';
import { defineEntity } from './framework/define-entity.ts';
import { READ_UPDATE } from './framework/access.ts';
import { field } from './framework/field.ts';
import { forwardInstrument } from './forward-instrument.ts';
import { STATUS, status } from './status.ts';
import { user } from './user.ts';

/**
 * An open USD/MXN hedge (spec section 3, Open forward), created by POST forward/notify. Every price
 * figure is the server's, frozen when the hedge was requested: the spot and its time, the leg rates,
 * the spread, the forward F at maturity and the client rate K. Rates are MXN per USD with 4 decimals.
 * The owner (userId) is the client or investor; they see only their own hedges. Served by the
 * forwards routes (forward_open, forward/{id}), which add the instrument, user and status names.
 * canBeLiquidate is a rule of today's date rather than a column: computed per row by the list (below)
 * and by server/routes/forwards/forwards-rules.ts for one hedge; tests/api/forwards/hedge-lifecycle checks they agree.
 */
export const forwardOpen = defineEntity({
  name: 'forward_open',
  access: { module: { route: '/coberturas/coberturas-vigentes', icon: 'Timelapse', grants: { investor: READ_UPDATE, client: READ_UPDATE } } },
  timestamps: true,
  fields: {
    // Their filters offer the hedge lookups (spec section 7, forward/misc/*): only clients and
    // investors as owners (an investor only themself), only hedge instruments and statuses.
    userId: field.reference(() => user, { filterable: true, lookup: 'forward/misc/users' }),
    instrumentId: field.reference(() => forwardInstrument, { filterable: true, lookup: 'forward/misc/instruments' }),
    statusId: field.reference(() => status, { filterable: true, lookup: 'forward/misc/status' }),
    /** The client's side: 'buy' when it buys USD (pays MXN), 'sell' when it sells them. */
    side: field.select(['buy', 'sell'], { filterable: true }),
    amountUSD: field.money({ sortable: true, symbol: '' }),
    pendingAmountUSD: field.money({ sortable: true, symbol: '' }),
    /** Always pending USD x K, recomputed on every change. */
    pendingAmountMXN: field.money(),
    spot: field.numeric({ precision: 12, scale: 4 }),
    spotAt: field.datetime(),
    rateMXN: field.percent(),
    rateUSD: field.percent(),
    spread: field.numeric({ precision: 12, scale: 4 }),
    forwardRate: field.numeric({ precision: 12, scale: 4 }),
    K: field.numeric({ precision: 12, scale: 4 }),
    tradeDate: field.date(),
    maturity: field.date({ sortable: true }),
    days: field.integer(),
    /** Set by a successful POST forward/notify (spec section 4: the request-generated flag). */
    requestGenerated: field.boolean({ defaultValue: false }),
  },
  // The lists: a client's hedges newest first, and the maturity calendar of the open ones.
  indexes: [['userId', 'created_at'], ['statusId', 'maturity']],
  operations: ['list', 'one'],
  // The list adds names and figures the row does not hold (server/routes/forwards/forwards-lists.ts).
  routesByDomain: ['list', 'one'],
  owner: 'userId',
  computed: {
    /**
     * Still open with something pending, and at or past its maturity in Mexico City, or on an
     * instrument that allows early liquidation (a window forward). forwards-rules.ts canBeLiquidated.
     */
    canBeLiquidate: {
      kind: 'boolean',
      sql: (): SQL => {
        const t = forwardOpen.table;
        const i = forwardInstrument.table;
        return sql`${t.statusId} = ${STATUS.active} and ${t.pendingAmountUSD} > 0 and (${t.maturity} <= (now() at time zone 'America/Mexico_City')::date
          or exists (select 1 from ${i} where ${i.id} = ${t.instrumentId} and ${i.allowsEarlyLiquidation}))`;
      },
    },
  },
});
