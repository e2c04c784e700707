/**
 * Migrate; seed when the database is new (no roles yet), so an operator's later edits stay; bring the
 * modules in line with the code on every database (server/db/module-reconciler.ts); then run the data
 * steps this database has not had (server/db/data-step-runner.ts), so a step sees the schema, the demo
 * data and the modules of this version. One server at a time on one database. A database a newer
 * release migrated is refused (server/db/schema-compatibility.ts).
 */
import { declaredEntities, entities } from '../../schemas/index.ts';
import type { Database } from './client.ts';
import { runDataSteps, type DataStepRun, type NamedDataStep } from './data-step-runner.ts';
import { backfilledColumns, type BackfilledColumn } from './backfilled-columns.ts';
import { dataSteps as declaredDataSteps } from './data-steps/index.ts';
import { reconcileModules, type ReconcileOptions, type ReconcileReport } from './module-reconciler.ts';
import { seed } from './seed/index.ts';
import { count } from 'drizzle-orm';
import { backfillIdentifiers } from '../entities/user-identifiers.ts';
import { migrationsUnknownToCode, newerSchemaMessage, NewerSchemaError, recordMigrationNames } from './schema-compatibility.ts';

export interface PreparedDatabase {
  seeded: boolean;
  modules: ReconcileReport;
  dataSteps: DataStepRun[];
  identifiersLeftOut: { userId: number; field: string }[];
}

/** `sections`, `applications`: other module declarations than the code's (tests: a version that declares more). */
export interface PrepareOptions extends ReconcileOptions {
  /** The data steps to run (tests); server/db/data-steps/index.ts when omitted. */
  dataSteps?: readonly NamedDataStep[];
  /** The required columns data steps fill (tests); the declared entities' `backfilledBy` fields when omitted. */
  backfilled?: readonly BackfilledColumn[];
  /** Start on a database with migrations this code does not know (ALLOW_NEWER_SCHEMA=1); refused otherwise. */
  allowNewerSchema?: boolean;
}

export async function prepareDatabase(database: Database, options: PrepareOptions = {}): Promise<PreparedDatabase> {
  // Two servers started at once on a new database would both migrate and both seed: the second waits,
  // then finds the database migrated and seeded, and every data step recorded.
  return database.exclusive('prepare', async () => {
    const unknown = await migrationsUnknownToCode(database);
    if (unknown.length > 0 && !options.allowNewerSchema) throw new NewerSchemaError(newerSchemaMessage(unknown));
    if (unknown.length > 0) console.warn(`ALLOW_NEWER_SCHEMA=1: starting anyway. ${newerSchemaMessage(unknown)}`);
    await database.migrate();
    await recordMigrationNames(database);
    // Tables a migration added since get the trigger that raises their version on every UPDATE.
    await database.query('select caudal_ensure_version_triggers()');
    const [row] = await database.db.select({ n: count() }).from(entities.role.table);
    const seeded = Number(row?.n ?? 0) === 0;
    if (seeded) await seed(database);
    const modules = await reconcileModules(database, options);
    // A required column added to a table with rows is NOT NULL once the step that fills it ran (docs/decisions/274).
    const dataSteps = await runDataSteps(database, options.dataSteps ?? declaredDataSteps, options.backfilled ?? backfilledColumns(Object.values(declaredEntities)));
    // Users written before the sign-in identifier table, by the seed or by hand (docs/decisions/125).
    const identifiersLeftOut = await backfillIdentifiers(database.db);
    return { seeded, modules, dataSteps, identifiersLeftOut };
  });
}
