/**
 * Every row of every table and every file of a folder, as plain text to compare: what a backup must
 * bring back. Rows are `row_to_json` (bytea as hex, timestamps to the microsecond), sorted; sequences
 * with their positions. PGlite folders are opened here, so their server must be stopped first.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { quotedTable, SEQUENCES_SQL, TABLES_SQL } from '../../../server/operations/backup-contents.ts';

export interface DatabaseState {
  /** schema.table -> its rows as JSON text, sorted. */
  tables: Map<string, string[]>;
  /** schema.sequence -> last value. */
  sequences: Map<string, string | null>;
}

type Query = <T>(sql: string) => Promise<T[]>;

async function stateThrough(query: Query): Promise<DatabaseState> {
  const tables = new Map<string, string[]>();
  for (const { name } of await query<{ name: string }>(TABLES_SQL)) {
    const rows = await query<{ r: string }>(`select row_to_json(t)::text as r from ${quotedTable(name)} t`);
    tables.set(name, rows.map((row) => row.r).sort());
  }
  const sequences = new Map((await query<{ name: string; last_value: string | null }>(SEQUENCES_SQL)).map((s) => [s.name, s.last_value] as const));
  return { tables, sequences };
}

export async function postgresState(url: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await stateThrough(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

export async function pgliteState(folder: string): Promise<DatabaseState> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(folder);
  try {
    return await stateThrough(async (sql) => (await client.query(sql)).rows as never);
  } finally {
    await client.close();
  }
}

/** File name -> SHA-256 of its bytes ({} when the folder does not exist). */
export async function folderFiles(folder: string): Promise<Map<string, string>> {
  if (!existsSync(folder)) return new Map();
  const names = (await readdir(folder)).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, createHash('sha256').update(await readFile(join(folder, name))).digest('hex')] as const)));
}

/** Rows in `rows` beyond those in `minus`, counting duplicates. */
function beyond(rows: readonly string[], minus: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const row of minus) left.set(row, (left.get(row) ?? 0) + 1);
  return rows.filter((row) => {
    const n = left.get(row) ?? 0;
    if (n > 0) left.set(row, n - 1);
    return n === 0;
  });
}

export interface TableDifference {
  table: string;
  /** In `expected`, not in `actual`. */
  missing: string[];
  /** In `actual`, not in `expected`. */
  extra: string[];
}

/** Every row only one side has, table by table (tables in `skip` aside). */
export function rowDifferences(expected: DatabaseState, actual: DatabaseState, skip: ReadonlySet<string>): TableDifference[] {
  const differences: TableDifference[] = [];
  for (const table of new Set([...expected.tables.keys(), ...actual.tables.keys()])) {
    if (skip.has(table)) continue;
    const want = expected.tables.get(table) ?? [];
    const have = actual.tables.get(table) ?? [];
    const missing = beyond(want, have);
    const extra = beyond(have, want);
    if (missing.length > 0 || extra.length > 0) differences.push({ table, missing, extra });
  }
  return differences;
}
