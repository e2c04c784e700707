/**
 * Moves uploaded files' bytes between the storages when FILE_STORAGE changes (docs/decisions/102): into
 * the database from the folders earlier releases wrote to (at every start with FILE_STORAGE=database,
 * and `npm run files:copy -- --to database`), or out of the database into the folder (`--to local`).
 * Idempotent (a file already there is left alone, and servers starting together skip each other's
 * inserts) and bounded in memory: rows are read a page at a time and one file's bytes at a time (an
 * upload is at most 10 MB). Nothing is deleted from where it came from.
 */
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, gt, notExists } from 'drizzle-orm';
import { storedFileContent } from '../../schemas/server-state.ts';
import { storedFile } from '../../schemas/stored-file.ts';
import type { Database } from '../db/client.ts';
import { DEMO_FILE_PREFIX } from '../db/demo-files.ts';
import { localFileStorage } from './file-storage.ts';

const PAGE = 200;

export interface CopyReport {
  /** Files written to the destination. */
  copied: number;
  /** stored_file rows whose bytes are in neither place: already lost before the copy. */
  missing: string[];
}

/** The seeded demo files are written on their first view (seed-investments-files.ts): absent is not lost. */
const writtenOnFirstView = (key: string) => key.startsWith(DEMO_FILE_PREFIX);

type Row = { id: number; key: string };

/** stored_file rows after `afterId`, in id order; `onlyMissingFromDatabase` leaves out those whose bytes are in the database. */
async function nextPage(database: Database, afterId: number, onlyMissingFromDatabase: boolean): Promise<Row[]> {
  const inDatabase = database.db.select({ key: storedFileContent.key }).from(storedFileContent).where(eq(storedFileContent.key, storedFile.key));
  return database.db
    .select({ id: storedFile.id, key: storedFile.key })
    .from(storedFile)
    .where(onlyMissingFromDatabase ? and(gt(storedFile.id, afterId), notExists(inDatabase)) : gt(storedFile.id, afterId))
    .orderBy(asc(storedFile.id))
    .limit(PAGE);
}

async function eachPage(database: Database, onlyMissingFromDatabase: boolean, work: (rows: Row[]) => Promise<void>): Promise<void> {
  for (let afterId = 0; ; ) {
    const rows = await nextPage(database, afterId, onlyMissingFromDatabase);
    if (rows.length === 0) return;
    await work(rows);
    afterId = rows.at(-1)!.id;
  }
}

/** Copies into stored_file_content every file whose bytes are only in one of `folders`. */
export async function copyFilesIntoDatabase(database: Database, folders: readonly string[]): Promise<CopyReport> {
  const sources = folders.map((folder) => localFileStorage(folder));
  const report: CopyReport = { copied: 0, missing: [] };
  await eachPage(database, true, async (rows) => {
    for (const { key } of rows) {
      let content: Buffer | undefined;
      // A file that cannot be read (a key no folder may hold, no permission) is reported, not fatal to the start.
      for (const source of sources) content ??= await source.get(key).catch(() => undefined);
      if (!content) {
        if (!writtenOnFirstView(key)) report.missing.push(key);
        continue;
      }
      const inserted = await database.db.insert(storedFileContent).values({ key, size: content.length, content }).onConflictDoNothing().returning({ key: storedFileContent.key });
      report.copied += inserted.length;
    }
  });
  return report;
}

const exists = (path: string) => access(path, constants.F_OK).then(() => true, () => false);

/** Writes into `folder` every file whose bytes are only in the database. */
export async function copyFilesIntoFolder(database: Database, folder: string): Promise<CopyReport> {
  const target = localFileStorage(folder);
  const report: CopyReport = { copied: 0, missing: [] };
  await mkdir(folder, { recursive: true });
  await eachPage(database, false, async (rows) => {
    for (const { key } of rows) {
      if (await exists(join(folder, key))) continue;
      const [row] = await database.db.select({ content: storedFileContent.content }).from(storedFileContent).where(eq(storedFileContent.key, key)).limit(1);
      if (!row) {
        if (!writtenOnFirstView(key)) report.missing.push(key);
        continue;
      }
      try {
        await target.put(key, row.content);
        report.copied++;
      } catch (error) {
        // Another copy running at the same time wrote it first.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  });
  return report;
}
