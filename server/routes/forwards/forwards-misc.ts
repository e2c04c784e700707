/**
 * The hedge screens' lookups and calendar: GET forward/misc (users, instruments and statuses at once),
 * forward/misc/users, forward/misc/instruments, forward/misc/status, and GET forward/calendar, the open
 * hedges grouped by maturity date (`data.record`, `data.total`). An investor or client is offered only
 * themselves and sees only their own maturities.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forwardOpen } from '../../../schemas/forward-open.ts';
import { STATUS } from '../../../schemas/status.ts';
import { isRealDate } from '../../../schemas/framework/validation.ts';
import { MESSAGES } from '../../../schemas/framework/messages.ts';
import { sumMoney } from '../../domain/money.ts';
import { hedgeOwners, instruments, statusesById, T, userById, type Named } from './forwards-data.ts';
import { ownHedgesOnly, parseBody } from './forwards-input.ts';
import { describeOpen } from './forwards-lists.ts';

const MODULE = '/coberturas/coberturas-vigentes';
/** The statuses a hedge goes through: active while something is pending, then concluded. */
export const HEDGE_STATUSES = [STATUS.active, STATUS.concluded];

const calendarQuery = z.strictObject({
  from: z.string().refine(isRealDate, MESSAGES.date).optional(),
  to: z.string().refine(isRealDate, MESSAGES.date).optional(),
});

export async function forwardMiscRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const config = { module: MODULE, action: 'read' };
  const tags = ['forward'];

  async function users(request: FastifyRequest): Promise<Named[]> {
    if (!ownHedgesOnly(app, request)) return hedgeOwners(db());
    const self = request.actor.userId;
    if (self === null) return [];
    return userById(db(), self);
  }
  const hedgeInstruments = async () => (await instruments(db(), 'hedge')).map(({ id, name, description, allowsEarlyLiquidation }) => ({ id, name, description, allowsEarlyLiquidation }));
  const statuses = () => statusesById(db(), HEDGE_STATUSES);

  app.get('/forward/misc', { config, schema: { tags, summary: 'Users, instruments and statuses for the hedge filters' } }, async (request) => {
    const [userList, instrumentList, statusList] = await Promise.all([users(request), hedgeInstruments(), statuses()]);
    return { data: { users: userList, instruments: instrumentList, status: statusList } };
  });
  app.get('/forward/misc/users', { config, schema: { tags } }, async (request) => ({ data: await users(request) }));
  app.get('/forward/misc/instruments', { config, schema: { tags } }, async () => ({ data: await hedgeInstruments() }));
  app.get('/forward/misc/status', { config, schema: { tags } }, async () => ({ data: await statuses() }));

  app.get(
    '/forward/calendar',
    { config, schema: { tags, summary: 'Open hedges by maturity date', querystring: { type: 'object', properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' } } } } },
    async (request) => {
      const { from, to } = parseBody<{ from?: string; to?: string }>(calendarQuery, request.query);
      const conditions = [eq(T.open.statusId, STATUS.active), app.rowScope(request, forwardOpen)];
      if (from) conditions.push(gte(T.open.maturity, from));
      if (to) conditions.push(lte(T.open.maturity, to));
      const rows = await db().select().from(forwardOpen.table).where(and(...conditions)).orderBy(asc(T.open.maturity), asc(T.open.id));
      const described = await describeOpen(db(), rows);
      const byDate = new Map<string, typeof described>();
      for (const row of described) {
        const date = row.maturity as string;
        byDate.set(date, [...(byDate.get(date) ?? []), row]);
      }
      const record = [...byDate.entries()].map(([date, forwards]) => ({
        date,
        count: forwards.length,
        pendingAmountUSD: sumMoney(forwards.map((f) => f.pendingAmountUSD as string)),
        pendingAmountMXN: sumMoney(forwards.map((f) => f.pendingAmountMXN as string)),
        forwards: forwards.map((f) => ({ id: f.id, user: f.user, instrument: f.instrument, side: f.side, pendingAmountUSD: f.pendingAmountUSD, K: f.K, canBeLiquidate: f.canBeLiquidate })),
      }));
      return { data: { record, total: described.length } };
    },
  );
}
