/** Migrate, then seed when the database is new (no roles yet): an operator's later edits stay. */
import { entities } from '../../schemas/index.ts';
import type { Database } from './client.ts';
import { seed } from './seed/index.ts';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export async function prepareDatabase(database: Database): Promise<{ seeded: boolean }> {
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(entities.role.table as unknown as PgTable);
  if (Number(row?.n ?? 0) > 0) return { seeded: false };
  await seed(database);
  return { seeded: true };
}
