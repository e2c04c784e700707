/**
 * `npm run files:copy -- --to database|local`: copies uploaded files' bytes into the storage named,
 * from wherever they are now (docs/decisions/102). `database` reads FILES_DIR and DATA_DIR/files (a
 * server with FILE_STORAGE=database also does this at every start); `local` writes into FILES_DIR (or
 * DATA_DIR/files) whatever only the database holds, before switching FILE_STORAGE to `local`. Nothing
 * is deleted. Same environment as the server; on PGlite, stop the server first (its folder belongs to
 * one process: the command refuses a folder a server holds). Exits 1 when some stored file is in
 * neither place.
 */
import { loadConfig } from './config.ts';
import { copyFilesIntoDatabase, copyFilesIntoFolder } from './adapters/file-copy.ts';
import { fileStorageKind, filesFolder, localFileFolders, type FileStorageKind } from './adapters/file-storage-choice.ts';
import { connectDatabase, describeDatabase } from './db/connect.ts';
import { holdDataDir } from './operations/data-dir-holder.ts';

const USAGE = 'usage: npm run files:copy -- --to database|local';

function destinationOf(args: readonly string[]): FileStorageKind {
  const at = args.indexOf('--to');
  const given = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--to='))?.slice('--to='.length);
  if (given === 'database' || given === 'local') return given;
  throw new Error(`${USAGE} (got: ${args.join(' ') || 'nothing'})`);
}

async function main() {
  const to = destinationOf(process.argv.slice(2));
  const config = loadConfig();
  const hold = config.DATABASE_URL ? undefined : await holdDataDir(config.DATA_DIR, 'files-copy');
  const database = await connectDatabase(config).catch(async (error: unknown) => {
    await hold?.release();
    throw error;
  });
  try {
    // The files table of the bytes (stored_file_content) comes with the migrations.
    await database.migrate();
    const folders = to === 'database' ? localFileFolders(config) : [filesFolder(config)];
    const report = to === 'database' ? await copyFilesIntoDatabase(database, folders) : await copyFilesIntoFolder(database, folders[0]!);
    const where = to === 'database' ? `the database (${describeDatabase(config)}) from ${folders.join(', ')}` : `${folders[0]} from the database (${describeDatabase(config)})`;
    console.log(`Copied ${report.copied} files into ${where}.`);
    if (report.missing.length > 0) {
      console.error(`${report.missing.length} stored files are in neither place: ${report.missing.join(', ')}`);
      process.exitCode = 1;
    }
    if (fileStorageKind(config) !== to) console.log(`FILE_STORAGE is ${fileStorageKind(config)} here: set FILE_STORAGE=${to} for the servers to keep new files there.`);
  } finally {
    await database.close();
    await hold?.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
