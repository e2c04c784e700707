/**
 * What a backup holds and leaves out (docs/decisions/104). The live sign-in state is left out: the
 * server secret (AUTH_SECRET's stored value), sessions, pending sign-ins and their code hashes,
 * temporary passwords, and the rate-limit counters. A stolen backup then opens no session and forges
 * no CSRF token, and a restore brings back no session that was signed out or revoked after it: everyone
 * signs in again, and the first server after a restore makes a new secret. Their tables stay (empty).
 */
export const EXCLUDED_TABLES = [
  'public.server_secret',
  'public.session',
  'public.pending_login',
  'public.temporary_password',
  'public.code_send',
  'public.rate_counter',
] as const;

export const BACKUP_FORMAT = 'caudal-backup/1';

/** Quoted `schema.table`, from the names pg_tables gives (quotes doubled, never interpolated raw). */
export function quotedTable(name: string): string {
  const [schema, table] = name.split('.') as [string, string];
  return `"${schema.replace(/"/g, '""')}"."${table.replace(/"/g, '""')}"`;
}

/** Every table of the application's schemas (drizzle's migration log included), as `schema.table`. */
export const TABLES_SQL = `select schemaname || '.' || tablename as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%' order by 1`;

/** Every sequence with its position, so ids go on from where the backup left them. */
export const SEQUENCES_SQL = `select schemaname || '.' || sequencename as name, last_value::text as last_value from pg_sequences
  where schemaname not in ('pg_catalog', 'information_schema') order by 1`;

/** The stored files whose bytes are not in the database (FILE_STORAGE=local): the backup copies them from FILES_DIR. */
export const FILES_ON_DISK_SQL = `select f.key from stored_file f where not exists (select 1 from stored_file_content c where c.key = f.key) order by 1`;

export interface TableCount {
  name: string;
  rows: number;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** Tables whose rows are in the backup, with their counts at the backup's moment. */
    tables: TableCount[];
    /** Tables kept empty on purpose (EXCLUDED_TABLES). */
    excluded: string[];
    /** The newest migration applied (drizzle's `created_at`). */
    migration: string | null;
  };
  files: {
    /** Files copied from FILES_DIR (their bytes are not in the database). */
    entries: { key: string; size: number; sha256: string }[];
    /** Files the database lists whose bytes were nowhere: lost before the backup was taken. */
    missing: string[];
  };
  /** SHA-256 of every other entry of the archive: `npm run restore -- --check` compares them. */
  checksums: Record<string, string>;
}
