/**
 * USD/MXN quotes. GET app/forex-quoutes/last (the spec's path, typo included; the app leaves it out of
 * its error dialog) answers the latest quote, first letting the configured rate source add a newer one
 * when the stored quote is stale. Managers enter quotes one by one (POST app/forex-quoutes) or upload
 * them in the projection's .xlsx template (POST app/forex-quoutes/formExcel), and list them.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { quoteRequest } from '../../../schemas/forward-requests.ts';
import { forexQuote } from '../../../schemas/quote.ts';
import { rateSourceFromEnv, type RateSource } from '../../adapters/rate-source.ts';
import { SYSTEM_ACTOR, writeAudit } from '../../crud/audit.ts';
import { listQuerySchema } from '../../crud/openapi-schemas.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import { Repository } from '../../crud/repository.ts';
import { formatFixed } from '../../domain/money.ts';
import { parseRateSheet, RATE_BAND, readRate } from '../../domain/projection.ts';
import type { Db } from '../../db/client.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { latestQuote } from './forwards-data.ts';
import { parseBody } from './forwards-input.ts';
import { readUploadedSheet } from './forwards-xlsx.ts';
import { msg } from '../../i18n/localized.ts';

const BASE = '/app/forex-quoutes';
const MANAGE = { module: '/administrador/listas/cobertura-config' };
/** A quote typed for the future is a slip; a few minutes cover clocks that disagree. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface ForexRouteOptions {
  rateSource?: RateSource;
}

export async function forexRoutes(app: FastifyInstance, options: ForexRouteOptions = {}) {
  const source = options.rateSource ?? rateSourceFromEnv(process.env, { timeoutMs: app.config.RATE_SOURCE_TIMEOUT_MS ?? Math.min(app.config.OUTBOUND_TIMEOUT_MS, 5000), retries: Math.min(app.config.OUTBOUND_RETRIES, 1) });
  const repo = new Repository(forexQuote, app.database);
  const db = () => app.database.db;
  const tags = ['forex-quoutes'];

  /** Lets a fetching source add a newer quote; a source that fails leaves the stored one in place. */
  async function refresh(now: Date) {
    if (!Number.isFinite(source.maxAgeMinutes)) return;
    const stored = await latestQuote(db());
    if (stored && now.getTime() - stored.quotedAt.getTime() < source.maxAgeMinutes * 60_000) return;
    try {
      const fetched = await source.fetchLatest();
      if (fetched && (!stored || fetched.quotedAt > stored.quotedAt)) await repo.create({ rate: fetched.rate, quotedAt: fetched.quotedAt, source: source.name }, SYSTEM_ACTOR);
    } catch (error) {
      app.log.warn({ err: error, source: source.name }, 'the rate source failed; answering the stored quote');
    }
  }

  app.get(`${BASE}/last`, { config: { module: '/coberturas/nueva-cobertura', action: 'read' }, schema: { tags, summary: 'The latest USD/MXN quote' } }, async () => {
    await refresh(new Date());
    const quote = await latestQuote(db());
    if (!quote) throw notFound('quote');
    return { data: quote };
  });

  app.get(BASE, { config: { ...MANAGE, action: 'read' }, schema: { tags, querystring: listQuerySchema(forexQuote) } }, async (request) => ({
    data: await repo.list(parseListQuery(forexQuote, request.query as Record<string, unknown>)),
  }));

  app.post(
    BASE,
    { config: { ...MANAGE, action: 'create', writes: 'none' }, schema: { tags, body: { type: 'object', required: ['rate'], properties: { rate: { type: 'string', pattern: '^\\d+(\\.\\d{1,4})?$' }, quotedAt: { type: 'string', format: 'date-time' } } } } },
    async (request, reply) => {
      const body = parseBody<{ rate: string; quotedAt: Date | null }>(quoteRequest, request.body);
      const { error } = readRate(body.rate);
      if (error) throw unprocessable({ rate: [error] });
      const now = new Date();
      const quotedAt = body.quotedAt ?? now;
      if (quotedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw unprocessable({ quotedAt: [msg('validation.future')] });
      reply.code(201);
      return { data: await repo.create({ rate: formatFixed(body.rate, 4), quotedAt, source: 'manual' }, request.actor) };
    },
  );

  app.post(
    `${BASE}/formExcel`,
    { config: { ...MANAGE, action: 'create', writes: 'none' }, schema: { tags, consumes: ['multipart/form-data'], summary: `Upload quotes in the projection template (Fecha, Tipo de cambio between ${RATE_BAND.min} and ${RATE_BAND.max})` } },
    async (request, reply) => {
      const sheet = await readUploadedSheet(request);
      const parsed = parseRateSheet(sheet.rows);
      if (!parsed.ok) throw unprocessable(parsed.errors);
      const created = await db().transaction(async (txRaw) => {
        const tx: Db = txRaw;
        // A dated quote is the day's FIX, published at 12:00 Mexico City (18:00 UTC).
        const values = parsed.rows.map((row) => ({ rate: row.rate, quotedAt: new Date(`${row.date}T18:00:00.000Z`), source: 'upload' }));
        // In batches with the event loop turning between them (PGlite runs statements on it).
        const rows = [];
        for (let at = 0; at < values.length; at += 100) {
          rows.push(...(await tx.insert(forexQuote.table).values(values.slice(at, at + 100)).returning()));
          await nextTurn();
        }
        await writeAudit(tx, request.actor, { entity: forexQuote.name, entityId: null, action: 'import', after: { filename: sheet.filename, rows: parsed.rows } });
        return rows;
      });
      reply.code(201);
      return { data: { result: created, total: created.length } };
    },
  );
}
