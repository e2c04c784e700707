/**
 * Which storage holds uploaded files' bytes (FILE_STORAGE, docs/decisions/035 and 102), and where a file
 * may still be when the setting changed: a file is read from the configured storage first, then from
 * the other one, so changing FILE_STORAGE (or its default, as the upgrade to PostgreSQL's `database`
 * did) never turns a stored file into a 404.
 */
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { databaseFileStorage } from './file-storage-database.ts';
import { withReadFallback } from './file-storage-fallback.ts';
import { localFileStorage, type FileStorage } from './file-storage.ts';

export type FileStorageKind = 'local' | 'database';

type StorageSettings = Pick<Config, 'FILE_STORAGE' | 'DATABASE_URL' | 'FILES_DIR' | 'DATA_DIR'>;

/** FILE_STORAGE, or its default: the database when it is a shared PostgreSQL, a folder with PGlite. */
export function fileStorageKind(config: StorageSettings): FileStorageKind {
  return config.FILE_STORAGE ?? (config.DATABASE_URL ? 'database' : 'local');
}

/** The folder local storage writes to: FILES_DIR, else DATA_DIR/files. */
export function filesFolder(config: StorageSettings): string {
  return resolve(config.FILES_DIR ?? join(config.DATA_DIR, 'files'));
}

/**
 * Every folder a release may have written files to: FILES_DIR and the default DATA_DIR/files (one
 * operator sets FILES_DIR when moving to PostgreSQL, another never did).
 */
export function localFileFolders(config: StorageSettings): string[] {
  return [...new Set([filesFolder(config), resolve(join(config.DATA_DIR, 'files'))])];
}

export function fileStorageOf(config: StorageSettings, database: Database): FileStorage {
  const inDatabase = databaseFileStorage(database);
  const folders = localFileFolders(config).map((folder) => localFileStorage(folder));
  return fileStorageKind(config) === 'database' ? withReadFallback(inDatabase, folders) : withReadFallback(folders[0]!, [...folders.slice(1), inDatabase]);
}
