/**
 * Pricing constants (/administrador/listas/constantes): GET forwards/const (isCurrent=1 for the ones in
 * force), forwards/const/{id}, forwards/const/misc (data.instruments), and POST forwards/const, which
 * makes the new value the current one of its instrument and keeps the previous ones as history, in
 * one transaction with an audit row per change.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forwardConstant } from '../../../schemas/forward-constant.ts';
import { FORWARD_INSTRUMENT, forwardInstrument } from '../../../schemas/forward-instrument.ts';
import { constantRequest } from '../../../schemas/forward-requests.ts';
import { listQuerySchema } from '../../crud/openapi-schemas.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import { registerListExport } from '../../crud/export/export-route.ts';
import { Repository, type Row } from '../../crud/repository.ts';
import { parseId } from '../../crud/routes.ts';
import { toDecimal } from '../../domain/money.ts';
import type { Db } from '../../db/client.ts';
import { unprocessable } from '../../http/errors.ts';
import { instrumentById, instruments, T } from './forwards-data.ts';
import { parseBody } from './forwards-input.ts';
import { msg } from '../../i18n/localized.ts';

const MODULE = '/administrador/listas/constantes';

/** Upper bounds that catch typing slips: the spread is MXN per USD, the leg rates annual percents. */
const LIMITS: Record<number, { max: string; what: 'forwards.spreadLimit' | 'forwards.rateLimit' }> = {
  [FORWARD_INSTRUMENT.widget]: { max: '5', what: 'forwards.spreadLimit' },
  [FORWARD_INSTRUMENT.rateMxn]: { max: '100', what: 'forwards.rateLimit' },
  [FORWARD_INSTRUMENT.rateUsd]: { max: '100', what: 'forwards.rateLimit' },
};

/** The spec sends isCurrent=1; the list grammar's booleans are true and false. */
function normaliseQuery(query: Record<string, unknown>): Record<string, unknown> {
  const flag = query.isCurrent;
  if (flag === '1' || flag === '0') return { ...query, isCurrent: flag === '1' ? 'true' : 'false' };
  return query;
}

async function withInstrumentNames(db: Db, rows: Row[]) {
  const byId = new Map((await instruments(db)).map((i) => [i.id, i.name]));
  return rows.map((row) => ({ ...row, instrument: byId.get(row.instrumentId as number) ?? null }));
}

export async function forwardConstantRoutes(app: FastifyInstance) {
  const repo = new Repository(forwardConstant, app.database);
  const db = () => app.database.db;
  const read = { module: MODULE, action: 'read' };
  const tags = ['forwards/const'];

  app.get('/forwards/const', { config: read, schema: { tags, querystring: listQuerySchema(forwardConstant) } }, async (request) => {
    const query = parseListQuery(forwardConstant, normaliseQuery(request.query as Record<string, unknown>));
    const page = await repo.list(query);
    return { data: { result: await withInstrumentNames(db(), page.result), total: page.total } };
  });

  registerListExport(app, { path: '/forwards/const', entity: forwardConstant, repo, config: read, scope: () => undefined, normalise: normaliseQuery, tags });

  app.get('/forwards/const/misc', { config: read, schema: { tags } }, async () => ({ data: { instruments: await instruments(db(), 'constant') } }));

  app.get('/forwards/const/:id', { config: read, schema: { tags, params: { type: 'object', properties: { id: { type: 'integer' } } } } }, async (request) => {
    const [row] = await withInstrumentNames(db(), [await repo.getById(parseId(request))]);
    return { data: row };
  });

  app.post(
    '/forwards/const',
    { config: { module: MODULE, action: 'create', writes: 'none' }, schema: { tags, body: { type: 'object', required: ['instrumentId', 'value'], properties: { instrumentId: { type: 'integer' }, value: { type: 'string', pattern: '^\\d+(\\.\\d{1,6})?$' } } } } },
    async (request, reply) => {
      const { instrumentId, value } = parseBody<{ instrumentId: number; value: string }>(constantRequest, request.body);
      const instrument = await instrumentById(db(), instrumentId);
      if (!instrument || instrument.kind !== 'constant') throw unprocessable({ instrumentId: [msg('forwards.constantInstrument')] });
      const limit = LIMITS[instrumentId];
      if (limit && toDecimal(value).greaterThan(limit.max)) throw unprocessable({ value: [msg(limit.what, { value: String(value) })] });

      const created = await db().transaction(async (txRaw) => {
        const tx: Db = txRaw;
        // Locking the instrument serialises two changes of one constant, so exactly one value stays current.
        await tx.select({ id: T.instrument.id }).from(forwardInstrument.table).where(eq(T.instrument.id, instrumentId)).for('update');
        const current = await tx.select({ id: T.constant.id }).from(forwardConstant.table).where(and(eq(T.constant.instrumentId, instrumentId), eq(T.constant.isCurrent, true))).for('update');
        for (const { id } of current) await repo.update(id as number, { isCurrent: false }, request.actor, { tx });
        return repo.create({ instrumentId, value, isCurrent: true }, request.actor, tx);
      });
      reply.code(201);
      const [row] = await withInstrumentNames(db(), [created]);
      return { data: row };
    },
  );
}
