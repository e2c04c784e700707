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
import { fileURLToPath } from 'node:url';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool right now (for /metrics); PGlite is one embedded connection and has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite's client, for what only it offers (a consistent export for backups: server/operations/). */
  pglite?: PGlite;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests start from a migrated snapshot). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover) must not take the process down: the
    // pool discards it and opens another for the next query; requests in flight fail with a 5xx.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db: Db = drizzlePg({ client: pool });
    return {
      kind: 'postgres',
      db,
      async query(text, params) {
        return (await pool.query(text, params as unknown[])).rows;
      },
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    close: () => client.close(),
    pglite: client,
  };
}
