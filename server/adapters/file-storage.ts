/**
 * Where uploaded files live. The local driver keeps them in a folder outside the web root (one server);
 * the database driver (file-storage-database.ts) in PostgreSQL, for several servers; an S3-compatible
 * driver would implement the same three calls.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Db } from '../db/client.ts';

export interface FileStorage {
  /** `within`: the transaction of the record that points at the file, for a driver that can join it. */
  put(key: string, content: Buffer, within?: Db): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9._-]{1,80}$/;

export function localFileStorage(folder: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.startsWith('.')) throw new Error(`unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, content) {
      const path = pathOf(key);
      try {
        await mkdir(root, { recursive: true });
        await writeFile(path, content, { flag: 'wx' });
      } catch (error) {
        // A write on a full disk fails on the open file, without its path: name it, so the 507's log names the folder.
        if (error && typeof error === 'object' && !('path' in error)) Object.assign(error, { path });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
