/**
 * Test databases: migrate and seed ONCE per run, then give every test file its own copy.
 * PGlite (default): a gzipped data-directory dump that each file loads into an in-memory database.
 * PostgreSQL (DATABASE_URL set): a template database that each file clones with CREATE DATABASE ... TEMPLATE.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CACHE_DIR = join(ROOT, '.test-cache');
export const SNAPSHOT_FILE = join(CACHE_DIR, 'snapshot.tgz');
const SNAPSHOT_HASH_FILE = join(CACHE_DIR, 'snapshot.hash');

/** What global setup hands to every test file (through vitest's provide/inject). */
export type TestDatabaseSource = { kind: 'pglite'; snapshot: string } | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** The snapshot is stale when anything that shapes the migrated, seeded database changed. */
// resources/modules.ts declares the sections and the screens no entity owns, with their grants.
const SNAPSHOT_INPUTS = ['server/db', 'schemas', 'resources/modules.ts', 'server/domain', 'node_modules/@electric-sql/pglite/package.json'];

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return [];
  if (info.isFile()) return [path];
  const names = (await readdir(path)).sort();
  return (await Promise.all(names.map((name) => filesUnder(join(path, name))))).flat();
}

async function snapshotInputsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of SNAPSHOT_INPUTS) {
    for (const file of await filesUnder(resolve(ROOT, input))) {
      hash.update(file.slice(ROOT.length)).update(await readFile(file));
    }
  }
  return hash.digest('hex');
}

/** Migrates and seeds a PGlite database once and dumps it; reused while its inputs are unchanged. */
export async function preparePgliteSnapshot(): Promise<string> {
  await mkdir(CACHE_DIR, { recursive: true });
  const hash = await snapshotInputsHash();
  const cachedHash = await readFile(SNAPSHOT_HASH_FILE, 'utf8').catch(() => '');
  const cached = await stat(SNAPSHOT_FILE).catch(() => undefined);
  if (cached && cachedHash === hash) return SNAPSHOT_FILE;

  // The server's Database hides its PGlite client, so migrate into a folder, then reopen it to dump.
  const folder = join(tmpdir(), `caudal-snapshot-${process.pid}`);
  await rm(folder, { recursive: true, force: true });
  try {
    const database = await openDatabase({ dataDir: folder });
    try {
      await prepareDatabase(database);
    } finally {
      await database.close();
    }
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(folder);
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    // Written aside then renamed, so a run starting meanwhile never reads half a snapshot.
    const partial = `${SNAPSHOT_FILE}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, SNAPSHOT_FILE);
    await writeFile(SNAPSHOT_HASH_FILE, hash);
    return SNAPSHOT_FILE;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The same server, another database name. */
export function databaseUrlFor(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Waits for the database's sessions to end before dropping it: a pool's end() resolves before the
 * server has closed every backend, and forcing one out then surfaces as an unhandled client error.
 */
export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await withAdminClient(url, async (client) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (Number(rows[0]?.n) === 0) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

/** Creates caudal_tpl_<pid>, migrated and seeded; every connection to it is closed so it can be cloned. */
export async function preparePostgresTemplate(url: string): Promise<string> {
  const template = `caudal_tpl_${process.pid}`;
  await dropPostgresDatabase(url, template);
  await withAdminClient(url, (client) => client.query(`CREATE DATABASE "${template}"`));
  const database = await openDatabase({ databaseUrl: databaseUrlFor(url, template) });
  try {
    await prepareDatabase(database);
  } catch (error) {
    await database.close();
    await dropPostgresDatabase(url, template);
    throw error;
  }
  await database.close();
  return template;
}

export interface TestDatabase {
  database: Database;
  /** PostgreSQL: the copy's address, for a second connection as another server would open. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops the file's copy. */
  dispose(): Promise<void>;
}

/**
 * CREATE DATABASE ... TEMPLATE refuses while another session is connected to the template; files in two
 * workers clone it at once, and a clone's own brief connection can be that session: wait and ask again.
 */
async function cloneTemplate(url: string, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient(url, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String((error as Error).message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** A fresh copy of the migrated, seeded database, for one test file. */
export async function openTestDatabase(source: TestDatabaseSource): Promise<TestDatabase> {
  if (source.kind === 'pglite') {
    const blob = new Blob([await readFile(source.snapshot)]);
    // CAUDAL_TEST_PGLITE_THREAD=1: PGlite on its own thread, as the server runs it (docs/decisions/151).
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: blob, pgliteThread: process.env.CAUDAL_TEST_PGLITE_THREAD === '1' });
    return { database, dispose: () => database.close() };
  }
  const name = `caudal_t_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(source.url, source.template, name);
  const url = databaseUrlFor(source.url, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    async dispose() {
      await database.close();
      await dropPostgresDatabase(source.url, name);
    },
  };
}
