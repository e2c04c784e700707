/**
 * The backup file's own guarantees, without a database: a tar that `tar` reads, names that cannot
 * escape the folder a restore writes into, and a manifest whose checksums catch a damaged copy.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, open, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBackup, writeBackup } from '../../../server/operations/backup-archive.ts';
import { END_OF_ARCHIVE, entryHeader, isSafeEntryName, listEntries, readerOfBuffer, tarEntry } from '../../../server/operations/tar.ts';
import { checkBackup } from '../../../server/operations/restore-backup.ts';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'caudal-archive-test-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A PGlite export as the server sends it: tar entries under database/, ended. */
const fakeExport = () =>
  Buffer.concat([
    tarEntry('database/tables/public.status.copy', Buffer.from('PGCOPY rows')),
    tarEntry('database/export.json', Buffer.from('{}')),
    END_OF_ARCHIVE,
  ]);

async function writeSample(): Promise<string> {
  const files = join(folder, 'files');
  await mkdir(files);
  await writeFile(join(files, 'a1b2c3.pdf'), Buffer.from('%PDF-1.7 contrato'));
  const out = join(folder, 'backup.tar');
  await writeBackup(out, {
    kind: 'pglite',
    summary: { tables: [{ name: 'public.status', rows: 2 }], sequences: [], migration: '1', filesOnDisk: ['a1b2c3.pdf', 'gone.pdf'] },
    pgliteExport: fakeExport(),
    filesDir: files,
  });
  return out;
}

describe('entry names', () => {
  it.each(['../etc/passwd', '/abs/path', 'files/../../x', 'files/./x', '.', '..', 'a\\b', 'a b', `files/${'x'.repeat(100)}`, ''])('%j is refused', (name) => {
    expect(isSafeEntryName(name)).toBe(false);
    expect(() => entryHeader(name, 1)).toThrow(/not a safe archive entry name/);
  });

  it('plain names pass', () => {
    for (const name of ['manifest.json', 'files/0123abcd.pdf', 'database/tables/drizzle.__drizzle_migrations.copy']) expect(isSafeEntryName(name)).toBe(true);
  });

  it('an archive crafted with a `..` name is refused when read', async () => {
    const header = entryHeader('files/x.pdf', 3);
    header.write('../../evil.sh\0\0\0\0\0\0\0\0\0\0\0', 0, 'utf8'); // rename it, then fix the checksum
    header.write('        ', 148);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    const crafted = Buffer.concat([header, Buffer.from('bad'), Buffer.alloc(509), END_OF_ARCHIVE]);
    await expect(listEntries(readerOfBuffer(crafted), crafted.length)).rejects.toThrow(/unsafe name/);
  });
});

describe('the archive', () => {
  it('is a tar that tar lists, with the manifest last and every entry checksummed', async () => {
    const out = await writeSample();
    const listed = execFileSync('tar', ['tf', out], { encoding: 'utf8' }).trim().split('\n');
    expect(listed).toEqual(['database/tables/public.status.copy', 'database/export.json', 'files/a1b2c3.pdf', 'manifest.json']);
    const backup = await openBackup(out);
    try {
      expect(backup.manifest.files.entries.map((f) => f.key)).toEqual(['a1b2c3.pdf']);
      expect(backup.manifest.files.missing).toEqual(['gone.pdf']);
      expect(Object.keys(backup.manifest.checksums)).toEqual(['database/tables/public.status.copy', 'database/export.json']);
      expect(backup.manifest.database.excluded).toContain('public.session');
      expect((await backup.read('files/a1b2c3.pdf')).toString()).toBe('%PDF-1.7 contrato');
    } finally {
      await backup.close();
    }
    expect((await checkBackup(out)).problems).toEqual([]);
  });

  it('a damaged copy is reported by name, and a file that is not a backup is refused', async () => {
    const out = await writeSample();
    const bytes = await readFile(out);
    const at = bytes.indexOf('%PDF-1.7 contrato');
    const file = await open(out, 'r+');
    await file.write(Buffer.from('X'), 0, 1, at + 3);
    await file.close();
    expect((await checkBackup(out)).problems).toEqual(['files/a1b2c3.pdf is damaged (its SHA-256 differs)']);

    const notBackup = join(folder, 'notes.tar');
    await writeFile(notBackup, 'just text, not a tar archive at all'.repeat(20));
    await expect(checkBackup(notBackup)).rejects.toThrow(/damaged at byte 0|has no manifest.json/);
  });

  it('never overwrites an existing file', async () => {
    const out = await writeSample();
    await expect(writeSample()).rejects.toThrow(/EEXIST/);
    expect((await checkBackup(out)).problems).toEqual([]);
  });
});
