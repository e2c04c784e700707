/**
 * At every start with FILE_STORAGE=database: the files an earlier release (or FILE_STORAGE=local) left
 * on disk are copied into the database before the first request, so every server behind the balancer
 * serves them (docs/decisions/102). Says how many; warns about files that are nowhere.
 */
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { copyFilesIntoDatabase, type CopyReport } from './file-copy.ts';
import { fileStorageKind, localFileFolders } from './file-storage-choice.ts';

const SHOWN_MISSING = 10;

export async function copyFilesAtStart(
  database: Database,
  config: Pick<Config, 'FILE_STORAGE' | 'DATABASE_URL' | 'FILES_DIR' | 'DATA_DIR'>,
  log: Pick<Console, 'log' | 'warn'> = console,
): Promise<CopyReport | undefined> {
  if (fileStorageKind(config) !== 'database') return undefined;
  const folders = localFileFolders(config);
  const report = await copyFilesIntoDatabase(database, folders);
  if (report.copied > 0) log.log(`Files: ${report.copied} copied into the database from ${folders.join(', ')} (FILE_STORAGE=database).`);
  if (report.missing.length > 0) {
    const shown = report.missing.slice(0, SHOWN_MISSING).join(', ');
    const more = report.missing.length > SHOWN_MISSING ? `, and ${report.missing.length - SHOWN_MISSING} more` : '';
    log.warn(`Files: ${report.missing.length} stored files are neither in the database nor in ${folders.join(', ')}: ${shown}${more}.`);
  }
  return report;
}
