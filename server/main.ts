/**
 * The server process: reads the configuration, builds the app if needed (in a child process), migrates
 * and seeds, serves app and API on one port, prints the URL, and drains on SIGTERM. `npm start` runs it
 * bundled (scripts/start.mjs runs dist-server/main.js, rebuilt when its sources change), so no
 * TypeScript is compiled at run time; `npx tsx server/main.ts` runs it from source.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { buildClient, clientIsStale } from './build-client.ts';
import { loadConfig } from './config.ts';
import { sharedAuthSecret } from './auth/shared-secret.ts';
import { openDatabase } from './db/client.ts';
import { connectDatabase, databaseOptionsOf, describeDatabase } from './db/connect.ts';
import { connectionFailureReason, isConnectionFailure } from './db/connection-errors.ts';
import { copyFilesAtStart } from './adapters/file-copy-at-start.ts';
import { prepareDatabase } from './db/prepare.ts';
import { demoAccountsBanner } from './db/seed/seed-auth.ts';
import { drainOnSignals } from './shutdown.ts';
import { holdDataDir } from './operations/data-dir-holder.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const loaded = loadConfig();
  const staticDir = loaded.STATIC_DIR ?? join(root, 'dist');
  if (!loaded.STATIC_DIR && process.env.SKIP_CLIENT_BUILD !== '1' && clientIsStale(root)) {
    console.log('Building the app (first start or changed sources)...');
    await buildClient(root);
  }
  const databaseOptions = databaseOptionsOf(loaded);
  // A PGlite folder is this process's alone; `npm run backup` asks this process for its export.
  const hold = databaseOptions.dataDir ? await holdDataDir(databaseOptions.dataDir, 'server') : undefined;
  let database = await connectDatabase(loaded);
  const { seeded, modules, dataSteps, identifiersLeftOut } = await prepareDatabase(database, { allowNewerSchema: loaded.ALLOW_NEWER_SCHEMA === '1' }).catch((error: unknown) => {
    // A database lost between the first answer and the last migration: say which and why, not "Failed query: ...".
    throw isConnectionFailure(error) ? new Error(`Lost the database (${describeDatabase(loaded)}) while migrating: ${connectionFailureReason(error)}`) : error;
  });
  if (modules.added.length > 0 && !seeded) console.log(`Modules added (with their declared grants): ${modules.added.join(', ')}`);
  if (modules.granted.length > 0) console.log(`Declared grants applied: ${modules.granted.join(', ')}`);
  for (const step of dataSteps) console.log(`Data step ${step.name} done in ${step.ms} ms${step.summary ? `: ${step.summary}` : ''}`);
  for (const { userId, field } of identifiersLeftOut) {
    console.warn(`User ${userId}: its ${field} collides with an older account's sign-in identifier; it cannot sign in with it until an administrator changes it (docs/decisions/125)`);
  }
  if (modules.retired.length > 0) console.log(`Modules retired (no screen declares them): ${modules.retired.join(', ')}`);
  if (seeded && database.kind === 'pglite') {
    // PGlite's WebAssembly memory only grows: seeding leaves it at about twice what serving needs.
    // Reopening the folder starts a fresh instance (about 480 MB less resident memory; decision 034).
    await database.close();
    database = await openDatabase(databaseOptions);
  }
  await copyFilesAtStart(database, loaded);
  if (hold) {
    const { pgliteExport, close } = database;
    hold.serveExports(() => pgliteExport!());
    database = {
      ...database,
      async close() {
        await close();
        await hold.release(); // only once PGlite has let go of the folder
      },
    };
  }
  const config = { ...loaded, AUTH_SECRET: loaded.AUTH_SECRET ?? (await sharedAuthSecret(database)) };
  const app = await buildApp({ database, config, staticDir });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Before the banner: whoever reads "Caudal is running" may signal at once (a supervisor, the fault tests).
  drainOnSignals(app, database);

  const where = describeDatabase(config);
  console.log(`\nCaudal is running at http://localhost:${config.PORT}`);
  console.log(`Database: ${where}${seeded ? ' (new: demo data seeded)' : ''}`);
  console.log(`API docs: http://localhost:${config.PORT}/api/docs\n`);
  console.log(demoAccountsBanner(config));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
