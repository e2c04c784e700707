/**
 * Whether this release's code knows every migration the database has had. A release started on a
 * schema a newer one migrated (a rollback by reinstalling the old code) would write rows without the
 * columns, triggers and rules it does not know: it refuses to start, naming the migrations it lacks,
 * unless an operator says otherwise (ALLOW_NEWER_SCHEMA=1). Drizzle's log keeps only each migration's
 * hash and time, so every release records the names it applied in migration_name, for an older one to
 * read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';

export interface JournalEntry {
  when: number;
  tag: string;
}

export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** A migration the database has and this code does not: its name when a release recorded it. */
export interface UnknownMigration {
  createdAt: number;
  name: string;
}

export async function migrationsUnknownToCode(database: Database, journal: readonly JournalEntry[] = migrationJournal()): Promise<UnknownMigration[]> {
  const [tables] = await database.query<{ log: string | null; names: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as log, to_regclass('public.migration_name')::text as names",
  );
  if (!tables?.log) return []; // a new database: nothing applied yet
  const known = new Set(journal.map((entry) => entry.when));
  const rows = await database.query<{ created_at: string; tag: string | null }>(
    tables.names
      ? 'select m.created_at::text as created_at, n.tag from drizzle.__drizzle_migrations m left join public.migration_name n on n.created_at = m.created_at order by m.created_at'
      : 'select created_at::text as created_at, null as tag from drizzle.__drizzle_migrations order by created_at',
  );
  return rows
    .map((row) => ({ createdAt: Number(row.created_at), tag: row.tag }))
    .filter((row) => !known.has(row.createdAt))
    .map((row) => ({ createdAt: row.createdAt, name: row.tag ?? `a migration of ${new Date(row.createdAt).toISOString()}` }));
}

/** After migrating: the names of this release's migrations, for an older release to name them. */
export async function recordMigrationNames(database: Database, journal: readonly JournalEntry[] = migrationJournal()): Promise<void> {
  if (journal.length === 0) return;
  const values = journal.map((_, i) => `($${2 * i + 1}::bigint, $${2 * i + 2})`).join(', ');
  await database.query(`insert into migration_name (created_at, tag) values ${values} on conflict (created_at) do nothing`, journal.flatMap((e) => [e.when, e.tag]));
}

export class NewerSchemaError extends Error {}

export function newerSchemaMessage(unknown: readonly UnknownMigration[]): string {
  return (
    `The database has ${unknown.length} migration(s) this release does not know: ${unknown.map((m) => m.name).join(', ')}. ` +
    'A newer release upgraded it. Start that release again, or go back by restoring the backup taken before the upgrade ' +
    '(docs/operations.md, "Going back"); ALLOW_NEWER_SCHEMA=1 starts this release anyway.'
  );
}
