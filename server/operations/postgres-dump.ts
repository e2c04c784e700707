/**
 * PostgreSQL's part of a backup: pg_dump's custom format, taken in a snapshot this module exports and
 * reads too, so the counts in the manifest and the list of files on disk are of the very instant the
 * dump holds. Restored with pg_restore into an empty database (or over one, with --force).
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { EXCLUDED_TABLES, FILES_ON_DISK_SQL, quotedTable, SEQUENCES_SQL, TABLES_SQL, type TableCount } from './backup-contents.ts';
import type { ExportSummary } from './pglite-export.ts';

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
function run(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${program} is not installed: it comes with PostgreSQL's client programs (Debian: apt-get install postgresql-client), of the server's major version or newer`) : error),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}):\n${errors.trim()}`))));
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Counts, sequences and files read in one snapshot (the transaction stays open while `during` runs). */
async function inSnapshot(client: pg.Client, during: (snapshot: string) => Promise<void>): Promise<ExportSummary> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows as [{ snapshot: string }];
    const excluded = new Set<string>(EXCLUDED_TABLES);
    const tables: TableCount[] = [];
    for (const { name } of (await client.query<{ name: string }>(TABLES_SQL)).rows) {
      if (excluded.has(name)) continue;
      const [row] = (await client.query<{ n: number }>(`select count(*)::int as n from ${quotedTable(name)}`)).rows;
      tables.push({ name, rows: row!.n });
    }
    const sequences = (await client.query<{ name: string; last_value: string | null }>(SEQUENCES_SQL)).rows;
    const newest = (await client.query<{ newest: string | null }>('select max(created_at)::text as newest from drizzle.__drizzle_migrations')).rows[0]?.newest ?? null;
    const filesOnDisk = (await client.query<{ key: string }>(FILES_ON_DISK_SQL)).rows.map((r) => r.key);
    await during(snapshot);
    return { tables, sequences, migration: newest, filesOnDisk };
  } finally {
    await client.query('COMMIT');
  }
}

export function dumpPostgres(url: string, dumpFile: string): Promise<ExportSummary> {
  return withClient(url, (client) =>
    inSnapshot(client, (snapshot) =>
      run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, ...EXCLUDED_TABLES.map((t) => `--exclude-table-data=${t}`), `--file=${dumpFile}`, `--dbname=${url}`]),
    ),
  );
}

/** The tables already in the target: a restore refuses to mix a backup into a database in use. */
export function tablesIn(url: string): Promise<string[]> {
  return withClient(url, async (client) => (await client.query<{ name: string }>(TABLES_SQL)).rows.map((r) => r.name));
}

export async function restorePostgres(url: string, dumpFile: string, options: { replace: boolean; expected: TableCount[] }): Promise<void> {
  // One transaction: a failure halfway leaves the target as it was.
  const replace = options.replace ? ['--clean', '--if-exists'] : [];
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...replace, `--dbname=${url}`, dumpFile]);
  await withClient(url, async (client) => {
    for (const table of options.expected) {
      const [row] = (await client.query<{ n: number }>(`select count(*)::int as n from ${quotedTable(table.name)}`)).rows;
      if (row!.n !== table.rows) throw new Error(`${table.name}: ${row!.n} rows restored, the backup has ${table.rows}`);
    }
  });
}
