/**
 * A database as the previous release left it (tests/fixtures/upgrade/<release>/README.md): its dump
 * restored into a fresh PGlite folder or PostgreSQL database, and its uploaded files in the folder that
 * release wrote them to (DATA_DIR/files, FILES_DIR unset, as most operators ran it). Also every table's
 * rows, read the same way before and after the current code ran on it, to compare them.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { databaseUrlFor, dropPostgresDatabase, ROOT } from '../../helpers/test-database.ts';
import type { TestDatabaseHandle } from './real-server.ts';

export const PREVIOUS_RELEASE = join(ROOT, 'tests', 'fixtures', 'upgrade', '2026-11-23-e003334');

type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface RestoredRelease extends TestDatabaseHandle {
  /** Where that release kept uploaded files: DATA_DIR/files. */
  filesDir: string;
  /** Several queries on one connection (on PGlite: only while no server has the folder open). */
  session<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

/** Every uploaded file of the fixture: its key (the last part of /api/files/<key>) and bytes. */
export async function fixtureFiles(): Promise<Map<string, Buffer>> {
  const folder = join(PREVIOUS_RELEASE, 'files');
  const names = (await readdir(folder)).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const)));
}

const fixtureSql = async () => gunzipSync(await readFile(join(PREVIOUS_RELEASE, 'database.sql.gz'))).toString('utf8');

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Restores the fixture: into PostgreSQL when `postgresUrl` is given (a database of its own), else a PGlite folder. */
export async function restorePreviousRelease(postgresUrl?: string): Promise<RestoredRelease> {
  const root = await mkdtemp(join(tmpdir(), 'caudal-upgrade-'));
  const dataDir = join(root, 'data');
  const filesDir = join(dataDir, 'files');
  await mkdir(dataDir, { recursive: true });
  const sql = await fixtureSql();
  let handle: Omit<RestoredRelease, 'filesDir'>;
  if (postgresUrl) {
    const name = `caudal_up_${randomBytes(6).toString('hex')}`;
    await withClient(postgresUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = databaseUrlFor(postgresUrl, name);
    await withClient(url, (client) => client.query(sql));
    handle = {
      databaseUrl: url,
      dataDir: root,
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      query: (text, params) => withClient(url, async (client) => (await client.query(text, params as unknown[])).rows),
      session: (work) => withClient(url, (client) => work(async (text, params) => (await client.query(text, params as unknown[])).rows)),
      async drop() {
        await dropPostgresDatabase(postgresUrl, name);
        await rm(root, { recursive: true, force: true });
      },
    };
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dataDir);
    await client.exec(sql);
    await client.close();
    // Only while no server has the folder open: PGlite's folder belongs to one process.
    const session = async <T,>(work: (query: Query) => Promise<T>): Promise<T> => {
      const reader = await PGlite.create(dataDir);
      try {
        return await work(async (text, params) => (await reader.query(text, params as unknown[])).rows as never);
      } finally {
        await reader.close();
      }
    };
    handle = {
      dataDir: root,
      env: { DATA_DIR: dataDir },
      query: (text, params) => session((query) => query(text, params)),
      session,
      drop: () => rm(root, { recursive: true, force: true }),
    };
  }
  await cp(join(PREVIOUS_RELEASE, 'files'), filesDir, { recursive: true });
  return { ...handle, filesDir };
}

/** Table name (schema.table) -> its rows as JSON objects; instants in UTC so both readings agree. */
export type TableRows = Map<string, Record<string, unknown>[]>;

export async function readEveryTable(release: RestoredRelease): Promise<TableRows> {
  return release.session(async (query) => {
    await query("set time zone 'UTC'");
    const tables = await query<{ name: string }>(
      "select format('%I.%I', table_schema, table_name) as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
    );
    const result: TableRows = new Map();
    for (const { name } of tables) {
      const rows = await query<{ row: string }>(`select to_jsonb(t)::text as row from ${name} t`);
      result.set(name.replace(/"/g, ''), rows.map((r) => JSON.parse(r.row) as Record<string, unknown>));
    }
    return result;
  });
}

export interface Comparison {
  tables: number;
  rows: number;
  /** Rows of the fixture that are not in the upgraded database, as they were (table: row). */
  missing: string[];
  /** Columns the upgrade added, by table (allowed: new migrations add them). */
  addedColumns: Record<string, string[]>;
}

/** Every row of `before` must be in `after`, unchanged in the columns it had; new rows and new columns are allowed. */
export function compareTables(before: TableRows, after: TableRows): Comparison {
  const comparison: Comparison = { tables: before.size, rows: 0, missing: [], addedColumns: {} };
  for (const [table, rows] of before) {
    comparison.rows += rows.length;
    const upgraded = after.get(table);
    if (!upgraded) {
      comparison.missing.push(...rows.map((row) => `${table}: ${JSON.stringify(row)}`));
      continue;
    }
    const columns = Object.keys(rows[0] ?? upgraded[0] ?? {}).sort();
    const added = Object.keys(upgraded[0] ?? {}).filter((column) => !columns.includes(column));
    if (added.length > 0) comparison.addedColumns[table] = added;
    const asBefore = (row: Record<string, unknown>) => JSON.stringify(columns.map((column) => row[column]));
    const remaining = new Map<string, number>();
    for (const row of upgraded) remaining.set(asBefore(row), (remaining.get(asBefore(row)) ?? 0) + 1);
    for (const row of rows) {
      const seen = remaining.get(asBefore(row)) ?? 0;
      if (seen === 0) comparison.missing.push(`${table}: ${JSON.stringify(row)}`);
      else remaining.set(asBefore(row), seen - 1);
    }
  }
  return comparison;
}
