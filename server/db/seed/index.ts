/**
 * Demo data for an empty database. Every row has a fixed id and is inserted with ON CONFLICT DO
 * NOTHING, so seeding twice changes nothing; sequences then move past the fixed ids.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { entities } from '../../../schemas/index.ts';
import type { Database } from '../client.ts';
import { AGENTS, COMPANIES, CURRENCIES, CUSTOMERS, DOCUMENT_TYPES, NOTIFICATIONS, ROLES, STATUSES } from './catalogues.ts';
import { APPLICATIONS, moduleRows } from './module-tree.ts';

async function insertFixed(database: Database, table: PgTable, tableName: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  await database.db.insert(table).values(rows).onConflictDoNothing();
  await database.db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('"${tableName}"', 'id'), greatest((select max(id) from "${tableName}"), 1))`),
  );
}

export async function seed(database: Database): Promise<void> {
  const t = (name: keyof typeof entities) => entities[name].table as unknown as PgTable;
  await insertFixed(database, t('role'), 'role', ROLES);
  await insertFixed(database, t('status'), 'status', STATUSES);
  await insertFixed(database, t('application'), 'application', APPLICATIONS);
  await insertFixed(database, t('module'), 'module', moduleRows());
  await insertFixed(database, t('currency'), 'currency', CURRENCIES);
  await insertFixed(database, t('document'), 'document', DOCUMENT_TYPES);
  await insertFixed(database, t('notification'), 'notification', NOTIFICATIONS);
  await insertFixed(database, t('customer'), 'customer', CUSTOMERS);
  await insertFixed(database, t('company'), 'company', COMPANIES);
  await insertFixed(database, t('agent'), 'agent', AGENTS);
}
