/** Roles, statuses, the module tree, currencies and the other admin catalogues. */
import type { PgTable } from 'drizzle-orm/pg-core';
import { entities } from '../../../schemas/index.ts';
import type { Database } from '../client.ts';
import { AGENTS, COMPANIES, CURRENCIES, CUSTOMERS, DOCUMENT_TYPES, NOTIFICATIONS, ROLES, STATUSES } from './catalogues.ts';
import { insertFixed } from './insert-fixed.ts';
import { APPLICATIONS, moduleRows } from './module-tree.ts';

export async function seedCatalogues(database: Database): Promise<void> {
  const t = (name: keyof typeof entities) => entities[name].table as unknown as PgTable;
  await insertFixed(database, t('role'), ROLES);
  await insertFixed(database, t('status'), STATUSES);
  await insertFixed(database, t('application'), APPLICATIONS);
  await insertFixed(database, t('module'), moduleRows());
  await insertFixed(database, t('currency'), CURRENCIES);
  await insertFixed(database, t('document'), DOCUMENT_TYPES);
  await insertFixed(database, t('notification'), NOTIFICATIONS);
  await insertFixed(database, t('customer'), CUSTOMERS);
  await insertFixed(database, t('company'), COMPANIES);
  await insertFixed(database, t('agent'), AGENTS);
}
