/**
 * `npm run backup`: the database (a pg_dump, or a PGlite export taken by the server that holds the
 * folder, or by this process when none does) and the uploaded files, into one archive. The archive is
 * written beside its final name and renamed at the end: a backup that failed never looks finished.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { writeBackup, type WrittenBackup } from './backup-archive.ts';
import { DataDirBusyError, exportFromHolder, holdDataDir } from './data-dir-holder.ts';
import { exportPglite, type ExportSummary } from './pglite-export.ts';
import { dumpPostgres } from './postgres-dump.ts';
import { listEntries, readerOfBuffer } from './tar.ts';

export const filesDirOf = (config: Pick<Config, 'FILES_DIR' | 'DATA_DIR'>) => config.FILES_DIR ?? join(config.DATA_DIR, 'files');

/** Where a backup goes by default: ./backups/caudal-<kind>-<UTC time>.tar */
export function defaultBackupPath(config: Pick<Config, 'DATABASE_URL'>, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return join('backups', `caudal-${config.DATABASE_URL ? 'postgres' : 'pglite'}-${stamp}.tar`);
}

/** PGlite: the export from the server holding the folder, or from this process when the folder is free. */
async function pgliteExportOf(dataDir: string): Promise<{ bytes: Buffer; through: 'server' | 'folder' }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const fromServer = await exportFromHolder(dataDir);
    if (fromServer) return { bytes: fromServer, through: 'server' };
    if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no PGlite database (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
    let hold;
    try {
      hold = await holdDataDir(dataDir, 'backup');
    } catch (error) {
      if (error instanceof DataDirBusyError && attempt === 0) continue; // a server started meanwhile: ask it
      throw error;
    }
    try {
      const client = await PGlite.create(dataDir);
      try {
        return { bytes: await exportPglite(client), through: 'folder' };
      } finally {
        await client.close();
      }
    } finally {
      await hold.release();
    }
  }
  throw new Error(`${dataDir} changed hands twice while the backup started: try again`);
}

export interface BackupReport extends WrittenBackup {
  path: string;
  /** PGlite: whether the running server exported its database, or this process opened the free folder. */
  through: 'server' | 'folder' | 'pg_dump';
}

export async function takeBackup(config: Config, out = defaultBackupPath(config)): Promise<BackupReport> {
  if (existsSync(out)) throw new Error(`${out} exists already: a backup never overwrites another`);
  await mkdir(dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  const dumpFile = `${out}.pgdump.partial`;
  await rm(partial, { force: true });
  try {
    let written: WrittenBackup;
    let through: BackupReport['through'];
    if (config.DATABASE_URL) {
      const summary = await dumpPostgres(config.DATABASE_URL, dumpFile);
      written = await writeBackup(partial, { kind: 'postgres', summary, postgresDump: dumpFile, filesDir: filesDirOf(config) });
      through = 'pg_dump';
    } else {
      const exported = await pgliteExportOf(config.DATA_DIR);
      const bytes = exported.bytes;
      const summaryEntry = (await listEntries(readerOfBuffer(bytes), bytes.length)).find((e) => e.name === 'database/export.json');
      if (!summaryEntry) throw new Error('the PGlite export has no database/export.json');
      const summary = JSON.parse(bytes.subarray(summaryEntry.offset, summaryEntry.offset + summaryEntry.size).toString('utf8')) as ExportSummary;
      written = await writeBackup(partial, { kind: 'pglite', summary, pgliteExport: bytes, filesDir: filesDirOf(config) });
      through = exported.through;
    }
    await rename(partial, out);
    return { ...written, path: out, through };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(dumpFile, { force: true });
  }
}
