/**
 * `npm run restore -- FILE [--force]`: a backup into an empty database (DATABASE_URL) or a new PGlite
 * folder (DATA_DIR), and its files into FILES_DIR. `npm run restore -- --check FILE` verifies a copy
 * without restoring it. Stop the servers first; start one afterwards (it applies newer migrations).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { checkBackup, restoreBackup } from '../server/operations/restore-backup.ts';

const USAGE = 'usage: npm run restore -- FILE [--force]    (replace a database or folder in use)\n       npm run restore -- --check FILE  (verify a backup, restore nothing)';

async function main() {
  const { values, positionals } = parseArgs({ options: { check: { type: 'boolean' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const file = positionals[0]!;
  if (values.check) {
    const { manifest, problems } = await checkBackup(file);
    const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`${file}: ${manifest.database.kind} backup of ${manifest.createdAt}: ${manifest.database.tables.length} tables, ${rows} rows, ${manifest.files.entries.length} files`);
    if (problems.length > 0) {
      console.error(`DAMAGED:\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    return console.log('Every entry matches its checksum.');
  }
  const report = await restoreBackup(loadConfig(), file, { force: values.force === true });
  const { database, files } = report.manifest;
  const rows = database.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Restored ${file} (${database.kind}, taken ${report.manifest.createdAt}): ${database.tables.length} tables, ${rows} rows, ${files.entries.length} files into ${report.filesDir}`);
  console.log(`Not in the backup, so empty now: ${database.excluded.join(', ')}. Everyone signs in again; the first server makes a new secret unless AUTH_SECRET is set.`);
  console.log('Start the server (npm start): it applies any newer migrations.');
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
