/** Which errors are a storage that refused the write (507), and which are not (a bug stays a 500). */
import { describe, expect, it } from 'vitest';
import { storageFailure } from '../../../server/http/storage-errors.ts';

const fsError = (code: string, path?: string) => Object.assign(new Error(code), { code, syscall: 'write', ...(path ? { path } : {}) });

describe('storageFailure', () => {
  it('a full, over-quota, read-only or unwritable files folder, named by the file’s folder', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']) expect(storageFailure(fsError(code, '/data/files/abc.pdf'))).toEqual({ where: '/data/files', code });
  });

  it('PostgreSQL’s disk full (53100), wrapped as Drizzle wraps the driver’s error', () => {
    const driver = Object.assign(new Error('could not extend file'), { code: '53100' });
    expect(storageFailure(new Error('Failed query: insert ...', { cause: driver }))).toEqual({ where: "the database's disk", code: 'disk_full' });
  });

  it('anything else is not: a code without a file-system call, another SQLSTATE, a plain error', () => {
    expect(storageFailure(Object.assign(new Error('x'), { code: 'EACCES' }))).toBeUndefined();
    expect(storageFailure(Object.assign(new Error('x'), { code: '23505' }))).toBeUndefined();
    expect(storageFailure(new Error('bug'))).toBeUndefined();
  });
});
