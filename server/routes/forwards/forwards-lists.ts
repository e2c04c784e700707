/**
 * Reading hedges (spec section 7, Hedges): GET forward_open with filters (userId, instrumentId,
 * statusId, side), GET forward_closed, one of each, and GET forward/{id} with its closed parts. The
 * list grammar is the generic one (take, page, sort, order, filters); each row adds the instrument,
 * user.name, status.name and, for open ones, canBeLiquidate as of today in Mexico City. Investors and
 * clients see only their own hedges (the entity's owner is userId).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forwardClosed } from '../../../schemas/forward-closed.ts';
import { forwardOpen } from '../../../schemas/forward-open.ts';
import { listQuerySchema, listResponse, recordSchema, responses } from '../../crud/openapi-schemas.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import { Repository, type Row } from '../../crud/repository.ts';
import { parseId } from '../../crud/routes.ts';
import { registerListExport } from '../../crud/export/export-route.ts';
import { todayInMexicoCity } from '../../domain/calendar.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { T, withNames, type NamedHedge } from './forwards-data.ts';
import { canBeLiquidated, type LiquidationFacts } from './forwards-rules.ts';

const OPEN_MODULE = '/coberturas/coberturas-vigentes';
const CLOSED_MODULE = '/coberturas/coberturas-concluidas';
const idParams = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };

/** The spec's Open forward: the row, its names, and whether it may be liquidated today. */
export type DescribedHedge = Omit<NamedHedge, 'allowsEarlyLiquidation'>;

/**
 * A row the repository read carries canBeLiquidate already (the entity's computed column, the same
 * rule in SQL); a row read by hand (the calendar's) gets it from forwards-rules.ts.
 */
/** The three columns the liquidation rule reads, from a row the calendar read as generic Row. */
const liquidationFacts = (row: Row): LiquidationFacts => ({ statusId: Number(row.statusId), pendingAmountUSD: String(row.pendingAmountUSD), maturity: String(row.maturity) });

export async function describeOpen(db: Db, rows: Row[], now = new Date()): Promise<(DescribedHedge & { canBeLiquidate: boolean })[]> {
  const today = todayInMexicoCity(now);
  return (await withNames(db, rows)).map(({ allowsEarlyLiquidation, ...rest }) => ({
    ...rest,
    canBeLiquidate:
      typeof rest.canBeLiquidate === 'boolean'
        ? rest.canBeLiquidate
        : canBeLiquidated(liquidationFacts(rest), allowsEarlyLiquidation, today),
  }));
}

export async function describeClosed(db: Db, rows: Row[]): Promise<DescribedHedge[]> {
  return (await withNames(db, rows)).map(({ allowsEarlyLiquidation: _unused, ...rest }) => rest);
}

export async function forwardListRoutes(app: FastifyInstance) {
  const openRepo = new Repository(forwardOpen, app.database);
  const closedRepo = new Repository(forwardClosed, app.database);
  const db = () => app.database.db;
  const openScope = (request: FastifyRequest) => app.rowScope(request, forwardOpen);
  const closedScope = (request: FastifyRequest) => app.rowScope(request, forwardClosed);
  const openTags = ['forward_open'];
  const closedTags = ['forward_closed'];

  // Their files: the same rows, names joined in SQL (the entities' reference labels).
  registerListExport(app, { path: '/forward_open', entity: forwardOpen, repo: openRepo, config: { module: OPEN_MODULE, action: 'read', entity: 'forward_open' }, scope: openScope, tags: openTags });
  registerListExport(app, { path: '/forward_closed', entity: forwardClosed, repo: closedRepo, config: { module: CLOSED_MODULE, action: 'read', entity: 'forward_closed' }, scope: closedScope, tags: closedTags });

  app.get('/forward_open', { config: { module: OPEN_MODULE, action: 'read', entity: 'forward_open' }, schema: { tags: openTags, querystring: listQuerySchema(forwardOpen), response: responses(listResponse(forwardOpen)) } }, async (request) => {
    const query = parseListQuery(forwardOpen, request.query as Record<string, unknown>);
    const page = await openRepo.list(query, openScope(request));
    return { data: { result: await describeOpen(db(), page.result), total: page.total } };
  });

  const openOne = async (request: FastifyRequest) => {
    const row = await openRepo.getById(parseId(request), { scope: openScope(request) });
    const [described] = await describeOpen(db(), [row]);
    return described;
  };

  app.get('/forward_open/:id', { config: { module: OPEN_MODULE, action: 'read', entity: 'forward_open' }, schema: { tags: openTags, params: idParams, response: responses(recordSchema(forwardOpen)) } }, async (request) => ({
    data: await openOne(request),
  }));

  // The hedge with its closed parts (partial exits, the exit or the liquidation), oldest first.
  app.get('/forward/:id', { config: { module: OPEN_MODULE, action: 'read', entity: 'forward_open' }, schema: { tags: ['forward'], params: idParams } }, async (request) => {
    const forward = await openOne(request);
    const parts = await db().select().from(forwardClosed.table).where(eq(T.closed.parentId, forward.id as number)).orderBy(asc(T.closed.id));
    return { data: { ...forward, closed: await describeClosed(db(), parts as Row[]) } };
  });

  app.get('/forward_closed', { config: { module: CLOSED_MODULE, action: 'read', entity: 'forward_closed' }, schema: { tags: closedTags, querystring: listQuerySchema(forwardClosed), response: responses(listResponse(forwardClosed)) } }, async (request) => {
    const query = parseListQuery(forwardClosed, request.query as Record<string, unknown>);
    const page = await closedRepo.list(query, closedScope(request));
    return { data: { result: await describeClosed(db(), page.result), total: page.total } };
  });

  app.get('/forward_closed/:id', { config: { module: CLOSED_MODULE, action: 'read', entity: 'forward_closed' }, schema: { tags: closedTags, params: idParams, response: responses(recordSchema(forwardClosed)) } }, async (request) => {
    const row = await closedRepo.getById(parseId(request), { scope: closedScope(request) });
    const [described] = await describeClosed(db(), [row]);
    if (!described) throw notFound();
    return { data: described };
  });
}
