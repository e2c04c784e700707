/**
 * GET /metrics: Prometheus's text format, for Root's session or the operator token (METRICS_TOKEN),
 * outside /api like the probes (it is not part of the API contract). Every answer is counted and timed
 * by the route pattern it matched; the database pool is read when scraped.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { gaugeLines, httpRequestDuration, httpRequests, renderMetrics } from '../http/metrics.ts';

/** A request no route matched (a 404, a refused spelling) is one series, whatever its URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Counts and times every answer; registered on the root before the routes, so it sees them all. */
export function recordHttpMetrics(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpRequestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

function databaseLines(database: Database): string[] {
  const info = gaugeLines('caudal_database_info', 'The database this server uses (pglite: one embedded connection, queries one at a time).', [{ labels: { kind: database.kind }, value: 1 }]);
  const pool = database.poolStats?.();
  if (!pool) return info;
  return [
    ...info,
    ...gaugeLines('caudal_db_pool_connections', 'PostgreSQL connections this server holds, by state.', [
      { labels: { state: 'total' }, value: pool.total },
      { labels: { state: 'idle' }, value: pool.idle },
      { labels: { state: 'busy' }, value: pool.total - pool.idle },
    ]),
    ...gaugeLines('caudal_db_pool_waiting_requests', 'Queries waiting for a free PostgreSQL connection.', [{ value: pool.waiting }]),
  ];
}

export async function metricsRoutes(app: FastifyInstance) {
  app.get('/metrics', { config: { operator: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8');
    return renderMetrics(databaseLines(app.database));
  });
}
