import type { SQL } from 'drizzle-orm';
import type { Entity } from '../schemas/framework/define-entity.ts';
import type { Actor } from './crud/audit.ts';
import type { Database } from './db/client.ts';
import type { FileStorage } from './adapters/file-storage.ts';
import type { RateCounter } from './adapters/rate-counter.ts';
import type { Config } from './config.ts';
import type { BackgroundTasks } from './http/background-tasks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    files: FileStorage;
    /** Rate-limit counters every server shares (the database, or Redis with REDIS_URL). */
    rateCounter: RateCounter;
    /** Work answers do not wait for (server/http/background-tasks.ts). */
    background: BackgroundTasks;
    /** Row-level restriction for the request's user on an entity (the auth layer fills it in). */
    rowScope(request: FastifyRequest, entity: Entity): SQL | undefined;
    /** Every write route under /api with how it declared what it changes (server/crud/record-preconditions.ts), as registered. */
    writeDeclarations: import('./crud/record-preconditions.ts').CollectedWrite[];
  }
  interface FastifyRequest {
    actor: Actor;
    /** The versions the write said it read, by record id (server/crud/record-preconditions.ts). */
    readVersions?: Map<number, number>;
  }
  interface FastifyContextConfig {
    /** Permission module and action the route needs (checked by the auth layer). */
    module?: string;
    action?: string;
    entity?: string;
    /** Routes any visitor may call (sign-in, legal pages). */
    public?: boolean;
    /** An action that sends something: a repeated Idempotency-Key is refused (server/http/idempotency.ts). */
    idempotent?: boolean;
    /** What the write changes, and so which version it takes (server/crud/record-preconditions.ts); required on every write under /api. */
    writes?: import('./crud/record-preconditions.ts').WritesDeclaration;
  }
}
