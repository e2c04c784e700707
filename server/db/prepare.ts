/**
 * Migrate; seed when the database is new (no roles yet), so an operator's later edits stay; then bring
 * the modules in line with the code on every database (server/db/module-reconciler.ts). One server at a
 * time on one database.
 */
import { entities } from '../../schemas/index.ts';
import type { Database } from './client.ts';
import { reconcileModules, type ReconcileOptions, type ReconcileReport } from './module-reconciler.ts';
import { seed } from './seed/index.ts';
import { count } from 'drizzle-orm';
import { backfillIdentifiers } from '../entities/user-identifiers.ts';

/** `declared`: other module declarations than the code's (tests: a version that declares more). */
export async function prepareDatabase(database: Database, declared: ReconcileOptions = {}): Promise<{ seeded: boolean; modules: ReconcileReport; identifiersLeftOut: { userId: number; field: string }[] }> {
  // Two servers started at once on a new database would both migrate and both seed: the second waits,
  // then finds the database migrated and seeded.
  return database.exclusive('prepare', async () => {
    await database.migrate();
    const [row] = await database.db.select({ n: count() }).from(entities.role.table);
    const seeded = Number(row?.n ?? 0) === 0;
    if (seeded) await seed(database);
    // Users written before the sign-in identifier table, or by the seed (docs/decisions/125).
    const identifiersLeftOut = await backfillIdentifiers(database.db);
    return { seeded, modules: await reconcileModules(database, declared), identifiersLeftOut };
  });
}
