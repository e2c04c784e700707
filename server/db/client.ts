/**
 * The database: embedded PGlite (a folder on disk) by default, a real PostgreSQL given DATABASE_URL.
 * Both speak through Drizzle; `query` runs raw SQL for the few places that need it (benchmarks, EXPLAIN).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { exportPglite } from '../operations/pglite-export.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { PgliteThread } from './pglite-thread.ts';
import { ResilientPool } from './resilient-pool.ts';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now (for /metrics); PGlite is one embedded connection and has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite's client, for what only it offers (a consistent export for backups: server/operations/); absent when PGlite runs on its own thread. */
  pglite?: PGlite;
  /** PGlite's consistent export for backups (server/operations/pglite-export.ts), wherever PGlite runs. */
  pgliteExport?(): Promise<Buffer>;
  /**
   * Runs `work` while no other process runs work of the same name on this database: a PostgreSQL
   * advisory lock held by a session of its own (ending the session lets it go, even after a crash).
   * PGlite's folder belongs to one process already: there it keeps this process's callers apart.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` on a Drizzle database without the query timeout (PostgreSQL: a connection of its own,
   * closed after, as `migrate` uses), for start-up work that may take long: data steps over large tables.
   */
  unhurried<T>(work: (db: Db) => Promise<T>): Promise<T>;
}

/**
 * PGlite's folder belongs to one process already, so there `exclusive` only keeps this process's own
 * callers apart (two prepares in one process, as a test makes): one at a time per name.
 */
function inProcessExclusive(): Database['exclusive'] {
  const tails = new Map<string, Promise<unknown>>();
  return (name, work) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    tails.set(name, tail);
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return next;
  };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob;
  /** PostgreSQL: longest wait to open a connection, or for a free one when all are busy. */
  connectTimeoutMs?: number;
  /** PGlite on a thread of its own (pglite-thread.ts, docs/decisions/151) instead of the caller's. */
  pgliteThread?: boolean;
  /** PostgreSQL: longest wait for a query's answer (a database that stopped answering); none when omitted (tools, benchmarks), and migrations never have one. */
  queryTimeoutMs?: number;
}

/**
 * Without a connect timeout, a request during an outage waits as long as the operating system's TCP
 * timeout (minutes); with it, it fails within seconds and answers 503 (docs/decisions/103). The server
 * passes DATABASE_CONNECT_TIMEOUT_SECONDS and DATABASE_QUERY_TIMEOUT_SECONDS (server/db/connect.ts).
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const connectionTimeoutMillis = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = new ResilientPool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis,
      query_timeout: options.queryTimeoutMs,
      // A peer that vanished without a word (a failover, a cut cable) is noticed by the socket too.
      keepAlive: true,
    });
    // A connection the server drops (a restart, a failover), idle or lent to a request, must not take the
    // process down nor keep its slot: the pool discards it and opens another for the next query;
    // requests in flight answer 503 (resilient-pool.ts).
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // A query given up on (the query timeout) leaves its connection mid-conversation: a transaction may
    // still be open on it, its ROLLBACK never sent. Such a connection handed back is closed, never reused,
    // so no later request runs inside that transaction (the server rolls it back when the socket goes).
    // (pg keeps both flags on the client without declaring them to TypeScript.)
    pool.on('release', (error, client) => {
      if (!error && Reflect.get(client, 'readyForQuery') === false) (Reflect.get(client, 'connection') as pg.Connection | undefined)?.stream.destroy();
    });
    const db: Db = drizzlePg({ client: pool });
    return {
      kind: 'postgres',
      db,
      async query(text, params) {
        return (await pool.query(text, params as unknown[])).rows;
      },
      // A connection of its own, without the query timeout: building an index on a large table may take long.
      async migrate() {
        const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis });
        // A connection lost mid-migration fails the query in flight; the event must not also crash the process.
        client.on('error', () => undefined);
        await client.connect();
        try {
          await migratePg(drizzlePg({ client }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.end();
        }
      },
      async exclusive(name, work) {
        const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis });
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [`caudal:${name}`]);
          return await work();
        } finally {
          await client.end();
        }
      },
      async unhurried(work) {
        const client = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis });
        client.on('error', () => undefined);
        await client.connect();
        try {
          return await work(drizzlePg({ client }));
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.pgliteThread) {
    const thread = await PgliteThread.open(options.dataDir ?? 'memory://', options.loadDataDir);
    const db: Db = drizzlePglite({ client: thread as never });
    return {
      kind: 'pglite',
      // Drizzle's PGlite driver uses query and transaction, which the thread offers alike.
      db,
      async query(text, params) {
        return (await thread.query(text, params)).rows as never;
      },
      migrate: () => thread.migrate(MIGRATIONS_FOLDER),
      exclusive: inProcessExclusive(),
      unhurried: (work) => work(db),
      close: () => thread.close(),
      pgliteExport: () => thread.exportDump(),
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db: Db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db,
    async query(text, params) {
      return (await client.query(text, params as unknown[])).rows as never;
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: inProcessExclusive(),
    unhurried: (work) => work(db),
    close: () => client.close(),
    pglite: client,
    pgliteExport: () => exportPglite(client),
  };
}
