/**
 * A write the storage refused: the files folder full, over quota, read-only or not writable, or the
 * database's disk full (SQLSTATE 53100). Not the request's fault and not a bug: the API answers 507 in
 * the person's language with the request id, and the log names the folder (docs/operations.md).
 */
import { dirname } from 'node:path';

const FILE_SYSTEM_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);
const DISK_FULL_STATE = '53100';

export interface StorageFailure {
  /** What refused: the folder of the file being written, or the database. */
  where: string;
  code: string;
}

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  path?: unknown;
  cause?: unknown;
}

export function storageFailure(error: unknown): StorageFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorLike;
    const code = typeof e.code === 'string' ? e.code : '';
    // Only the file system's own refusals (they carry the call that failed), never a permission of the app.
    if (FILE_SYSTEM_CODES.has(code) && typeof e.syscall === 'string') {
      return { where: typeof e.path === 'string' ? dirname(e.path) : 'the files folder', code };
    }
    if (code === DISK_FULL_STATE) return { where: "the database's disk", code: 'disk_full' };
    current = e.cause;
  }
  return undefined;
}
