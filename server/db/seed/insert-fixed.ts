/** Inserts rows with fixed ids (idempotent), then moves the id sequence past them. */
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

export async function insertFixed(database: Database, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const tableName = getTableConfig(table).name;
  await database.db.insert(table).values(rows).onConflictDoNothing();
  await database.db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('"${tableName}"', 'id'), greatest((select max(id) from "${tableName}"), 1))`),
  );
}
