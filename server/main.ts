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
import { prepareDatabase } from './db/prepare.ts';
import { demoAccountsBanner } from './db/seed/seed-auth.ts';
import { drainOnSignals } from './shutdown.ts';
import { holdDataDir } from './operations/data-dir-holder.ts';
import { exportPglite } from './operations/pglite-export.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const loaded = loadConfig();
  const staticDir = loaded.STATIC_DIR ?? join(root, 'dist');
  if (!loaded.STATIC_DIR && process.env.SKIP_CLIENT_BUILD !== '1' && clientIsStale(root)) {
    console.log('Building the app (first start or changed sources)...');
    await buildClient(root);
  }
  const databaseOptions = { databaseUrl: loaded.DATABASE_URL, dataDir: loaded.DATABASE_URL ? undefined : loaded.DATA_DIR };
  // A PGlite folder is this process's alone; `npm run backup` asks this process for its export.
  const hold = databaseOptions.dataDir ? await holdDataDir(databaseOptions.dataDir, 'server') : undefined;
  let database = await openDatabase(databaseOptions);
  const { seeded, modules } = await prepareDatabase(database);
  if (modules.added.length > 0 && !seeded) console.log(`Modules added (Root and Admin granted): ${modules.added.join(', ')}`);
  if (modules.retired.length > 0) console.log(`Modules retired (no screen declares them): ${modules.retired.join(', ')}`);
  if (seeded && database.kind === 'pglite') {
    // PGlite's WebAssembly memory only grows: seeding leaves it at about twice what serving needs.
    // Reopening the folder starts a fresh instance (about 480 MB less resident memory; decision 034).
    await database.close();
    database = await openDatabase(databaseOptions);
  }
  if (hold) {
    const { pglite, close } = database;
    hold.serveExports(() => exportPglite(pglite!));
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

  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  console.log(`\nCaudal is running at http://localhost:${config.PORT}`);
  console.log(`Database: ${where}${seeded ? ' (new: demo data seeded)' : ''}`);
  console.log(`API docs: http://localhost:${config.PORT}/api/docs\n`);
  console.log(demoAccountsBanner(config));

  drainOnSignals(app, database);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
