/**
 * Opening the database at start (docs/decisions/103): PostgreSQL may not be up yet (a container
 * starting beside it, a failover), so the first connection is retried with backoff for
 * DATABASE_CONNECT_RETRY_SECONDS; every failure names the host and the driver's reason, never the
 * password. A refusal that waiting cannot cure (a wrong password, a missing database) ends at once.
 */
import type { Config } from '../config.ts';
import { openDatabase, type Database, type DatabaseOptions } from './client.ts';
import { connectionFailureReason, isConnectionFailure } from './connection-errors.ts';

type DatabaseSettings = Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'PGLITE_THREAD' | 'DATABASE_CONNECT_RETRY_SECONDS' | 'DATABASE_CONNECT_TIMEOUT_SECONDS' | 'DATABASE_QUERY_TIMEOUT_SECONDS'>;

export function databaseOptionsOf(config: DatabaseSettings): DatabaseOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    pgliteThread: (config.PGLITE_THREAD ?? 'worker') === 'worker',
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
  };
}

/** `PostgreSQL at app@db.internal:5432/caudal`: what an operator needs to find it, without the password. */
export function describeDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (!config.DATABASE_URL) return `PGlite in ${config.DATA_DIR}`;
  try {
    const url = new URL(config.DATABASE_URL);
    // A Unix socket is given as ?host=/path; a missing host or port is libpq's default.
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    const name = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
    return `PostgreSQL at ${user}${host}:${url.port || '5432'}/${name}`;
  } catch {
    return 'PostgreSQL at DATABASE_URL (not a URL this server can read back)';
  }
}

export interface ConnectOptions {
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 5_000;

export class DatabaseUnreachableError extends Error {}

/** Opens the database and waits until it answers a query, or throws a message that names it and why. */
export async function connectDatabase(config: DatabaseSettings, options: ConnectOptions = {}): Promise<Database> {
  const { log = (line) => console.warn(line), sleep = (ms) => new Promise((done) => setTimeout(done, ms)), now = Date.now } = options;
  const target = describeDatabase(config);
  let database: Database;
  try {
    database = await openDatabase(databaseOptionsOf(config));
  } catch (error) {
    throw new DatabaseUnreachableError(`Cannot open the database (${target}): ${connectionFailureReason(error)}`);
  }
  const retryMs = config.DATABASE_CONNECT_RETRY_SECONDS * 1000;
  const deadline = now() + retryMs;
  for (let delay = FIRST_DELAY_MS, attempt = 1; ; attempt++, delay = Math.min(delay * 2, LONGEST_DELAY_MS)) {
    try {
      await database.query('select 1');
      if (attempt > 1) log(`Database reachable (${target}) after ${attempt} attempts.`);
      return database;
    } catch (error) {
      const reason = connectionFailureReason(error);
      const left = deadline - now();
      if (!isConnectionFailure(error) || left <= 0) {
        await database.close().catch(() => undefined);
        const gaveUp = isConnectionFailure(error) ? ` (gave up after ${attempt} attempts in ${config.DATABASE_CONNECT_RETRY_SECONDS} s: DATABASE_CONNECT_RETRY_SECONDS)` : '';
        throw new DatabaseUnreachableError(`Cannot connect to the database (${target}): ${reason}${gaveUp}`);
      }
      const wait = Math.min(delay, left);
      log(`Database unreachable (${target}): ${reason}; retrying in ${(wait / 1000).toFixed(1)} s (${Math.ceil(left / 1000)} s left)`);
      await sleep(wait);
    }
  }
}
