/**
 * `npm run access`: prints who may do what, as the server enforces it (docs/decisions/283). It builds the
 * app in-process on a new in-memory database prepared as `npm start` prepares one (migrations, seed,
 * module reconciler, data steps), then reads that database's permission rows and the app's route table.
 * `--database-url postgres://...` reads the permission rows of that database instead (a select, nothing
 * written): what a running installation enforces after its administrators' edits. Markdown on stdout.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { entities } from '../schemas/index.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { enforcedMatrix, PERMISSION_ROWS_SQL, renderReport, routeRules, type PermissionRow } from './access-matrix.ts';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });

/** The start's own lines (data steps, seed) go to stderr: stdout is the report. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = (...args: unknown[]) => console.error(...args);
  try {
    return await work();
  } finally {
    console.log = log;
  }
}

async function permissionRows(database: Database): Promise<PermissionRow[]> {
  return database.query<PermissionRow>(PERMISSION_ROWS_SQL);
}

const folder = await mkdtemp(join(tmpdir(), 'caudal-access-'));
const database = await openDatabase({ dataDir: 'memory://' });
try {
  await quietly(() => prepareDatabase(database));
  const config = loadConfig({ DATA_DIR: folder, FILES_DIR: join(folder, 'files'), LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, config, logger: false });
  await app.ready();
  const rules = routeRules(app.routeTable, entities);
  await app.close();
  const url = values['database-url'];
  let rows: PermissionRow[];
  if (url) {
    const live = await openDatabase({ databaseUrl: url });
    try {
      rows = await permissionRows(live);
    } finally {
      await live.close();
    }
  } else {
    rows = await permissionRows(database);
  }
  const source = url ? 'the database at --database-url' : 'a new database as `npm start` prepares it (migrations, seed, module reconciler)';
  console.log(renderReport({ enforced: enforcedMatrix(rows), rules, source }));
} finally {
  await database.close();
  await rm(folder, { recursive: true, force: true });
}
