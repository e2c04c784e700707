/**
 * `npm start`: reads the configuration, builds the app if needed, migrates and seeds, serves app and
 * API on one port and prints the URL.
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

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const loaded = loadConfig();
  const staticDir = loaded.STATIC_DIR ?? join(root, 'dist');
  if (!loaded.STATIC_DIR && process.env.SKIP_CLIENT_BUILD !== '1' && clientIsStale(root)) {
    console.log('Building the app (first start or changed sources)...');
    await buildClient(root);
  }
  const database = await openDatabase({ databaseUrl: loaded.DATABASE_URL, dataDir: loaded.DATABASE_URL ? undefined : loaded.DATA_DIR });
  const { seeded } = await prepareDatabase(database);
  const config = { ...loaded, AUTH_SECRET: loaded.AUTH_SECRET ?? (await sharedAuthSecret(database)) };
  const app = await buildApp({ database, config, staticDir });
  await app.listen({ port: config.PORT, host: config.HOST });

  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}`;
  console.log(`\nCaudal is running at http://localhost:${config.PORT}`);
  console.log(`Database: ${where}${seeded ? ' (new: demo data seeded)' : ''}`);
  console.log(`API docs: http://localhost:${config.PORT}/api/docs\n`);
  console.log(demoAccountsBanner(config));

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
