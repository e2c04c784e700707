/**
 * A new hedge (/coberturas/nueva-cobertura): POST forward/graph simulates it (the forward curve by
 * month to maturity, the client rate K with the current "Constante widget" spread, the spot used and
 * its time, and the current market projection at each month when there is one); POST forward/notify
 * requests it, pricing it again on the server (nothing the browser sends is a price) and creating the
 * open forward with its request-generated flag, in one transaction with its audit row.
 */
import type { FastifyInstance } from 'fastify';
import { forwardOpen } from '../../../schemas/forward-open.ts';
import { notifyRequest, simulationRequest, type NotifyRequest, type SimulationRequest } from '../../../schemas/forward-requests.ts';
import { STATUS } from '../../../schemas/status.ts';
import { Repository } from '../../crud/repository.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';
import { projectedRate } from '../../domain/projection.ts';
import { unprocessable } from '../../http/errors.ts';
import { currentProjection, instrumentById, marketNow } from './forwards-data.ts';
import { hedgeOwner, parseBody } from './forwards-input.ts';
import { describeOpen } from './forwards-lists.ts';
import { simulateForward } from './forwards-rules.ts';
import { msg } from '../../i18n/localized.ts';

const MODULE = '/coberturas/nueva-cobertura';

const termsSchema = {
  type: 'object',
  required: ['amountUSD', 'side', 'months'],
  properties: {
    amountUSD: { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$', description: 'notional in USD' },
    side: { type: 'string', enum: ['buy', 'sell'], description: "the client's side: buy when it buys USD" },
    months: { type: 'integer', minimum: 1, maximum: 12, description: 'months to maturity' },
    instrumentId: { type: 'integer', description: 'a hedge instrument (forward/misc/instruments)' },
  },
};

export async function forwardSimulationRoutes(app: FastifyInstance) {
  const repo = new Repository(forwardOpen, app.database);

  app.post('/forward/graph', { config: { module: MODULE, action: 'read', writes: 'none' }, schema: { tags: ['forward'], summary: 'Simulate a hedge: forward curve and client rate', body: termsSchema } }, async (request) => {
    const terms = parseBody<SimulationRequest>(simulationRequest, request.body);
    const [market, projection] = await Promise.all([marketNow(app.database.db), currentProjection(app.database.db)]);
    const simulation = simulateForward(terms, market, todayInMexicoCity(new Date()));
    const curve = simulation.curve.map((point) => ({ ...point, projection: projectedRate(projection.rows, point.maturity_date) ?? null }));
    return { data: { ...simulation, curve } };
  });

  app.post(
    '/forward/notify',
    {
      config: { module: MODULE, action: 'create', idempotent: true, writes: 'none' },
      schema: {
        tags: ['forward'],
        summary: 'Request a hedge: creates the open forward at the server price',
        body: { ...termsSchema, required: [...termsSchema.required, 'instrumentId'], properties: { ...termsSchema.properties, userId: { type: 'integer', description: 'staff only: the client or investor' } } },
      },
    },
    async (request, reply) => {
      const terms = parseBody<NotifyRequest>(notifyRequest, request.body);
      const instrument = await instrumentById(app.database.db, terms.instrumentId);
      if (!instrument || instrument.kind !== 'hedge') throw unprocessable({ instrumentId: [msg('forwards.hedgeInstrument')] });
      const userId = await hedgeOwner(app, request, terms.userId);
      const market = await marketNow(app.database.db);
      const simulation = simulateForward(terms, market, todayInMexicoCity(new Date()));
      const created = await repo.create(
        {
          userId,
          instrumentId: instrument.id,
          statusId: STATUS.active,
          side: simulation.side,
          amountUSD: simulation.amountUSD,
          pendingAmountUSD: simulation.amountUSD,
          pendingAmountMXN: simulation.amountMXN,
          spot: market.spot,
          spotAt: market.spotAt,
          rateMXN: market.rateMXN,
          rateUSD: market.rateUSD,
          spread: market.spread,
          forwardRate: simulation.forwardRate,
          K: simulation.K,
          tradeDate: simulation.tradeDate,
          maturity: simulation.maturity,
          days: simulation.days,
          requestGenerated: true,
        },
        request.actor,
      );
      const [described] = await describeOpen(app.database.db, [created]);
      reply.code(201);
      return { data: described };
    },
  );
}
