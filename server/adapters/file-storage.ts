/**
 * Where uploaded files live. The local driver keeps them in a folder outside the web root; an
 * S3-compatible driver implements the same three calls.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
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
      await mkdir(root, { recursive: true });
      await writeFile(pathOf(key), content, { flag: 'wx' });
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
