/** Roles, statuses, the modules the code declares (with every role's declared grants), currencies and the other admin catalogues. */
import { entities } from '../../../schemas/index.ts';
import type { Database } from '../client.ts';
import { AGENTS, COMPANIES, CURRENCIES, CUSTOMERS, DOCUMENT_TYPES, NOTIFICATIONS, ROLES, STATUSES } from './catalogues.ts';
import { insertFixed } from './insert-fixed.ts';
import { reconcileModules } from '../module-reconciler.ts';

export async function seedCatalogues(database: Database): Promise<void> {
  const t = (name: keyof typeof entities) => entities[name].table;
  await insertFixed(database, t('role'), ROLES);
  await insertFixed(database, t('status'), STATUSES);
  // The same step every start runs (server/db/prepare.ts); here it needs the roles above for the declared grants.
  await reconcileModules(database);
  await insertFixed(database, t('currency'), CURRENCIES);
  await insertFixed(database, t('document'), DOCUMENT_TYPES);
  await insertFixed(database, t('notification'), NOTIFICATIONS);
  await insertFixed(database, t('customer'), CUSTOMERS);
  await insertFixed(database, t('company'), COMPANIES);
  await insertFixed(database, t('agent'), AGENTS);
}
