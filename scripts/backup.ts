/**
 * `npm run backup [-- --out FILE]`: one archive with the database and the uploaded files, taken while
 * the server runs (docs/operations.md, docs/decisions/104). Reads the same environment as the server
 * (DATABASE_URL, or DATA_DIR for PGlite; FILES_DIR). Prints where it went and what it holds.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { takeBackup } from '../server/operations/take-backup.ts';

const USAGE = 'usage: npm run backup [-- --out backups/name.tar]';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) return console.log(USAGE);
  const report = await takeBackup(loadConfig(), values.out);
  const { database, files } = report.manifest;
  const rows = database.tables.reduce((sum, t) => sum + t.rows, 0);
  const via = { server: 'exported by the running server', folder: 'read from the folder (no server held it)', pg_dump: 'pg_dump' }[report.through];
  console.log(`Backup written: ${report.path} (${(report.bytes / 1024 / 1024).toFixed(1)} MB)`);
  console.log(`  database: ${database.kind}, ${via}: ${database.tables.length} tables, ${rows} rows`);
  console.log(`  files: ${files.entries.length} from FILES_DIR (files kept in the database are in its rows)`);
  console.log(`  left out on purpose: the rows of ${database.excluded.join(', ')}`);
  if (files.missing.length > 0) console.warn(`  WARNING: ${files.missing.length} files the database lists were not in FILES_DIR (lost before this backup): ${files.missing.join(', ')}`);
  console.log(`Check a copy with: npm run restore -- --check ${report.path}`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
