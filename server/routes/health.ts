/**
 * Probes for a supervisor or load balancer (docs/decisions/033), outside /api and public: they say
 * nothing about the data. `/healthz`: the process answers. `/readyz`: the database answers and every
 * committed migration is applied, so a new instance takes traffic only once it can serve it; 503
 * otherwise (and while the server drains on SIGTERM, which Fastify answers itself).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { migrationJournal } from '../db/schema-compatibility.ts';

/** A database that does not answer within this is not ready. */
export const READY_TIMEOUT_MS = 2000;

/** The `when` of the newest committed migration: Drizzle records it as `created_at` once applied. */
function newestMigration(): number {
  return Math.max(0, ...migrationJournal().map((e) => e.when));
}

export type Readiness = { ready: true } | { ready: false; reason: 'database' | 'migrations' };

export async function readiness(database: Database, expected = newestMigration()): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
  });
  try {
    const rows = await Promise.race([
      database.query<{ newest: string | null }>('select max(created_at)::text as newest from drizzle.__drizzle_migrations'),
      timeout,
    ]);
    return Number(rows[0]?.newest ?? 0) >= expected ? { ready: true } : { ready: false, reason: 'migrations' };
  } catch (error) {
    // No migrations table yet is "not migrated"; anything else (refused, timed out) is the database.
    return /__drizzle_migrations|drizzle/.test(String((error as Error).message)) ? { ready: false, reason: 'migrations' } : { ready: false, reason: 'database' };
  } finally {
    clearTimeout(timer);
  }
}

const statusSchema = { type: 'object', properties: { status: { type: 'string' }, reason: { type: 'string' } } };

export async function healthRoutes(app: FastifyInstance) {
  const expected = newestMigration();
  app.get('/healthz', { config: { public: true }, schema: { hide: true, response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true }, schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } } }, async (_request, reply) => {
    const state = await readiness(app.database, expected);
    reply.header('cache-control', 'no-store');
    if (state.ready) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', reason: state.reason });
  });
}
