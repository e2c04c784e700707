/**
 * `npm run restore`: a backup into an empty database (PostgreSQL at DATABASE_URL, or a new PGlite
 * folder at DATA_DIR) and its files into FILES_DIR. Every entry's checksum is verified before anything
 * is written; a database or folder already in use is refused unless --force says to replace it. The
 * live sign-in state was never in the backup: after a restore everyone signs in again, and the first
 * server makes a new secret (unless AUTH_SECRET is set).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import type { Manifest } from './backup-contents.ts';
import { openBackup, POSTGRES_DUMP_ENTRY, type OpenedBackup } from './backup-archive.ts';
import { DataDirBusyError, HOLDER_FILE, holdDataDir, liveHolder } from './data-dir-holder.ts';
import { importPglite } from './pglite-export.ts';
import { restorePostgres, tablesIn } from './postgres-dump.ts';
import { filesDirOf } from './take-backup.ts';

export class RefusedRestoreError extends Error {}

export interface CheckReport {
  manifest: Manifest;
  problems: string[];
}

/** Reads the whole archive against its manifest; touches nothing. */
export async function checkBackup(file: string): Promise<CheckReport> {
  const backup = await openBackup(file);
  try {
    return { manifest: backup.manifest, problems: await backup.check() };
  } finally {
    await backup.close();
  }
}

const contentsOf = async (folder: string) => (existsSync(folder) ? (await readdir(folder)).filter((name) => name !== HOLDER_FILE) : []);

async function restorePostgresPart(url: string, backup: OpenedBackup, force: boolean): Promise<void> {
  const present = await tablesIn(url);
  if (present.length > 0 && !force) throw new RefusedRestoreError(`the database at DATABASE_URL has ${present.length} tables already: restore into an empty database (createdb), or add --force to replace them`);
  const folder = await mkdtemp(join(tmpdir(), 'caudal-restore-'));
  try {
    const dumpFile = join(folder, 'postgres.dump');
    await backup.extract(POSTGRES_DUMP_ENTRY, dumpFile);
    await restorePostgres(url, dumpFile, { replace: present.length > 0, expected: backup.manifest.database.tables });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function restorePglitePart(dataDir: string, backup: OpenedBackup, force: boolean): Promise<void> {
  if ((await contentsOf(dataDir)).length > 0) {
    if (!force) throw new RefusedRestoreError(`${dataDir} is not empty: restore into a new DATA_DIR, or add --force to replace it`);
    const holder = await liveHolder(dataDir);
    if (holder) throw new DataDirBusyError(dataDir, holder);
    await rm(dataDir, { recursive: true, force: true });
  }
  const hold = await holdDataDir(dataDir, 'restore');
  try {
    const client = await PGlite.create(dataDir);
    try {
      await importPglite(client, backup.read);
    } finally {
      await client.close();
    }
  } finally {
    await hold.release();
  }
}

export interface RestoreReport {
  manifest: Manifest;
  filesDir: string;
}

export async function restoreBackup(config: Config, file: string, options: { force: boolean }): Promise<RestoreReport> {
  const backup = await openBackup(file);
  try {
    const problems = await backup.check();
    if (problems.length > 0) throw new RefusedRestoreError(`${file} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`);
    const { kind } = backup.manifest.database;
    if (kind === 'postgres' && !config.DATABASE_URL) throw new RefusedRestoreError('this backup is of PostgreSQL: set DATABASE_URL to the (empty) database to restore it into');
    if (kind === 'pglite' && config.DATABASE_URL) throw new RefusedRestoreError('this backup is of PGlite: unset DATABASE_URL and set DATA_DIR to a new folder');
    const filesDir = filesDirOf(config);
    const keys = backup.manifest.files.entries.map((f) => f.key);
    const clashing = (await contentsOf(filesDir)).filter((name) => keys.includes(name));
    if (clashing.length > 0 && !options.force) throw new RefusedRestoreError(`${filesDir} already has ${clashing.length} of the backup's files: restore into an empty FILES_DIR, or add --force`);

    if (kind === 'postgres') await restorePostgresPart(config.DATABASE_URL!, backup, options.force);
    else await restorePglitePart(config.DATA_DIR, backup, options.force);

    await mkdir(filesDir, { recursive: true });
    for (const entry of backup.manifest.files.entries) {
      const sha256 = await backup.extract(`files/${entry.key}`, join(filesDir, entry.key), options.force ? 'w' : 'wx');
      if (sha256 !== entry.sha256) throw new Error(`files/${entry.key} changed while it was restored`);
    }
    return { manifest: backup.manifest, filesDir };
  } finally {
    await backup.close();
  }
}
