/**
 * A consistent copy of a PGlite database while it serves, and its way back into a new folder.
 *
 * The export runs inside one PGlite transaction: PGlite runs one statement at a time and holds every
 * other query and transaction back until this one ends, so the copy is one instant of the database
 * (the app waits meanwhile: about a second per 40 MB). Each table's rows are a binary COPY, except the
 * live sign-in state (backup-contents.ts); sequences keep their positions; the schema is the committed
 * migrations up to the one the database had, carried in the archive so a later version of Caudal can
 * rebuild it before migrating further. Nothing of PGlite's own files is copied: its write-ahead log would
 * carry the secret and the sessions the backup leaves out.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder.ts';
import { EXCLUDED_TABLES, FILES_ON_DISK_SQL, quotedTable, SEQUENCES_SQL, TABLES_SQL, type TableCount } from './backup-contents.ts';
import { tarEntry, END_OF_ARCHIVE } from './tar.ts';

/** What the export says about itself (`database/export.json`). */
export interface ExportSummary {
  tables: TableCount[];
  sequences: { name: string; last_value: string | null }[];
  migration: string | null;
  /** stored_file keys whose bytes live in FILES_DIR. */
  filesOnDisk: string[];
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const tableEntry = (name: string) => `database/tables/${name}.copy`;

/** The migrations the database had applied: the committed journal up to its newest `when`. */
async function migrationsUpTo(migration: string | null): Promise<{ name: string; content: Buffer }[]> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  const applied = { ...journal, entries: journal.entries.filter((e) => migration !== null && e.when <= Number(migration)) };
  const files = await Promise.all(applied.entries.map(async (e) => ({ name: `database/migrations/${e.tag}.sql`, content: await readFile(join(MIGRATIONS_FOLDER, `${e.tag}.sql`)) })));
  return [{ name: 'database/migrations/meta/_journal.json', content: Buffer.from(JSON.stringify(applied, null, 2)) }, ...files];
}

/** The database's part of a backup, as tar entries under `database/` (ended, so it is an archive by itself). */
export async function exportPglite(client: PGlite): Promise<Buffer> {
  const excluded = new Set<string>(EXCLUDED_TABLES);
  const parts: Buffer[] = [];
  const summary = await client.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const tables = (await tx.query<{ name: string }>(TABLES_SQL)).rows.map((r) => r.name).filter((name) => !excluded.has(name));
    const counted: TableCount[] = [];
    for (const name of tables) {
      const [row] = (await tx.query<{ n: number }>(`select count(*)::int as n from ${quotedTable(name)}`)).rows;
      const copied = await tx.query(`COPY ${quotedTable(name)} TO '/dev/blob' WITH (FORMAT binary)`);
      if (!copied.blob) throw new Error(`PGlite gave no rows for ${name}`);
      parts.push(tarEntry(tableEntry(name), Buffer.from(await copied.blob.arrayBuffer())));
      counted.push({ name, rows: row!.n });
    }
    const sequences = (await tx.query<{ name: string; last_value: string | null }>(SEQUENCES_SQL)).rows;
    const [newest] = (await tx.query<{ newest: string | null }>('select max(created_at)::text as newest from drizzle.__drizzle_migrations')).rows;
    const filesOnDisk = (await tx.query<{ key: string }>(FILES_ON_DISK_SQL)).rows.map((r) => r.key);
    return { tables: counted, sequences, migration: newest?.newest ?? null, filesOnDisk } satisfies ExportSummary;
  });
  for (const migration of await migrationsUpTo(summary.migration)) parts.push(tarEntry(migration.name, migration.content));
  parts.push(tarEntry('database/export.json', Buffer.from(JSON.stringify(summary, null, 2))), END_OF_ARCHIVE);
  return Buffer.concat(parts);
}

type EntryReader = (name: string) => Promise<Buffer>;

/**
 * Builds a new PGlite database in `dataDir` from an export: the archive's migrations (the schema as it
 * was), then every table's rows with triggers and foreign-key checks held back until all are in, then
 * the sequences. Counts are checked against the export's; any difference stops the restore.
 */
export async function importPglite(client: PGlite, read: EntryReader): Promise<ExportSummary> {
  const summary = JSON.parse((await read('database/export.json')).toString('utf8')) as ExportSummary;
  const folder = await mkdtemp(join(tmpdir(), 'caudal-restore-migrations-'));
  try {
    const journal = JSON.parse((await read('database/migrations/meta/_journal.json')).toString('utf8')) as Journal;
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries) {
      if (!/^[A-Za-z0-9_-]+$/.test(entry.tag)) throw new Error(`the archive names a migration ${JSON.stringify(entry.tag)}`);
      await writeFile(join(folder, `${entry.tag}.sql`), await read(`database/migrations/${entry.tag}.sql`));
    }
    await migrate(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  await client.transaction(async (tx) => {
    // Rows arrive table by table: the references among them hold only once all are in.
    await tx.exec('SET LOCAL session_replication_role = replica');
    await tx.exec(`TRUNCATE ${summary.tables.map((t) => quotedTable(t.name)).join(', ')} CASCADE`);
    for (const table of summary.tables) {
      const blob = new Blob([new Uint8Array(await read(tableEntry(table.name)))]);
      await tx.query(`COPY ${quotedTable(table.name)} FROM '/dev/blob' WITH (FORMAT binary)`, [], { blob });
      const [row] = (await tx.query<{ n: number }>(`select count(*)::int as n from ${quotedTable(table.name)}`)).rows;
      if (row!.n !== table.rows) throw new Error(`${table.name}: ${row!.n} rows restored, the backup has ${table.rows}`);
    }
    for (const sequence of summary.sequences) {
      if (sequence.last_value !== null) await tx.query('select setval($1::regclass, $2::bigint, true)', [quotedTable(sequence.name), sequence.last_value]);
    }
  });
  return summary;
}
