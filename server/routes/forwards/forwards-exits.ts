/**
 * Closing an open hedge (/coberturas/coberturas-vigentes row actions), per DOMAIN.md:
 * - POST forward/exit {id}: the whole pending amount at the differential value, N_rem x (F_t(T) - K)
 *   discounted at the MXN rate (sign flipped for a seller), F_t(T) being today's forward to maturity;
 * - POST forward/partial {id, amountUSD}: part of the pending amount, never more, settled against today's
 *   quote: N x (S - K) for a buyer, N x (K - S) for a seller;
 * - PATCH forward/liquidate/{id}: everything pending against today's quote (the FIX), only when the
 *   hedge canBeLiquidate.
 * Each is refused while closing is off (closeCoverageConfig), runs in one transaction that locks the
 * hedge, writes the closed forward (parentId = the open one) and the open one's new pending amounts,
 * each with its audit row.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forwardClosed } from '../../../schemas/forward-closed.ts';
import { forwardOpen } from '../../../schemas/forward-open.ts';
import { exitRequest, partialRequest } from '../../../schemas/forward-requests.ts';
import { STATUS } from '../../../schemas/status.ts';
import { Repository, type Row } from '../../crud/repository.ts';
import { parseId } from '../../crud/routes.ts';
import { daysBetween, todayInMexicoCity } from '../../domain/calendar.ts';
import { closedProfit, exitDifferential, forwardRate, liquidation, partialExit } from '../../domain/forward-pricing.ts';
import { formatMoney, toDecimal } from '../../domain/money.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { assertClosingAllowed } from './forwards-cover-config.ts';
import { instrumentById, lockOpenForward, marketNow, type OpenForwardRow } from './forwards-data.ts';
import { parseBody, ruled } from './forwards-input.ts';
import { describeClosed, describeOpen } from './forwards-lists.ts';
import { canBeLiquidated, type Market } from './forwards-rules.ts';
import { msg } from '../../i18n/localized.ts';
import { assertReadVersion, pathId, bodyIds } from '../../crud/record-preconditions.ts';

const MODULE = '/coberturas/coberturas-vigentes';

/** What a close computes: the closed part and the figures shown with it. */
interface Closing {
  kind: 'partial' | 'differential' | 'liquidation';
  amountUSD: string;
  referenceRate: string;
  profit: string;
  pendingAmountUSD: string;
  pendingAmountMXN: string;
  figures?: Record<string, string | number>;
}

type Compute = (forward: OpenForwardRow, market: Market, today: string, tx: Db) => Promise<Closing>;

export async function forwardExitRoutes(app: FastifyInstance) {
  const openRepo = new Repository(forwardOpen, app.database);
  const closedRepo = new Repository(forwardClosed, app.database);

  async function close(request: FastifyRequest, id: number, compute: Compute) {
    await assertClosingAllowed(app.database.db);
    const now = new Date();
    const today = todayInMexicoCity(now);
    const result = await app.database.db.transaction(async (txRaw) => {
      const tx: Db = txRaw;
      const forward = await lockOpenForward(tx, id, app.rowScope(request, forwardOpen));
      if (!forward) throw notFound('hedge');
      assertReadVersion(request, forward);
      if (forward.statusId !== STATUS.active || !toDecimal(forward.pendingAmountUSD).greaterThan(0))
        throw conflict({ id: [msg('forwards.alreadyClosed')] });
      const market = await marketNow(tx);
      const closing = await compute(forward, market, today, tx);
      const done = toDecimal(closing.pendingAmountUSD).isZero();
      const closed = await closedRepo.create(
        {
          parentId: forward.id,
          userId: forward.userId,
          instrumentId: forward.instrumentId,
          statusId: STATUS.concluded,
          kind: closing.kind,
          side: forward.side,
          amountUSD: closing.amountUSD,
          amountMXN: formatMoney(toDecimal(closing.amountUSD).times(forward.K)),
          K: forward.K,
          referenceRate: closing.referenceRate,
          profit: closing.profit,
        },
        request.actor,
        tx,
      );
      const changes: Row = { pendingAmountUSD: closing.pendingAmountUSD, pendingAmountMXN: closing.pendingAmountMXN };
      if (done) changes.statusId = STATUS.concluded;
      const open = await openRepo.update(forward.id, changes, request.actor, { tx });
      return { open, closed, figures: closing.figures ?? {} };
    });
    const [open] = await describeOpen(app.database.db, [result.open], now);
    const [closed] = await describeClosed(app.database.db, [result.closed]);
    return { data: { forward: open, closed, ...result.figures } };
  }

  const exitByDifferential: Compute = async (forward, market, today) => {
    const remainingDays = Math.max(0, daysBetween(today, forward.maturity));
    const forwardNow = forwardRate(market.spot, market.rateMXN, market.rateUSD, remainingDays);
    const { differential, presentValue } = exitDifferential({
      remainingUsd: forward.pendingAmountUSD,
      K: forward.K,
      forwardNow,
      rMxn: market.rateMXN,
      remainingDays,
      side: forward.side,
    });
    return {
      kind: 'differential',
      amountUSD: toDecimal(forward.pendingAmountUSD).toFixed(2),
      referenceRate: forwardNow,
      profit: presentValue,
      pendingAmountUSD: '0.00',
      pendingAmountMXN: '0.00',
      figures: { differential, presentValue, forwardNow, remainingDays },
    };
  };

  app.post('/forward/exit', { config: { module: MODULE, action: 'update', writes: { entity: 'forward_open', ids: bodyIds('id') } }, schema: { tags: ['forward'], summary: 'Exit a hedge by differential', body: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } }, async (request) => {
    const { id } = parseBody<{ id: number }>(exitRequest, request.body);
    return close(request, id, exitByDifferential);
  });

  app.post(
    '/forward/partial',
    { config: { module: MODULE, action: 'update', writes: { entity: 'forward_open', ids: bodyIds('id') } }, schema: { tags: ['forward'], summary: 'Partial exit of a hedge', body: { type: 'object', required: ['id', 'amountUSD'], properties: { id: { type: 'integer' }, amountUSD: { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$' } } } } },
    async (request) => {
      const { id, amountUSD } = parseBody<{ id: number; amountUSD: string }>(partialRequest, request.body);
      return close(request, id, async (forward, market) => {
        const part = ruled(() => partialExit(forward, amountUSD));
        return {
          kind: 'partial',
          amountUSD: part.closedAmountUSD,
          referenceRate: market.spot,
          profit: closedProfit(part.closedAmountUSD, forward.K, market.spot, forward.side),
          pendingAmountUSD: part.pendingAmountUSD,
          pendingAmountMXN: part.pendingAmountMXN,
        };
      });
    },
  );

  app.patch('/forward/liquidate/:id', { config: { module: MODULE, action: 'update', writes: { entity: 'forward_open', ids: pathId } }, schema: { tags: ['forward'], summary: 'Liquidate a hedge (only when canBeLiquidate)', params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } } }, async (request) => {
    return close(request, parseId(request), async (forward, market, today, tx) => {
      const instrument = await instrumentById(tx, forward.instrumentId);
      const allowed = canBeLiquidated(forward, instrument?.allowsEarlyLiquidation ?? false, today);
      const settled = ruled(() => liquidation({ ...forward, canBeLiquidate: allowed, fixRate: market.spot }));
      return {
        kind: 'liquidation',
        amountUSD: settled.settledAmountUSD,
        referenceRate: market.spot,
        profit: settled.profitMXN,
        pendingAmountUSD: settled.pendingAmountUSD,
        pendingAmountMXN: settled.pendingAmountMXN,
      };
    });
  });
}
